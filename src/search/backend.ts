// The one choice of search backend, for the DocSearch modal and the /docs/search page alike:
// Pagefind's local index by default, Algolia's hosted index when the build has its keys.
import type { DocSearchTransformClient } from '@docsearch/react';
import type { DocVersion, Locale } from '../lib/types';
import { algoliaConfig, algoliaSearch, contextualSearchParameters, type AlgoliaConfig } from './algolia';
import { pagefindSearchClient } from './docsearch';
import { pagefindSearch, type Search } from './pagefind';
import type { SearchResultsPage } from './results';

export interface SearchOptions {
  locale: Locale;
  version: DocVersion;
  /** Index of the first result wanted, and how many. */
  offset: number;
  limit: number;
}

/** What the DocSearch modal needs from a backend (spread into <DocSearchModal>). */
export type DocSearchBackendProps = { appId: string; apiKey: string; indexName: string } & (
  | { searchParameters: { facetFilters: string[] } }
  | { transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient }
);

export interface SearchBackend {
  name: 'pagefind' | 'algolia';
  /** One page of results in the reader's language and docs version (the search page). */
  search(query: string, options: SearchOptions): Promise<SearchResultsPage>;
  /** The modal on the same backend, in the same language and version. */
  docSearch(context: { locale: Locale; version: DocVersion }): DocSearchBackendProps;
}

/** How many results the modal asks for (grouped by page, a few headings each). */
export const MODAL_RESULTS = 8;

export function pagefindBackend(search: Search): SearchBackend {
  return {
    name: 'pagefind',
    // Pagefind reads the page language from <html lang> and filters by version.
    search: (query, { version, offset, limit }) => search(query, version, offset, limit),
    docSearch: ({ locale, version }) => ({
      appId: 'local',
      apiKey: 'local',
      indexName: `pagefind-${locale}-${version}`,
      transformSearchClient: pagefindSearchClient<DocSearchTransformClient>((query) =>
        search(query, version, 0, MODAL_RESULTS).then((r) => r.results),
      ),
    }),
  };
}

export function algoliaBackend(
  config: AlgoliaConfig,
  fetchImpl: Parameters<typeof algoliaSearch>[3] = (url, init) => fetch(url, init),
): SearchBackend {
  return {
    name: 'algolia',
    search: (query, options) => algoliaSearch(config, query, options, fetchImpl),
    docSearch: ({ locale, version }) => ({ ...config, searchParameters: contextualSearchParameters(locale, version) }),
  };
}

/**
 * The backend for an environment: Algolia with both keys, else Pagefind's index served from
 * `pagefindDir` (PAGEFIND_DIR under the site's path prefix).
 */
export function chooseBackend(env: Record<string, string | undefined>, pagefindDir: string): SearchBackend {
  const hosted = algoliaConfig(env);
  return hosted ? algoliaBackend(hosted) : pagefindBackend(pagefindSearch(pagefindDir));
}

let chosen: SearchBackend | null = null;

/**
 * The site's backend, from the keys the build inlined (Gatsby's webpack for the modal, esbuild
 * for the search page's element: src/node/search-page-script.ts), made once per bundle.
 * `pagefindDir` is where the page is served Pagefind's index from, the same for every caller.
 */
export function searchBackend(pagefindDir: string): SearchBackend {
  // Both bundlers inline these variables only where they are written out in full.
  chosen ??= chooseBackend(
    {
      GATSBY_ALGOLIA_APP_ID: process.env.GATSBY_ALGOLIA_APP_ID,
      GATSBY_ALGOLIA_SEARCH_KEY: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
      GATSBY_ALGOLIA_INDEX: process.env.GATSBY_ALGOLIA_INDEX,
    },
    pagefindDir,
  );
  return chosen;
}
