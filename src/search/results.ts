// What every search backend answers (src/search/backend.ts): results as the search page and
// the DocSearch modal show them.
import type { Variant } from './variants';

export interface SearchSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface SearchResult {
  url: string;
  title: string;
  /** What else the page is called (data-pagefind-meta="name"), for ranking. */
  name?: string;
  /** Other names readers call the page by (scripts/search-glossary.mjs), for ranking. */
  aka?: string[];
  /** The page's keywords (its <meta name="keywords">) and what it is for (the glossary's uses), for ranking. */
  keywords?: string[];
  /** A CLI command page's invocations, and a reference page's API names (scripts/search-terms.mjs), for ranking. */
  commands?: string[];
  api?: string[];
  section: string;
  /** HTML: matches in <mark>, everything else escaped. */
  excerpt: string;
  subResults: SearchSubResult[];
  /** The same page in the other frameworks' guides, folded into this result (./variants.ts). */
  variants?: Variant[];
}

/** One page of results and the total count. */
export interface SearchResultsPage {
  total: number;
  results: SearchResult[];
  /** The query the results are for when it is not the one typed (a misspelt word corrected). */
  query?: string;
}
