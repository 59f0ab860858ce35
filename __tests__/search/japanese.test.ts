import { segmentText } from '../../scripts/search-segment.mjs';
import { joinJapanese } from '../../src/search/japanese';

describe('Japanese search text shown without the index’s word spaces', () => {
  it('gives back the text the index was made from', () => {
    for (const text of [
      '実機でのライブリロード',
      'Ionic 8 へのアップグレード',
      'ion-modal の使い方：基本',
      '位置情報を取得する。',
    ])
      expect(joinJapanese(segmentText(text))).toBe(text);
  });
  it('joins across the marks of an excerpt, and keeps spaces beside Latin text', () => {
    expect(joinJapanese('ライブ <mark>リ</mark> <mark>ロード</mark> を 使う')).toBe(
      'ライブ<mark>リ</mark><mark>ロード</mark>を使う',
    );
    expect(joinJapanese('Ionic の <mark>CLI</mark> で')).toBe('Ionic の <mark>CLI</mark> で');
  });
  it('turns the ". " Pagefind puts after a heading into 。 between Japanese text only', () => {
    expect(joinJapanese('写真 を <mark>撮る</mark>. 前 の ステップ')).toBe('写真を<mark>撮る</mark>。前のステップ');
    expect(joinJapanese('保存 する 。. 次 に')).toBe('保存する。次に');
    expect(joinJapanese('Camera API. In this step')).toBe('Camera API. In this step');
    expect(joinJapanese('バージョン 8.2 の 変更')).toBe('バージョン 8.2 の変更');
  });
});
