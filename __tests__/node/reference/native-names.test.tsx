import { renderToStaticMarkup } from 'react-dom/server';
import { LOCALES } from '../../../src/lib/routes';
import { loadNativePages } from '../../../src/node/reference';
import { nativeName, NativePlugin, shownNativeName } from '../../../src/node/render/reference/NativePlugin';
import { nativeKeywords } from '../../../src/node/reference-pages';
import type { NativePluginData } from '../../../src/lib/reference-types';

describe("native plugins' names", () => {
  const index = { v8: new Map(), v7: new Map() };
  const pages = (['v8', 'v7'] as const).flatMap((version) => loadNativePages({ locale: 'en', version, index }));

  it('every plugin page of both versions has a name in every locale (what readers search for)', () => {
    expect(pages.length).toBeGreaterThan(40);
    const missing = pages.flatMap((p) =>
      LOCALES.filter((l) => !nativeName(p.data.packageName, l)).map((l) => `${l} ${p.data.packageName}`),
    );
    expect(missing).toEqual([]);
    expect(nativeName('@capacitor/camera', 'ja')).toBe('カメラ');
    expect(nativeName('@capacitor/no-such-plugin', 'ja')).toBeNull();
  });

  it('are shown under the title, weighted for search', () => {
    const camera = pages.find((p) => p.data.packageName === '@capacitor/camera')!;
    const html = renderToStaticMarkup(<NativePlugin data={camera.data as NativePluginData} locale="ja" />);
    expect(html).toContain(
      '<p class="ref-native__name" data-pagefind-weight="10" data-pagefind-meta="name">カメラ</p>',
    );
  });

  it('are left out where they only repeat the package name', () => {
    expect(shownNativeName('@capacitor/camera', 'en')).toBeNull();
    expect(shownNativeName('@capacitor/push-notifications', 'en')).toBeNull();
    expect(shownNativeName('@capacitor/camera', 'ja')).toBe('カメラ');
  });

  it("are the plugin pages' keywords, with the package name", () => {
    expect(nativeKeywords('@capacitor/camera', 'ja')).toEqual(['@capacitor/camera', 'Camera', 'カメラ']);
    expect(nativeKeywords('@capacitor/camera', 'en')).toEqual(['@capacitor/camera', 'Camera']);
  });
});
