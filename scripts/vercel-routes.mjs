// Applies the `routes` of a vercel.json as Vercel's routing does, for what a static site needs:
// the routes before `{ handle: 'filesystem' }` (redirects, and headers that `continue`), and
// the routes after `{ handle: 'error' }` (which file answers an address that has none). The
// routes themselves are Vercel's own conversion of our rules (@vercel/routing-utils,
// src/node/redirects.ts); `npm run serve` and the tests read the file the build wrote.

/** Vercel matches `src` without case. `$1`… in a value are the groups of the match. */
function matchRoute(route, pathname) {
  if (!route.src) return null;
  const m = new RegExp(route.src, 'i').exec(pathname);
  if (!m) return null;
  return (value) => value.replace(/\$(\d+)/g, (_, i) => m[Number(i)] ?? '');
}

/** Redirect and headers for a request path: `{ status, location, headers }` or `{ headers }`. */
export function beforeFilesystem(routes, pathname) {
  const headers = {};
  for (const route of routes) {
    if (route.handle) break;
    const fill = matchRoute(route, pathname);
    if (!fill) continue;
    for (const [key, value] of Object.entries(route.headers ?? {})) if (key !== 'Location') headers[key] = fill(value);
    if (route.status && route.headers?.Location) {
      return { status: route.status, location: fill(route.headers.Location), headers };
    }
    if (!route.continue) break;
  }
  return { headers };
}

/** The file (path in the build) and status that answer an address no file matched. */
export function onError(routes, pathname) {
  const from = routes.findIndex((r) => r.handle === 'error');
  if (from < 0) return null;
  for (const route of routes.slice(from + 1)) {
    if (route.handle) break;
    const fill = matchRoute(route, pathname);
    if (fill && route.dest) return { status: route.status ?? 404, file: fill(route.dest) };
  }
  return null;
}
