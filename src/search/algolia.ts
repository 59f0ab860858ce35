// The hosted backend: Algolia's DocSearch index (`ionicframework` unless GATSBY_ALGOLIA_INDEX
// names another), contextual by the reader's language and docs version. The modal queries it
// through DocSearch's own client; the search page through Algolia's REST query endpoint.
import type { DocVersion, Locale } from '../lib/types';
import type { SearchResult, SearchResultsPage } from './results';

export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

export const DEFAULT_INDEX = 'ionicframework';

/** Keys from the build environment; null (Pagefind) unless the app id and search key are both set. */
export function algoliaConfig(env: Record<string, string | undefined>): AlgoliaConfig | null {
  const appId = env.GATSBY_ALGOLIA_APP_ID;
  const apiKey = env.GATSBY_ALGOLIA_SEARCH_KEY;
  if (!appId || !apiKey) return null;
  return { appId, apiKey, indexName: env.GATSBY_ALGOLIA_INDEX || DEFAULT_INDEX };
}

/** Contextual search on the hosted index: the reader's language and docs version. */
export function contextualSearchParameters(locale: Locale, version: DocVersion): { facetFilters: string[] } {
  return { facetFilters: [`language:${locale}`, `version:${version}`] };
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** A DocSearch record as the hosted index returns it (the fields the page shows). */
export interface AlgoliaHit {
  url: string;
  content?: string | null;
  hierarchy: Partial<Record<Level, string | null>>;
  _snippetResult?: { content?: { value: string } };
}

interface QueryResponse {
  hits: AlgoliaHit[];
  nbHits: number;
}

const LEVELS: Level[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** One record, one result: titled by its deepest heading, under its page title. */
export function algoliaResult(hit: AlgoliaHit): SearchResult {
  const headings = LEVELS.map((l) => hit.hierarchy[l]).filter((h): h is string => Boolean(h));
  const page = hit.hierarchy.lvl1 ?? headings[0] ?? hit.url;
  const title = headings[headings.length - 1] ?? page;
  return {
    url: hit.url,
    title,
    section: title === page ? (hit.hierarchy.lvl0 ?? '') : page,
    excerpt: hit._snippetResult?.content?.value ?? '',
    subResults: [],
  };
}

type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The REST request for one page of results (what the search page sends). */
export function algoliaRequest(
  config: AlgoliaConfig,
  query: string,
  options: { locale: Locale; version: DocVersion; offset: number; limit: number },
) {
  return {
    url: `https://${config.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(config.indexName)}/query`,
    init: {
      method: 'POST',
      headers: {
        'X-Algolia-Application-Id': config.appId,
        'X-Algolia-API-Key': config.apiKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        query,
        ...contextualSearchParameters(options.locale, options.version),
        // Offsets are multiples of the page size (the search page loads page after page).
        page: Math.floor(options.offset / options.limit),
        hitsPerPage: options.limit,
        attributesToSnippet: ['content:24'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      }),
    },
  };
}

export async function algoliaSearch(
  config: AlgoliaConfig,
  query: string,
  options: { locale: Locale; version: DocVersion; offset: number; limit: number },
  fetchImpl: Fetch,
): Promise<SearchResultsPage> {
  const { url, init } = algoliaRequest(config, query, options);
  const response = await fetchImpl(url, init);
  if (!response.ok) throw new Error(`Algolia answered ${response.status}`);
  const body = (await response.json()) as QueryResponse;
  return { total: body.nbHits, results: body.hits.map(algoliaResult) };
}
