// A page whose title is what the reader typed comes first. Pagefind ranks by the words in a
// page's text, so "segment" put ion-segment-button above ion-segment (the shorter page wins)
// and "capacitor run" put a plugin above the command. Among the first results, those whose
// title is the query come first: the exact title, then the title without the prefix every
// page of its kind carries (ion-, @capacitor/, ionic). Everything else keeps Pagefind's order.

/** How many of Pagefind's first results are looked at (their titles are fetched anyway). */
export const TITLE_WINDOW = 10;

const PREFIX = /^(ion-|@capacitor\/|ionic\s+)/;
const words = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_/]+/g, ' ')
    .trim();

/** 0: the title is the query; 1: it is once its kind's prefix is dropped; 2: neither. */
export function titleMatch(query: string, title: string): 0 | 1 | 2 {
  const q = words(query);
  if (!q) return 2;
  if (words(title) === q) return 0;
  return words(title.trim().toLowerCase().replace(PREFIX, '')) === q ? 1 : 2;
}

/**
 * `items` (Pagefind's order) with title matches moved first, stable otherwise: the exact
 * title, then the title without its prefix, then a page whose other name (its sidebar label,
 * a plugin's name in the reader's language) and keywords both are the query, then one whose
 * name or keywords are.
 */
export function rankByTitle<T>(
  query: string,
  items: readonly T[],
  titleOf: (item: T) => string,
  namesOf: (item: T) => readonly string[] = () => [],
  keywordsOf: (item: T) => readonly string[] = () => [],
): T[] {
  const q = words(query);
  const is = (s: string) => q !== '' && words(s) === q;
  const matchOf = (item: T) => {
    const title = titleMatch(query, titleOf(item));
    if (title < 2) return title;
    const hits = Number(namesOf(item).some(is)) + Number(keywordsOf(item).some(is));
    return 4 - hits;
  };
  return items
    .map((item, i) => ({ item, i, match: matchOf(item) }))
    .sort((a, b) => a.match - b.match || a.i - b.i)
    .map((x) => x.item);
}
