import { htmlForIndex, segmentText, WORD_BREAK } from '../../scripts/search-segment.mjs';
import { joinJapanese } from '../../src/search/japanese';

const words = (s: string) => s.split(WORD_BREAK);

describe('Japanese text for the search index', () => {
  it('cuts a compound the way a query is cut (Intl.Segmenter), joined by an invisible break', () => {
    const query = [...new Intl.Segmenter('ja', { granularity: 'word' }).segment('ライブリロード')].map(
      (s) => s.segment,
    );
    expect(query.length).toBeGreaterThan(1);
    expect(words(segmentText('ライブリロード'))).toEqual(query);
    expect(joinJapanese(segmentText('実機でのライブリロード'))).toBe('実機でのライブリロード');
  });

  it('leaves text without Japanese as it is', () => {
    expect(segmentText('ion-modal and ionic serve')).toBe('ion-modal and ionic serve');
  });

  it('segments only a Japanese page, from its indexed part on, and never inside tags, entities or scripts', () => {
    const page = (lang: string) =>
      `<html lang="${lang}"><head><title>モーダル</title></head><body><nav>メニュー</nav>` +
      `<main data-pagefind-body><h1 title="属性の値">モーダル</h1><p>開く&amp;閉じる</p>` +
      `<script>const s = "スクリプト";</script></main></body></html>`;
    const ja = htmlForIndex(page('ja'));
    expect(ja).toContain('<title>モーダル</title>');
    expect(ja).toContain('<nav>メニュー</nav>');
    expect(ja).toContain('title="属性の値"');
    expect(ja).toContain('&amp;');
    expect(ja).toContain('const s = "スクリプト";');
    expect(ja).toContain(`<h1 title="属性の値">${segmentText('モーダル')}</h1>`);
    expect(ja).toContain(`<p>${segmentText('開く')}&amp;${segmentText('閉じる')}</p>`);
    expect(joinJapanese(ja)).toBe(page('ja'));
    expect(htmlForIndex(page('en'))).toBe(page('en'));
  });

  it('cuts the values of the metadata Pagefind reads from a Japanese page’s head', () => {
    const page = (lang: string) =>
      `<html lang="${lang}"><head><meta name="description" content="段組みの説明">` +
      `<meta name="keywords" content="grid, 段組み &amp; レイアウト" data-pagefind-meta="keywords[content]"></head>` +
      `<body><main data-pagefind-body>本文</main></body></html>`;
    const ja = htmlForIndex(page('ja'));
    expect(ja).toContain(`content="grid, ${segmentText('段組み')} &amp; ${segmentText('レイアウト')}"`);
    expect(ja).toContain('content="段組みの説明"');
    expect(joinJapanese(ja)).toBe(page('ja'));
    expect(htmlForIndex(page('en'))).toBe(page('en'));
  });
});
