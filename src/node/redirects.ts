// The site's redirects, from the one reviewed source (content/site/redirects.ts) and the pages'
// frontmatter `redirect_from`, and what a host needs from them: Vercel's vercel.json (which
// `npm run serve` and the browser tests apply too), Netlify's _redirects, and one
// small page per moved address for hosts that apply no rules. Pure: takes
// the pages that exist, returns data and file contents.
import { externalRedirects, movedPages, prefixAliases, type MovedPage } from '../../content/site/redirects';
import { externalVersions } from '../../content/site/versions';
import { siteConfig } from '../../content/site/config';
import { tFor } from '../i18n';
import { DEFAULT_LOCALE, fromPath, LOCALES, PATH_PREFIX, VERSIONS, toPath } from '../lib/routes';
import type { DocVersion, Locale } from '../lib/types';

/** One rule: exact addresses for moved pages, `:path*` patterns for prefixes and other hosts. */
export interface Redirect {
  /** Public path with /docs (a pattern may end in `/:path*`). */
  from: string;
  /** Public path with /docs (and maybe a #fragment), or a URL on another host. */
  to: string;
  permanent: boolean;
  /** Moved pages get a fallback page; patterns are applied by hosts and the not-found page. */
  kind: 'moved' | 'pattern';
}

export interface RedirectInput {
  /** Doc ids per version. */
  pages: ReadonlyMap<DocVersion, ReadonlySet<string>>;
  /** From frontmatter `redirect_from`: an old doc id of the page `to`, in `version`. */
  frontmatter?: { version: DocVersion; from: string; to: string; file?: string }[];
  /** Anchors of a page (public path) where known: a `#fragment` target must be one of them. */
  anchors?: (path: string) => ReadonlySet<string> | undefined;
  moved?: readonly MovedPage[];
}

export interface RedirectProblem {
  file: string;
  message: string;
}

export const REDIRECTS_FILE = 'content/site/redirects.ts';

/** Every redirect of the site, with the problems that fail a build. */
export function buildRedirects(input: RedirectInput): { redirects: Redirect[]; problems: RedirectProblem[] } {
  const moved = [
    ...(input.moved ?? movedPages).map((m) => ({ ...m, file: REDIRECTS_FILE })),
    ...(input.frontmatter ?? []).map((f) => ({
      from: f.from,
      to: f.to,
      versions: [f.version],
      why: 'redirect_from',
      file: f.file ?? REDIRECTS_FILE,
    })),
  ];
  const problems: RedirectProblem[] = [];
  const redirects: Redirect[] = [];
  const seen = new Set<string>();
  for (const m of moved) {
    const [toId, fragment] = m.to.split('#');
    for (const version of m.versions ?? VERSIONS) {
      const ids = input.pages.get(version) ?? new Set<string>();
      const where = `"${m.from}" → "${m.to}" (${version})`;
      if (ids.has(m.from)) {
        problems.push({ file: m.file, message: `redirect ${where}: "${m.from}" is a page itself` });
        continue;
      }
      if (!ids.has(toId)) {
        const valid = [...ids].filter((id) => id.split('/')[0] === toId.split('/')[0]).slice(0, 12);
        problems.push({
          file: m.file,
          message:
            `redirect ${where}: "${toId}" is not a page of ${version}` +
            (valid.length ? ` (pages there: ${valid.join(', ')})` : ''),
        });
        continue;
      }
      if (moved.some((other) => other.from === toId && (other.versions ?? VERSIONS).includes(version))) {
        problems.push({ file: m.file, message: `redirect ${where}: "${toId}" redirects again (a chain)` });
        continue;
      }
      if (fragment && input.anchors) {
        const anchors = input.anchors(toPath({ locale: DEFAULT_LOCALE, version, slug: toId }));
        if (anchors && !anchors.has(fragment))
          problems.push({ file: m.file, message: `redirect ${where}: "${toId}" has no anchor "#${fragment}"` });
      }
      for (const locale of LOCALES) {
        const from = toPath({ locale, version, slug: m.from });
        if (seen.has(from)) {
          problems.push({ file: m.file, message: `redirect ${where}: ${from} is redirected twice` });
          continue;
        }
        seen.add(from);
        redirects.push({ from, to: toPath({ locale, version, slug: toId }, fragment), permanent: true, kind: 'moved' });
      }
    }
  }
  return { redirects: [...redirects, ...patternRedirects()], problems };
}

/** Prefix aliases and other hosts: each keeps the rest of the address. */
export function patternRedirects(): Redirect[] {
  const out: Redirect[] = [];
  for (const e of externalRedirects)
    out.push({ from: `${PATH_PREFIX}${e.from}`, to: e.to, permanent: e.permanent, kind: 'pattern' });
  for (const a of prefixAliases) {
    out.push({ from: `${PATH_PREFIX}${a.from}`, to: `${PATH_PREFIX}${a.to}/`, permanent: true, kind: 'pattern' });
    out.push({
      from: `${PATH_PREFIX}${a.from}/:path*`,
      to: `${PATH_PREFIX}${a.to}/:path*`,
      permanent: true,
      kind: 'pattern',
    });
  }
  // Versions hosted elsewhere (the version menu links them): /docs/v6/x → their /docs/x.
  for (const v of externalVersions) {
    const m = /^(https:\/\/[^/]+\/docs\/)$/.exec(v.href);
    if (!m || (VERSIONS as readonly string[]).includes(v.label)) continue;
    out.push({ from: `${PATH_PREFIX}/${v.label}/:path*`, to: `${m[1]}:path*`, permanent: false, kind: 'pattern' });
  }
  return out;
}

