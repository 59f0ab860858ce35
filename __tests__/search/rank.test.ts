import { rankByTitle, titleMatch } from '../../src/search/rank';

describe('title matches first', () => {
  it('knows an exact title from a title with its kind prefix, and from neither', () => {
    expect(titleMatch('Keyboard', 'Keyboard')).toBe(0);
    expect(titleMatch('segment', 'ion-segment')).toBe(1);
    expect(titleMatch('segment', 'ion-segment-button')).toBe(2);
    expect(titleMatch('action sheet', 'ion-action-sheet')).toBe(1);
    expect(titleMatch('camera', '@capacitor/camera')).toBe(1);
    expect(titleMatch('capacitor run', 'ionic capacitor run')).toBe(1);
    expect(titleMatch('ｃａｍｅｒａ', '@capacitor/camera')).toBe(1);
    expect(titleMatch('', 'Anything')).toBe(2);
  });

  it('moves title matches first and keeps every other result in the order it came', () => {
    const results = ['ion-segment-button', 'Segment guide', 'ion-segment', 'Segments in depth'];
    expect(rankByTitle('segment', results, (t) => t)).toEqual([
      'ion-segment',
      'ion-segment-button',
      'Segment guide',
      'Segments in depth',
    ]);
    // An exact title beats one that needs its prefix dropped.
    expect(rankByTitle('keyboard', ['@capacitor/keyboard', 'Keyboard'], (t) => t)).toEqual([
      'Keyboard',
      '@capacitor/keyboard',
    ]);
    expect(rankByTitle('nothing matches', results, (t) => t)).toEqual(results);
  });

  it("counts a page's other name like a title without its prefix", () => {
    const pages = [
      { title: 'カメラで写真を撮る', names: [] },
      { title: '@capacitor/camera', names: ['カメラ'] },
    ];
    expect(
      rankByTitle(
        'カメラ',
        pages,
        (p) => p.title,
        (p) => p.names,
      ).map((p) => p.title),
    ).toEqual(['@capacitor/camera', 'カメラで写真を撮る']);
    // A page titled exactly as the query stays ahead of one only called so.
    const guide = { title: 'キーボード', names: [] };
    const plugin = { title: '@capacitor/keyboard', names: ['キーボード'] };
    expect(
      rankByTitle(
        'キーボード',
        [plugin, guide],
        (p) => p.title,
        (p) => p.names,
      ),
    ).toEqual([guide, plugin]);
  });

  it('puts a page both named and keyworded as the query before pages that are only named so', () => {
    const tutorial = { title: 'ライブリロードで素早く開発する', names: ['ライブリロード'], keywords: ['ionic react'] };
    const guide = {
      title: '実機でのライブリロード',
      names: ['ライブリロード'],
      keywords: ['live reload', 'ライブリロード'],
    };
    const ranked = rankByTitle(
      'ライブリロード',
      [tutorial, guide],
      (p) => p.title,
      (p) => p.names,
      (p) => p.keywords,
    );
    expect(ranked).toEqual([guide, tutorial]);
  });
});
