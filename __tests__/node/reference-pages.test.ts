// loadReference over the pinned packages: generated pages per version and locale, their typed
// render data, the api/cli/native sidebars and the links resolved against existing pages.
import { LOCALES, VERSIONS } from '../../src/lib/routes';
import { loadReference, renderKey } from '../../src/node/reference-pages';

jest.setTimeout(120_000);

describe('loadReference', () => {
  const docs = {
    v8: new Map([
      ['', new Set<string>()],
      ['theming/basics', new Set(['colors'])],
    ]),
    v7: new Map([['', new Set<string>()]]),
  };
  const descriptions = new Map([
    ['en:v8:api/button', 'Buttons, written in the overview.'],
    ['ja:v8:api/button', 'ボタン（翻訳された概要）。'],
    ['en:v7:api/button', 'Buttons in v7.'],
  ]);
  const { sources, renders, sidebars } = loadReference(docs, descriptions);

  it('makes every generated page and index page in each version and locale', () => {
    for (const version of VERSIONS) {
      for (const locale of LOCALES) {
        const ids = new Set(sources.filter((s) => s.version === version && s.locale === locale).map((s) => s.id));
        for (const id of [
          'components',
          'api',
          'cli',
          'native',
          'api/button',
          'api/icon',
          'cli/commands/build',
          'native/camera',
        ])
          expect([version, locale, id, ids.has(id)]).toEqual([version, locale, id, true]);
      }
    }
    expect(sources.every((s) => s.editable === false && s.code === '' && s.repoPath === `generated/${s.id}`)).toBe(
      true,
    );
  });

  it('pairs each page with render data of its kind', () => {
    const at = (locale: 'en' | 'ja', version: 'v8' | 'v7', id: string) => renders.get(renderKey(locale, version, id));
    const button = at('en', 'v8', 'api/button');
    expect(button?.kind).toBe('component');
    if (button?.kind === 'component') expect(button.data).toMatchObject({ tag: 'ion-button', version: 'v8' });
    const v7 = at('en', 'v7', 'api/button');
    if (v7?.kind !== 'component') throw new Error('v7 button is not a component page');
    expect(v7.data.version).toBe('v7');
    expect(at('ja', 'v8', 'api/icon')?.kind).toBe('icon');
    expect(at('en', 'v8', 'cli/commands/build')?.kind).toBe('cli-command');
    expect(at('en', 'v8', 'native/camera')?.kind).toBe('native-plugin');
    const index = at('ja', 'v8', 'components');
    if (index?.kind !== 'index') throw new Error('components is not an index page');
    // Labels are localised, heading ids keep the English label's slug.
    const english = at('en', 'v8', 'components');
    if (english?.kind !== 'index') throw new Error('components is not an index page');
    expect(index.data.map((g) => g.id)).toEqual(english.data.map((g) => g.id));
    expect(index.data.some((g, i) => g.label !== english.data[i].label)).toBe(true);
    expect(renders.size).toBe(sources.length);
  });

  it('takes descriptions from the written overviews, a translation first, else the English one', () => {
    const description = (locale: string, version: string) =>
      sources.find((s) => s.locale === locale && s.version === version && s.id === 'api/button')?.description;
    expect(description('en', 'v8')).toBe('Buttons, written in the overview.');
    expect(description('ja', 'v8')).toBe('ボタン（翻訳された概要）。');
    expect(description('ja', 'v7')).toBe('Buttons in v7.');
    // The written sentence is also the lead of a page with no written overview, marked English
    // where a page of another language falls back to it; a generated summary is no lead.
    const lead = (locale: 'en' | 'ja', version: 'v8' | 'v7', id: string) => {
      const r = renders.get(renderKey(locale, version, id));
      return r?.kind === 'component' ? r.lead : 'not a component';
    };
    expect(lead('en', 'v7', 'api/button')).toEqual({ text: 'Buttons in v7.', english: false });
    expect(lead('ja', 'v7', 'api/button')).toEqual({ text: 'Buttons in v7.', english: true });
    expect(lead('ja', 'v8', 'api/button')).toEqual({ text: 'ボタン（翻訳された概要）。', english: false });
    expect(lead('en', 'v7', 'api/badge')).toBeUndefined();
    expect(
      sources.find((s) => s.locale === 'en' && s.version === 'v8' && s.id === 'api/badge')?.description,
    ).toBeTruthy();
  });

  it("resolves links to pages that exist, in the page's locale and version", () => {
    const html = JSON.stringify(renders.get(renderKey('ja', 'v7', 'components')));
    expect(html).toContain('/docs/ja/v7/api/button');
    expect(html).not.toMatch(/"href":"\/docs\/(?!ja\/v7\/)/);
  });

  it('builds the api, cli and native sidebars of each version', () => {
    for (const version of VERSIONS) {
      const s = sidebars[version];
      expect(s.api?.slice(0, 2)).toEqual(['components', 'api']);
      expect(s.api?.some((i) => typeof i === 'object' && i.type === 'category' && i.items.includes('api/button'))).toBe(
        true,
      );
      expect(s.cli?.[0]).toBe('cli');
      expect(s.native).toContain('native/camera');
    }
  });
});