// ---------- Host rules ----------

/** Hashed build files (`app-<hash>.js`, `styles.<hash>.css`): cached for a year. */
const HASHED_SOURCE = `${PATH_PREFIX}/:file([^/]+[.-][0-9a-f]{20}\\.(?:js|css))`;
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
};

/**
 * `/docs/x/index.html` → `/docs/x`, `/docs/x.html` → `/docs/x`. Hosts read their error pages
 * (404.html) from the disk, not through these rules; no page of the site links a .html file.
 */
const HTML_RULES = [
  { source: `${PATH_PREFIX}/:path*/index.html`, destination: `${PATH_PREFIX}/:path*` },
  { source: `${PATH_PREFIX}/index.html`, destination: `${PATH_PREFIX}/` },
  { source: `${PATH_PREFIX}/:path(.+)\\.html`, destination: `${PATH_PREFIX}/:path` },
];

/** The redirects in Vercel's `source`/`destination` form, in order. */
export function redirectRules(redirects: Redirect[]): { source: string; destination: string; permanent: boolean }[] {
  return [
    ...redirects.map((r) => ({ source: r.from, destination: r.to, permanent: r.permanent })),
    ...HTML_RULES.map((r) => ({ ...r, permanent: true })),
  ];
}

/**
 * vercel.json: the redirects and cache headers through Vercel's own conversion
 * (@vercel/routing-utils getTransformedRoutes), the /docs prefix served from the build's root,
 * then a not-found page per language with status 404. That last step needs `routes`, which
 * Vercel does not allow beside `redirects`/`headers`, so the file holds the converted routes.
 */
export function vercelConfig(
  redirects: Redirect[],
  transform: (input: object) => { routes: unknown[] | null; error: unknown },
): Record<string, unknown> {
  const { routes, error } = transform({
    redirects: redirectRules(redirects),
    headers: [
      { source: `${PATH_PREFIX}/:path(.*)`, headers: [{ key: 'Cache-Control', value: CACHE.revalidate }] },
      { source: HASHED_SOURCE, headers: [{ key: 'Cache-Control', value: CACHE.immutable }] },
    ],
    rewrites: [{ source: `${PATH_PREFIX}/:path*`, destination: '/:path*' }],
  });
  if (error || !routes) throw new Error(`vercel.json: ${JSON.stringify(error)}`);
  const notFound = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => ({
    src: `^${PATH_PREFIX}/${l}(?:/.*)?$`,
    status: 404,
    dest: `/${l}/404/index.html`,
  }));
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'public',
    routes: [
      { src: '^/$', status: 308, headers: { Location: `${PATH_PREFIX}/` } },
      ...routes,
      { handle: 'error' },
      ...notFound,
      { src: '^/.*$', status: 404, dest: '/404.html' },
    ],
  };
}

/**
 * Netlify's _redirects: the same redirects and a not-found page per language. Its splats end
 * an address, so the `.html` rules are left to its own "pretty URLs"; its default caching
 * (revalidate everything) stands in for the cache rules.
 */
export function netlifyRedirects(redirects: Redirect[]): string {
  const lines = redirectRules(redirects)
    .filter((r) => !r.source.includes('(') && !r.source.includes('*/'))
    .map((r) => {
      const from = r.source.replace(/\/:path\*$/, '/*');
      const to = r.destination.replace(/:path\*$/, ':splat');
      return `${from} ${to} ${r.permanent ? 301 : 302}`;
    });
  const notFound = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(
    (l) => `${PATH_PREFIX}/${l}/* ${PATH_PREFIX}/${l}/404/ 404`,
  );
  return `${[...lines, `${PATH_PREFIX}/* /:splat 200`, ...notFound, `${PATH_PREFIX}/* /404.html 404`].join('\n')}\n`;
}

// ---------- Fallback pages ----------

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page a host without rules serves at a moved address: a refresh to the new address (the
 * `#fragment` of the old one is kept by the script), its canonical link and a visible link.
 */
export function fallbackPage(r: Redirect, locale: Locale): string {
  const to = escapeAttr(r.to);
  const url = escapeAttr(r.to.startsWith('/') ? `${siteConfig.url}${r.to}` : r.to);
  const text = escapeAttr(tFor(locale)('redirect.moved'));
  // The old address's #fragment goes along, unless the new address names its own.
  const target = JSON.stringify(r.to);
  const script = `location.replace(${target}+(location.hash&&!${target}.includes('#')?location.hash:''))`;
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<title>${to}</title><meta name="robots" content="noindex">` +
    `<link rel="canonical" href="${url}"><meta http-equiv="refresh" content="0; url=${to}">` +
    `<script>${script}</script></head>` +
    `<body><p>${text} <a href="${to}">${url}</a></p></body></html>\n`
  );
}

/** Each moved address's fallback page, as a file under public/ (`/docs/react` → `react/index.html`). */
export function fallbackFiles(redirects: Redirect[]): { to: string; content: string }[] {
  return redirects
    .filter((r) => r.kind === 'moved')
    .map((r) => {
      const inner = r.from.slice(PATH_PREFIX.length).replace(/^\/+|\/+$/g, '');
      const locale = fromPath(r.from)?.locale ?? DEFAULT_LOCALE;
      return { to: `${inner}/index.html`, content: fallbackPage(r, locale) };
    });
}
