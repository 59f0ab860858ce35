// What the search page's template (src/templates/search.tsx) and its element (./element.ts)
// share: the tag and its attributes. Kept apart from the element so the template's code chunk
// does not carry the search code.

export const SEARCH_PAGE_TAG = 'docs-search-page';

/** The element's attributes, written by the template. */
export const SEARCH_PAGE_ATTR = {
  /** The docs version searched (`v8`, `v7`). */
  version: 'data-version',
  /** Where Pagefind's index is served from: PAGEFIND_DIR under the site's path prefix. */
  pagefind: 'data-pagefind',
  /** The page language's strings, as JSON (SearchPageMessages). */
  messages: 'data-messages',
} as const;

/** The keys under `search.` of locales/<locale>/common.json the element shows. */
export const SEARCH_PAGE_MESSAGES = ['noResults', 'count', 'countCorrected', 'alsoFor', 'error'] as const;

export type SearchPageMessages = Record<(typeof SEARCH_PAGE_MESSAGES)[number], string>;

/** How many results a search shows at first, and how many more each time the reader reaches the end. */
export const PAGE_SIZE = 10;

/** The `id` of the element's script in the page (src/node/search-page-script.ts). */
export const SEARCH_PAGE_SCRIPT_ID = 'search-page-script';
