// The embedded search backend: Pagefind's static index under /docs/pagefind/, loaded on the
// first search. Pagefind picks the index of the page language (<html lang>) itself.
import { withPrefix } from 'gatsby';
import { fromPath, toPath } from '../lib/routes';
import type { DocVersion } from '../lib/types';
import { joinJapanese } from './japanese';
import { rankByTitle, TITLE_WINDOW } from './rank';
import type { SearchResult, SearchResultsPage } from './results';

export type { SearchResult, SearchSubResult } from './results';

interface PagefindModule {
  options(o: Record<string, unknown>): Promise<void>;
  search(
    q: string,
    o?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
  destroy?(): Promise<void>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results: { title: string; url: string; excerpt: string }[];
}

/** Pagefind URLs end with "/" (directory index files): turn them into the site's own URLs. */
export function canonicalUrl(url: string): string {
  const [path, hash] = url.split('#');
  const route = fromPath(path);
  return route ? toPath(route, hash) : url;
}

export function normalise(data: PagefindData): SearchResult {
  const url = canonicalUrl(data.url);
  const j = joinJapanese;
  return {
    url,
    title: j(data.meta.title ?? url),
    ...(data.meta.name ? { name: j(data.meta.name) } : {}),
    ...(data.meta.keywords ? { keywords: data.meta.keywords.split(/\s*,\s*/) } : {}),
    section: j(data.meta.section ?? data.meta.title ?? ''),
    excerpt: j(data.excerpt),
    // The first sub-result is the page itself; keep the headings.
    subResults: data.sub_results
      .filter((s) => s.url.includes('#'))
      .map((s) => ({ title: j(s.title), url: canonicalUrl(s.url), excerpt: j(s.excerpt) })),
  };
}

let loaded: Promise<PagefindModule> | null = null;
let loadedLang: string | null = null;

async function pagefind(): Promise<PagefindModule> {
  const lang = document.documentElement.lang;
  if (loaded && loadedLang !== lang) {
    // The reader switched language client-side: Pagefind must load that language's index.
    const previous = await loaded;
    await previous.destroy?.();
    loaded = null;
  }
  if (!loaded) {
    loadedLang = lang;
    const url = withPrefix('/pagefind/pagefind.js');
    loaded = (import(/* webpackIgnore: true */ url) as Promise<PagefindModule>).then(async (mod) => {
      // A page that names a term many times (an index, a long guide) should not outrank the
      // page about it: term frequency counts half (measured: "capacitor build" → the CLI command).
      await mod.options({ basePath: withPrefix('/pagefind/'), excerptLength: 24, ranking: { termFrequency: 0.5 } });
      return mod;
    });
    loaded.catch(() => {
      loaded = null;
    });
  }
  return loaded;
}

/** Results for `query` in one docs version, `offset`…`offset + limit`; total count too. */
export async function searchDocs(
  query: string,
  version: DocVersion,
  offset = 0,
  limit = 10,
): Promise<SearchResultsPage> {
  const pf = await pagefind();
  const response = await pf.search(query, { filters: { version } });
  if (!response) return { total: 0, results: [] };
  // The first results are put in title order (./rank.ts); the rest keep Pagefind's.
  const end = offset + limit;
  const load = (from: number, to: number) =>
    Promise.all(response.results.slice(from, to).map((r) => r.data())).then((data) => data.map(normalise));
  const head =
    offset < TITLE_WINDOW
      ? rankByTitle(
          query,
          await load(0, TITLE_WINDOW),
          (r) => r.title,
          (r) => (r.name ? [r.name] : []),
          (r) => r.keywords ?? [],
        )
      : [];
  const tail = end > head.length ? await load(Math.max(offset, head.length), end) : [];
  return { total: response.results.length, results: [...head.slice(offset, end), ...tail] };
}
