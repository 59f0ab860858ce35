import {
  commandMatch,
  commandPrefixes,
  contentWords,
  earlierMajor,
  tutorialFramework,
  fieldCoverage,
  foldLongVowel,
  heldWords,
  PREDICATE,
  rankByTitle,
  rankResults,
  titleMatch,
  titleNamed,
  weightedWords,
} from '../../src/search/rank';

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

  it('knows the words of a query that name what is wanted', () => {
    expect(contentWords('How to close a Modal?')).toEqual(['close', 'modal']);
    expect(contentWords('ionic capacitor run android -l --external')).toEqual(['ionic', 'capacitor', 'run', 'android']);
    expect(contentWords('位置情報を取得')).toEqual(['位置', '情報', '取得']);
    expect(contentWords('how to')).toEqual(['how', 'to']);
  });

  it('knows the command a query types, flags and arguments aside', () => {
    const run = ['ionic capacitor run', 'ionic cap run', 'npx cap run'];
    expect(commandMatch('ionic cap run ios -l', run)).toBe(3);
    expect(commandMatch('npx cap run', run)).toBe(3);
    expect(commandMatch('ionic capacitor', run)).toBe(0);
    expect(commandMatch('run ionic capacitor', run)).toBe(0);
    expect(commandMatch('ionic g page', ['ionic generate', 'ionic g'])).toBe(2);
  });

  it('measures how much of the query a page is known by', () => {
    // The title or names count most, keywords less, API names least (and only as the whole word).
    const toast = { title: 'ion-toast', keywords: ['snackbar'], api: ['duration', 'position'] };
    expect(fieldCoverage('toast duration', toast)).toBe(0.75);
    expect(fieldCoverage('snackbar', toast)).toBe(0.8);
    expect(fieldCoverage('how to set the toast color', toast)).toBeCloseTo(1 / 3);
    expect(fieldCoverage('dura', toast)).toBe(0);
    // A heading the query was found under counts a little; an identifier is cut at its underscores
    // (err, cleartext, permitted: "not" says nothing; "err" starts a title word).
    const cors = { title: 'CORS Errors', keywords: ['cleartext'], headings: ['Fix it on the server'] };
    expect(fieldCoverage('fix server', cors)).toBe(0.4);
    expect(fieldCoverage('ERR_CLEARTEXT_NOT_PERMITTED', cors)).toBeCloseTo((1 + 0.8) / 3);
    // The verb after を counts half (位置, 情報: 1 each; 取得: 0.5, not held).
    expect(fieldCoverage('位置情報を取得', { title: '@capacitor/geolocation', names: ['位置情報'] })).toBeCloseTo(
      2 / 2.5,
    );
    // A word the page holds a longer form of counts (Pagefind matches prefixes too).
    expect(fieldCoverage('segment', { title: 'Segments in depth' })).toBe(1);
  });

  it('puts a component before its parts when they match alike', () => {
    const pages = [{ title: 'ion-fab-list' }, { title: 'Floating buttons' }, { title: 'ion-fab' }];
    expect(rankResults('fab', pages, (p) => p).map((p) => p.title)).toEqual([
      'ion-fab',
      'ion-fab-list',
      'Floating buttons',
    ]);
    expect(
      rankResults('fab speed dial', pages, (p) => ({ ...p, keywords: ['speed dial'] })).map((p) => p.title),
    ).toEqual(['ion-fab', 'ion-fab-list', 'Floating buttons']);
  });

  it('ranks the command typed, then what the pages are known by, then Pagefind’s order', () => {
    const pages = [
      { title: 'Live reload', keywords: ['livereload', 'external'] },
      { title: 'ionic cordova run', commands: ['ionic cordova run', 'ionic cdv run'] },
      { title: 'ionic capacitor run', commands: ['ionic capacitor run', 'ionic cap run', 'npx cap run'] },
      { title: 'Toast config', keywords: ['toast duration'] },
      { title: 'ion-toast', api: ['duration', 'position'] },
    ];
    const titles = (q: string) => rankResults(q, pages, (p) => p).map((p) => p.title);
    expect(titles('ionic cap run android --external')[0]).toBe('ionic capacitor run');
    // Both hold all of the query: Pagefind's order decides.
    expect(titles('toast duration').slice(0, 2)).toEqual(['Toast config', 'ion-toast']);
    expect(titles('toast position')[0]).toBe('ion-toast');
  });

  it('knows a page the query names: all the words of its title are in the query', () => {
    expect(titleNamed('take photo camera', '@capacitor/camera')).toBe(1);
    expect(titleNamed('dark mode toggle', 'Dark Mode')).toBe(2);
    expect(titleNamed('take photo camera', 'Taking Photos with the Camera API')).toBe(0);
    expect(titleNamed('infinite scroll ionInfinite', 'ion-infinite-scroll')).toBe(2);
    const pages = [
      { title: 'Taking Photos with the Camera' },
      { title: 'Photo gallery' },
      { title: '@capacitor/camera' },
    ];
    // Named, the plugin holds less of the query than the tutorial but more than the gallery.
    expect(rankResults('take photo camera', pages, (p) => p).map((p) => p.title)).toEqual([
      'Taking Photos with the Camera',
      '@capacitor/camera',
      'Photo gallery',
    ]);
  });

  it('counts a Japanese verb after を half, the object it acts on fully', () => {
    expect(weightedWords('地図を表示')).toEqual([
      ['地図', 1],
      ['表示', PREDICATE],
    ]);
    expect(weightedWords('地図 表示')).toEqual([
      ['地図', 1],
      ['表示', 1],
    ]);
    expect(weightedWords('toast duration')).toEqual([
      ['toast', 1],
      ['duration', 1],
    ]);
    const maps = { title: '@capacitor/google-maps', keywords: ['地図'] };
    const password = { title: 'ion-input-password-toggle', names: ['パスワード表示切り替え'] };
    expect(fieldCoverage('地図を表示', maps)).toBeGreaterThan(fieldCoverage('地図を表示', password));
  });

  it('takes a katakana word with or without its final long vowel mark as one word', () => {
    expect(foldLongVowel('ブラウザー')).toBe('ブラウザ');
    expect(foldLongVowel('ブラウザ')).toBe('ブラウザ');
    // Too short to be the same word without it.
    expect(foldLongVowel('バー')).toBe('バー');
    expect(fieldCoverage('ブラウザ', { title: '@capacitor/browser', names: ['ブラウザー'] })).toBe(1);
    expect(fieldCoverage('ブラウザー', { title: '@capacitor/browser', names: ['ブラウザ'] })).toBe(1);
  });

  it('matches a Japanese word for an API name by its words', () => {
    const toast = { title: 'ion-toast', api: ['duration', '表示 時間'] };
    expect(heldWords('トーストの表示時間', { ...toast, api: ['duration', '表示時間'] })).toEqual([0, 0.5, 0.5]);
    expect(heldWords('duration', toast)).toEqual([0.5]);
  });

  it('gives the invocations a query starting with a CLI program may start with', () => {
    expect(commandPrefixes('ionic g page --type=component')).toEqual(['ionic g page', 'ionic g']);
    expect(commandPrefixes('$ npx cap run android -l --external')).toEqual([
      'npx cap run android',
      'npx cap run',
      'npx cap',
    ]);
    expect(commandPrefixes('ionic')).toEqual([]);
    expect(commandPrefixes('dark mode toggle')).toEqual([]);
  });

  it('counts an older major’s tutorial for less unless the query names that major', () => {
    expect(earlierMajor('/docs/ja/developer-resources/guides/first-app-v3/ios-android-camera')).toBe(3);
    expect(earlierMajor('/docs/developer-resources/guides/first-app-v4/intro')).toBe(4);
    expect(earlierMajor('/docs/developing/android')).toBeNull();
    const pages = [
      { title: 'Ionic 3 のフォトギャラリーを iOS と Android で動かす', keywords: ['実行'], earlier: 3 },
      { title: 'Android 向けの開発', headings: ['実行'] },
    ];
    const first = (q: string) => rankResults(q, pages, (p) => p)[0].title;
    // The Ionic 3 page holds both words better (0.9 against 0.7), and counts 0.75 of it.
    expect(first('Android で実行')).toBe('Android 向けの開発');
    expect(first('Ionic 3 Android で実行')).toBe(pages[0].title);
    expect(first('v3 android 実行')).toBe(pages[0].title);
    // A 3 inside another number is not the major.
    expect(first('android 実行 13')).toBe('Android 向けの開発');
  });

  it('counts a step of a framework’s first-app tutorial for less unless the query names the framework', () => {
    expect(tutorialFramework('/docs/ja/vue/your-first-app/deploying-mobile')).toBe('vue');
    expect(tutorialFramework('/docs/react/your-first-app')).toBe('react');
    expect(tutorialFramework('/docs/angular/your-first-app/7-live-reload')).toBe('angular');
    expect(tutorialFramework('/docs/vue/overview')).toBeNull();
    expect(tutorialFramework('/docs/developer-resources/guides/first-app-v4/intro')).toBeNull();
    const pages = [
      { title: 'モバイルへのデプロイ', keywords: ['Android', '実行'], tutorial: 'vue' },
      { title: 'Android 向けの開発', headings: ['実行'] },
    ];
    const first = (q: string) => rankResults(q, pages, (p) => p)[0].title;
    // The tutorial holds both words better (0.8 against 0.7), and counts 0.75 of it.
    expect(first('Android で実行')).toBe('Android 向けの開発');
    expect(first('Vue Android で実行')).toBe('モバイルへのデプロイ');
  });

  it('takes a failure the reader describes as the error a page names', () => {
    expect(heldWords('ビルドが失敗する', { title: 'ビルドエラー' })).toEqual([1, 1, 1]);
    expect(heldWords('build failed', { title: 'Build Errors' })).toEqual([1, 1]);
    expect(heldWords('ビルドが失敗する', { title: 'ビルドオプション' })).toEqual([1, 1, 0]);
  });
});
