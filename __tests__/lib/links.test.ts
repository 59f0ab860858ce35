import { linkHref, resolveLink, type DocIndex, type LinkSource } from '../../src/lib/links';
import { LOCALES } from '../../src/lib/routes';

const page = (file: string): LinkSource => ({ kind: 'page', locale: 'ja', version: 'v7', file });
const basics = page('theming/basics.mdx');
const cliIndex = page('cli/index.mdx');
const api: LinkSource = {
  kind: 'metadata',
  locale: 'ja',
  version: 'v7',
  base: 'api',
  nativePlugins: new Set(['camera']),
};
const native: LinkSource = { ...api, base: 'native' };

describe('resolveLink', () => {
  it.each([
    // Written pages: a root link is a doc id, in the page's locale and version.
    [basics, '/api/button#properties', '/docs/ja/v7/api/button#properties'],
    [basics, '/theming/colors/', '/docs/ja/v7/theming/colors'],
    [basics, '/blog/post', '/docs/ja/v7/blog/post'],
    // ... also with the site's /docs prefix; it never re-targets.
    [basics, '/docs/intro/cli', '/docs/ja/v7/intro/cli'],
    [basics, '/docs/', '/docs/ja/v7/'],
    [basics, '/docs/ja/foo', '/docs/ja/v7/ja/foo'],
    // ... relative links are relative to the source file.
    [basics, './colors', '/docs/ja/v7/theming/colors'],
    [basics, 'colors?x=1#a', '/docs/ja/v7/theming/colors#a'],
    [basics, '../api/button.mdx', '/docs/ja/v7/api/button'],
    [basics, '../../intro/index.md', '/docs/ja/v7/intro'],
    [cliIndex, '../cli', '/docs/ja/v7/cli'],
    [cliIndex, './configuration', '/docs/ja/v7/cli/configuration'],
    // Package metadata: a bare relative name is a page beside this one…
    [api, './button', '/docs/ja/v7/api/button'],
    [api, '../button', '/docs/ja/v7/api/button'],
    [api, 'button', '/docs/ja/v7/api/button'],
    [api, 'button/', '/docs/ja/v7/api/button'],
    [api, 'button/index', '/docs/ja/v7/api/button'],
    [api, './button.md', '/docs/ja/v7/api/button'],
    [api, './button#properties', '/docs/ja/v7/api/button#properties'],
    [native, './faq', '/docs/ja/v7/native/faq'],
    [{ ...api, base: 'cli' }, 'build?x', '/docs/ja/v7/cli/build'],
    // … a relative path with a folder is from the docs root …
    [api, '../theming/basics', '/docs/ja/v7/theming/basics'],
    [native, '../../api/index/', '/docs/ja/v7/api'],
    // … a /docs path loses its locale and version prefix …
    [api, '/docs/api/button', '/docs/ja/v7/api/button'],
    [api, '/docs/api/button/', '/docs/ja/v7/api/button'],
    [api, '/docs/theming/basics', '/docs/ja/v7/theming/basics'],
    [api, '/docs/v7/api/list#props', '/docs/ja/v7/api/list#props'],
    [api, '/docs/v6/api/list', '/docs/ja/v7/api/list'],
    [api, '/docs/ja/api/list', '/docs/ja/v7/api/list'],
    [api, '/docs/ja/v8/index.html', '/docs/ja/v7/'],
    [api, '/docs#top', '/docs/ja/v7/#top'],
    // … and this site's published pages and Capacitor's pages of plugins documented here are internal.
    [
      api,
      'https://ionicframework.com/docs/api/title#collapsible-large-titles',
      '/docs/ja/v7/api/title#collapsible-large-titles',
    ],
    [api, 'https://www.ionicframework.com/docs/cli/commands/build/', '/docs/ja/v7/cli/commands/build'],
    [api, 'https://ionicframework.com/docs/api/button.html?x=1', '/docs/ja/v7/api/button'],
    [api, 'https://capacitorjs.com/docs/apis/camera#getphoto', '/docs/ja/v7/native/camera#getphoto'],
    [api, ' https://capacitorjs.com/docs/apis/camera/ ', '/docs/ja/v7/native/camera'],
  ] as const)('%o: %s -> %s', (from, href, url) => {
    expect(linkHref(href, from)).toBe(url);
  });

  it.each([
    [basics, 'https://ionic.io'],
    [basics, 'mailto:a@b.c'],
    [basics, '//cdn.example.com/x'],
    [basics, '#top'],
    [basics, '?tab=react'],
    [api, '#anchor'],
    [api, ''],
    [api, './'],
    [api, 'https://developer.mozilla.org/en-US/docs/Web/API/Event'],
    [api, 'https://ionicframework.com/docs/faq/security'],
    [api, 'https://capacitorjs.com/docs/apis/unknown-plugin'],
    [{ ...api, nativePlugins: undefined }, 'https://capacitorjs.com/docs/apis/camera'],
    [api, 'mailto:hi@example.com'],
    [api, '//cdn.example.com/x'],
    [api, '/blog/post'],
  ] as const)('%o: %s stays as written', (from, href) => {
    expect(resolveLink(href, from)).toBeNull();
    expect(linkHref(href, from)).toBe(href);
  });

  it('returns the route and the hash apart', () => {
    expect(resolveLink('/api/button#properties', basics)).toEqual({
      route: { locale: 'ja', version: 'v7', slug: 'api/button' },
      hash: 'properties',
    });
    expect(resolveLink('./colors', basics)).toEqual({
      route: { locale: 'ja', version: 'v7', slug: 'theming/colors' },
      hash: '',
    });
  });

  it('re-targets metadata links of every locale of the registry to the page locale', () => {
    for (const locale of LOCALES) {
      for (const written of LOCALES) {
        const prefix = written === 'en' ? '' : `/${written}`;
        expect(
          resolveLink(`/docs${prefix}/v7/api/button`, { kind: 'metadata', locale, version: 'v8', base: 'api' })?.route,
        ).toEqual({ locale, version: 'v8', slug: 'api/button' });
      }
    }
  });

  describe('with the doc index (generated pages at build time)', () => {
    const index: DocIndex = {
      v8: new Map([
        ['', new Set()],
        ['cli', new Set()],
        ['theming/basics', new Set(['colors'])],
        ['api/title', new Set(['properties'])],
      ]),
      v7: new Map([
        ['', new Set()],
        ['cli', new Set()],
        ['api/title', new Set(['properties'])],
      ]),
    };
    const v7: LinkSource = { kind: 'metadata', locale: 'en', version: 'v7', base: 'api' };
    it.each([
      // an existing page and anchor are kept
      [v7, '/docs/api/title#properties', '/docs/v7/api/title#properties'],
      // an unknown anchor is dropped
      [v7, 'title#collapsible-large-titles', '/docs/v7/api/title'],
      // a page only in the current version is linked there
      [v7, '../theming/basics#colors', '/docs/theming/basics#colors'],
      [{ ...v7, locale: 'ja' }, '../theming/basics#colors', '/docs/ja/theming/basics#colors'],
      // else the nearest existing section, then the home, without the anchor
      [v7, 'https://ionicframework.com/docs/cli/livereload', '/docs/v7/cli'],
      [{ ...v7, version: 'v8' }, '/docs/nowhere/at/all#x', '/docs/'],
      // written pages resolve the same way when given the index
      [page('theming/basics.mdx'), './basics#colors', '/docs/ja/theming/basics#colors'],
    ] as const)('%o: %s -> %s', (from, href, url) => {
      expect(linkHref(href, from, index)).toBe(url);
    });
    it('leaves external links alone', () => {
      expect(resolveLink('https://example.com/', v7, index)).toBeNull();
    });
  });
});
