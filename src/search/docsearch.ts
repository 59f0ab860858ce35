// The DocSearch UI on a local backend: results answered as Algolia-shaped hits (the backend
// choice is src/search/backend.ts).
import { escapeHtml } from '../lib/html';
import type { SearchResult } from './results';

export interface DocSearchHitShape {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2';
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: { hierarchy: Record<string, { value: string; matchLevel: string; matchedWords: string[] }> };
  _snippetResult: { content?: { value: string; matchLevel: string } };
}

const hl = (value: string) => ({ value, matchLevel: 'none', matchedWords: [] as string[] });

/**
 * One hit for the page, then one per matching heading. DocSearch groups hits by lvl0: the
 * page title, so groups keep Pagefind's ranking order and each group is one page.
 */
export function toDocSearchHits(results: SearchResult[], perPage = 3): DocSearchHitShape[] {
  return results.flatMap((r) => {
    const base = { lvl0: r.title, lvl1: r.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const page: DocSearchHitShape = {
      objectID: r.url,
      url: r.url,
      type: 'lvl1',
      content: null,
      hierarchy: base,
      _highlightResult: { hierarchy: { lvl0: hl(escapeHtml(r.title)), lvl1: hl(escapeHtml(r.title)) } },
      _snippetResult: { content: { value: r.excerpt, matchLevel: 'full' } },
    };
    const subs = r.subResults.slice(0, perPage).map((s): DocSearchHitShape => ({
      objectID: s.url,
      url: s.url,
      type: 'lvl2',
      content: s.excerpt,
      hierarchy: { ...base, lvl2: s.title },
      _highlightResult: {
        hierarchy: { lvl0: hl(escapeHtml(r.title)), lvl1: hl(escapeHtml(r.title)), lvl2: hl(escapeHtml(s.title)) },
      },
      _snippetResult: { content: { value: s.excerpt, matchLevel: 'full' } },
    }));
    return [page, ...subs];
  });
}

type Search = (query: string) => Promise<SearchResult[]>;

interface LiteClientLike {
  search: (...args: never[]) => unknown;
}

/** DocSearch's transformSearchClient: answers its Algolia requests from `search` instead. */
export function pagefindSearchClient<C extends LiteClientLike>(search: Search) {
  return (client: C): C => ({
    ...client,
    search: (async (params: { requests: { query?: string; hitsPerPage?: number }[] }) => {
      const results = await Promise.all(
        params.requests.map(async (req) => {
          const query = (req.query ?? '').trim();
          const hits = query ? toDocSearchHits(await search(query)) : [];
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage: req.hitsPerPage ?? 20,
            processingTimeMS: 0,
            query,
            params: '',
          };
        }),
      );
      return { results };
    }) as unknown as C['search'],
  });
}
