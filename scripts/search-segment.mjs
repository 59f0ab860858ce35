// Japanese words in the search index, cut the way the reader's browser cuts a query.
//
// Pagefind splits a Japanese query into words with the browser's Intl.Segmenter (ICU), but
// splits the indexed text with its own dictionary, and the two disagree on compounds:
// ライブリロード is one word in the index and ライブ|リ|ロード in a query, so the page about it
// was not found. Before indexing, the text of a Japanese page's indexed part is cut with
// Intl.Segmenter too (Node's full ICU, as in Chromium), words set apart by a space: the
// indexer splits there (a zero-width space it does not). The browser takes the spaces out of
// the titles and excerpts it shows (src/search/japanese.ts, joinJapanese).

/** What sets two words apart for the indexer. */
export const WORD_BREAK = ' ';
const JAPANESE = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々';
const CJK = new RegExp(`[${JAPANESE}]`, 'u');
const CJK_END = new RegExp(`[${JAPANESE}]$`, 'u');
const CJK_START = new RegExp(`^[${JAPANESE}]`, 'u');

const segmenters = new Map();
const segmenterFor = (locale) => {
  if (!segmenters.has(locale)) segmenters.set(locale, new Intl.Segmenter(locale, { granularity: 'word' }));
  return segmenters.get(locale);
};

/** `text` with a space between each two Japanese words Intl.Segmenter finds in it. */
export function segmentText(text, locale = 'ja') {
  if (!CJK.test(text)) return text;
  const words = segmenterFor(locale);
  let out = '';
  let previous = '';
  for (const { segment } of words.segment(text)) {
    // Only between two Japanese words: spaces already there, and Latin beside Japanese, stay as written.
    if (CJK_END.test(previous) && CJK_START.test(segment)) out += WORD_BREAK;
    out += segment;
    previous = segment;
  }
  return out;
}

/** Text of HTML segmented, its entities left whole (they sit between two word segments). */
const segmentHtmlText = (text, lang) =>
  text
    .split(/(&[#a-z0-9]+;)/i)
    .map((part, i) => (i % 2 ? part : segmentText(part, lang)))
    .join('');

/**
 * The HTML Pagefind should index for a page: a page whose <html lang> is Japanese has the text
 * from its indexed part on (data-pagefind-body) segmented, and the values of the metadata
 * Pagefind reads from its head (<meta data-pagefind-meta="keywords[content]">: Pagefind's own
 * dictionary cut 段組み apart from the query's 段組|み); other tags, attributes and every other
 * page are left as they are.
 */
export function htmlForIndex(html) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  if (!lang.startsWith('ja')) return html;
  const start = html.indexOf('data-pagefind-body');
  if (start < 0) return html;
  const head = html
    .slice(0, start)
    .replace(/<meta\b[^>]*\sdata-pagefind-meta="[^"]*\[content\]"[^>]*>/g, (tag) =>
      tag.replace(/(\scontent=")([^"]*)"/, (_, attr, value) => `${attr}${segmentHtmlText(value, lang)}"`),
    );
  const rest = html
    .slice(start)
    .replace(/(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)|>([^<]+)</g, (match, raw, _tag, text) =>
      raw ? raw : `>${segmentHtmlText(text, lang)}<`,
    );
  return head + rest;
}
