// The not-found page's suggestions: the markup contract between the template
// (src/templates/not-found.tsx) and its script (src/browser/not-found), the list of pages the
// build writes for it, and what to suggest for an address. Pure.
import { nearestPages, searchWords } from './addresses';
import { fromPath, PATH_PREFIX, toPath, VERSIONS } from './routes';
import type { DocVersion, Locale } from './types';

/** Attributes of the not-found page's elements: the script finds them by these, nothing else. */
export const NOT_FOUND = {
  /** On <main>: where the list of pages is (a URL). */
  root: 'data-not-found',
  loading: 'data-not-found-loading',
  nearest: 'data-not-found-nearest',
  otherVersion: 'data-not-found-other-version',
  /** On the search link: its text for a query, with `{q}`. */
  search: 'data-not-found-search',
} as const;

/** The id of the not-found page's script, which the head puts before every other (src/node/head.ts). */
export const NOT_FOUND_SCRIPT_ID = 'docs-not-found';

/** The pages of one language, per version: [doc id, title]. Written by the build. */
export type RouteList = Partial<Record<DocVersion, [string, string][]>>;

/** Where the build writes a language's list (public path). */
export function routeListPath(locale: Locale): string {
  return `${PATH_PREFIX}/not-found/${locale}.json`;
}

export interface Suggestions {
  nearest: { href: string; title: string }[];
  /** The same doc id in another version, when it exists there. */
  other: { href: string; title: string; version: DocVersion } | null;
  /** Words for the search link ('' when the address has none). */
  query: string;
}

/** What the not-found page suggests for `pathname` (with /docs). */
export function suggestionsFor(pathname: string, routes: RouteList, count = 5): Suggestions {
  const route = fromPath(pathname) ?? { locale: 'en' as Locale, version: VERSIONS[0], slug: '' };
  const { locale, version, slug } = route;
  const pages = (routes[version] ?? []).map(([id, title]) => ({ id, title }));
  const nearest = slug
    ? nearestPages(slug, pages, count).map((p) => ({ href: toPath({ locale, version, slug: p.id }), title: p.title }))
    : [];
  let other: Suggestions['other'] = null;
  for (const v of VERSIONS) {
    if (v === version) continue;
    const found = routes[v]?.find(([id]) => id === slug);
    if (found && slug) {
      other = { href: toPath({ locale, version: v, slug }), title: found[1], version: v };
      break;
    }
  }
  return { nearest, other, query: searchWords(slug) };
}
