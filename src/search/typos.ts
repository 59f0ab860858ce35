// Typo tolerance for the Pagefind search. Pagefind has none: a misspelt word ("toogle",
// "serchbar") matches nothing, so Pagefind falls back to a shorter prefix of it ("too", "ser")
// and the results are noise. A query word that matches no page of the reader's version is
// replaced by the nearest indexed word: at most one edit for a word of four letters, two for a
// longer one (a transposition is one edit), the most frequent at the smallest distance (the
// list puts the shorter first among words as frequent). The words come from a list the build
// writes next to the index, one per language (scripts/search-index.mjs: words-en.json, the
// words of what Pagefind indexed, its own page text and searchable metadata); it is
// downloaded only when a query has a word with no hit.
// Only Latin words are corrected (Japanese words are cut by the browser and rarely misspelt so).

/** The word list as written at build time: words by falling frequency, one space between. */
export interface WordListFile {
  words: string;
}

export interface WordList {
  /** By falling frequency (the order of preference). */
  byFrequency: string[];
  /** Sorted, for prefix look-ups. */
  sorted: string[];
}

/** The words of `text` as the index cuts them (lower case, a joined word and its parts). */
export function textWords(text: string): string[] {
  const out: string[] = [];
  for (const token of text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)) {
    if (!token) continue;
    out.push(token);
    if (/[-_]/.test(token)) out.push(...token.split(/[-_]+/).filter(Boolean));
  }
  return out;
}

/** Whether a word is one this module corrects: Latin letters (and - or _ inside), four or more. */
export function isCorrectable(word: string): boolean {
  return word.length >= 4 && /^[a-z][a-z_-]*[a-z]$/.test(word);
}

/** The words of a query that may be corrected, each once, in query order. */
export function correctableWords(query: string): string[] {
  return [...new Set(textWords(query).filter(isCorrectable))];
}

/**
 * The word list for a language from the indexed pages' texts: correctable words found on at
 * least `minPages` pages, most frequent first (then shorter, then alphabetical), at most `max`.
 */
export function buildWordList(pages: Iterable<string>, { minPages = 2, max = 6000 } = {}): WordListFile {
  const pagesWith = new Map<string, number>();
  for (const text of pages)
    for (const w of new Set(textWords(text).filter(isCorrectable))) pagesWith.set(w, (pagesWith.get(w) ?? 0) + 1);
  const words = [...pagesWith]
    .filter(([, n]) => n >= minPages)
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([w]) => w);
  return { words: words.join(' ') };
}

export function parseWordList(file: WordListFile): WordList {
  const byFrequency = file.words.split(' ').filter(Boolean);
  return { byFrequency, sorted: [...byFrequency].sort() };
}

/** Whether some listed word is `word` or starts with it (a word still being typed). */
export function hasPrefix(list: WordList, word: string): boolean {
  const { sorted } = list;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo].startsWith(word);
}

/**
 * Edit distance of `a` and `b` (insertions, deletions, substitutions, and a swap of two
 * neighbouring letters, each one edit), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** How many edits a word of this length may carry. */
export const maxEdits = (word: string) => (word.length >= 5 ? 2 : 1);

/** The listed word nearest to `word` within its edits: fewest edits, then first in the list (most frequent). */
export function nearestWord(list: WordList, word: string): string | null {
  const max = maxEdits(word);
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of list.byFrequency) {
    if (candidate === word) continue;
    const d = editDistance(word, candidate, Math.min(max, bestDistance));
    // The list is by falling frequency: a later word wins only by fewer edits.
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= max ? best : null;
}

/**
 * `query` with each word of `missing` (words with no hit) replaced by its nearest listed word;
 * a word that starts a listed word (still being typed) is kept. Null when nothing changes.
 */
export function correctQuery(query: string, missing: readonly string[], list: WordList): string | null {
  const replacements = new Map<string, string>();
  for (const word of missing) {
    if (!isCorrectable(word) || hasPrefix(list, word)) continue;
    const near = nearestWord(list, word);
    if (near) replacements.set(word, near);
  }
  if (!replacements.size) return null;
  // Each query word as the index cuts it; the separators stay as typed.
  return query
    .normalize('NFKC')
    .split(/([^\p{L}\p{N}_-]+)/u)
    .map((part) => replacements.get(part.toLowerCase()) ?? part)
    .join('');
}

/**
 * The corrected query for `query`, or null: its correctable words are looked up one by one
 * (`hits(word)`: how many pages of the reader's version have it), and only if one has no hit is
 * the word list loaded (`loadList`, null when there is none) and the query corrected.
 */
export async function spellCheck(
  query: string,
  hits: (word: string) => Promise<number>,
  loadList: () => Promise<WordList | null>,
): Promise<string | null> {
  const words = correctableWords(query);
  if (!words.length) return null;
  const counts = await Promise.all(words.map((w) => hits(w)));
  const missing = words.filter((_, i) => counts[i] === 0);
  if (!missing.length) return null;
  const list = await loadList();
  return list ? correctQuery(query, missing, list) : null;
}
