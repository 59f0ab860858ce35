// What the build gives a host besides the pages: the redirects (checked here, when pages are
// created, and kept for the end of the build), the host rules and fallback pages made from
// them (src/node/redirects.ts), and the list of pages the not-found page suggests from.
import { getTransformedRoutes } from '@vercel/routing-utils';
import { DEFAULT_LOCALE, LOCALES, isUnlisted } from '../lib/routes';
import { routeListPath, type RouteList } from '../lib/not-found';
import type { DocVersion, Locale } from '../lib/types';
import type { RenderedBody } from './bodies';
import type { DocSource, SitePage } from './pages';
import type { OutputFile } from './public-files';
import {
  buildRedirects,
  fallbackFiles,
  netlifyRedirects,
  vercelConfig,
  type Redirect,
  type RedirectProblem,
} from './redirects';

interface HostData {
  redirects: Redirect[];
  routes: Record<Locale, RouteList>;
}
let last: HostData | null = null;

/** The site's redirects, checked against its pages and their anchors; kept for hostFiles. */
export function siteRedirects(
  pages: SitePage[],
  sources: DocSource[],
  bodies: ReadonlyMap<string, RenderedBody>,
): { redirects: Redirect[]; problems: RedirectProblem[] } {
  const ids = new Map<DocVersion, Set<string>>();
  const routes = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<Locale, RouteList>;
  const anchors = new Map<string, Set<string>>();
  for (const page of pages) {
    if (page.kind !== 'doc') continue;
    const { model } = page;
    if (model.locale === DEFAULT_LOCALE) {
      if (!ids.has(model.version)) ids.set(model.version, new Set());
      ids.get(model.version)?.add(model.id);
      const body = bodies.get(page.path);
      if (body) anchors.set(model.path, new Set(body.ids));
    }
    if (isUnlisted(model.id)) continue;
    const list = (routes[model.locale][model.version] ??= []);
    list.push([model.id, model.title]);
  }
  const frontmatter = sources
    .filter((s) => s.locale === DEFAULT_LOCALE)
    .flatMap((s) => (s.redirectFrom ?? []).map((from) => ({ version: s.version, from, to: s.id, file: s.repoPath })));
  const result = buildRedirects({ pages: ids, frontmatter, anchors: (p) => anchors.get(p) });
  last = { redirects: result.redirects, routes };
  return result;
}

/** The files a host needs, from the last createPages of this process (none before it ran). */
export function hostFiles(): OutputFile[] {
  if (!last) return [];
  const { redirects, routes } = last;
  const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
  return [
    {
      to: 'vercel.json',
      content: () => json(vercelConfig(redirects, getTransformedRoutes as never)),
    },
    { to: '_redirects', content: () => netlifyRedirects(redirects) },
    ...LOCALES.map((l) => ({
      to: routeListPath(l).replace(/^\/docs\//, ''),
      content: () => JSON.stringify(routes[l]),
    })),
    ...fallbackFiles(redirects),
  ];
}
