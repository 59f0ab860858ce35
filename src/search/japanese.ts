// The search index holds Japanese text with a space between words (scripts/search-segment.mjs:
// the indexer and the reader's browser then cut words alike). Titles and excerpts are shown
// without them: a space between two Japanese characters is taken out, across the <mark>
// tags of an excerpt too. Japanese prose never puts a space there itself. Pagefind also ends a
// heading with ". " where the text runs on (「写真を撮る. 前のステップ」): between Japanese
// sentences that is the full stop 。.

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々〆、。・「」『』（）：？！';
const BETWEEN = new RegExp(`([${CJK}])((?:</?mark>)*)\\s+((?:</?mark>)*)(?=[${CJK}])`, 'gu');
const HEADING_STOP = new RegExp(`([${CJK}])((?:</?mark>)*)\\s*\\.\\s+((?:</?mark>)*)(?=[${CJK}])`, 'gu');

/** `text` (plain or excerpt HTML) without the spaces the index put between Japanese words. */
export function joinJapanese(text: string): string {
  let previous;
  let out = text.replace(
    HEADING_STOP,
    (_, ch: string, open: string, close: string) => `${ch}${open}${'。！？'.includes(ch) ? '' : '。'}${close}`,
  );
  // Until nothing changes: marks between the two characters can leave a second pass work.
  do {
    previous = out;
    out = out.replace(BETWEEN, '$1$2$3');
  } while (out !== previous);
  return out;
}
