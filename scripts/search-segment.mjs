// Japanese words in the search index, cut the way the reader's browser cuts a query.
//
// Pagefind splits a Japanese query into words with the browser's Intl.Segmenter (ICU), but
// splits the indexed text with its own dictionary, and the two disagree on compounds:
// ライブリロード is one word in the index and ライブ|リ|ロード in a query, so the page about it
// was not found. Before indexing, the text of a Japanese page's indexed part is cut with
// Intl.Segmenter too (Node's full ICU, as in Chromium), words marked apart by a zero-width
// space: the indexer splits there, and readers never see it (excerpts show it as nothing).

/** Marks word boundaries without a visible character. */
export const WORD_BREAK = '\u200b';
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/** `text` with a zero-width space between the words Intl.Segmenter finds in it, where it has Japanese. */
export function segmentText(text, locale = 'ja') {
  if (!CJK.test(text)) return text;
  const words = new Intl.Segmenter(locale, { granularity: 'word' });
  return [...words.segment(text)].map((s) => s.segment).join(WORD_BREAK);
}

/**
 * The HTML Pagefind should index for a page: a page whose <html lang> is Japanese has the text
 * from its indexed part on (data-pagefind-body) segmented; tags, attributes and every other
 * page are left as they are. Entities are never split (they sit between two word segments).
 */
export function htmlForIndex(html) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  if (!lang.startsWith('ja')) return html;
  const start = html.indexOf('data-pagefind-body');
  if (start < 0) return html;
  const rest = html
    .slice(start)
    .replace(/(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)|>([^<]+)</g, (match, raw, _tag, text) =>
      raw
        ? raw
        : `>${text
            .split(/(&[#a-z0-9]+;)/i)
            .map((part, i) => (i % 2 ? part : segmentText(part, lang)))
            .join('')}<`,
    );
  return html.slice(0, start) + rest;
}
