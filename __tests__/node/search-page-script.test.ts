// The search page's script as the build bundles it (src/node/search-page-script.ts): its size,
// what it is made of, the build's search keys inlined, and a run in a fresh document after the
// markup, as the page runs it, against a Pagefind module served from the index address.
import { gzipSync } from 'zlib';
import { JSDOM } from 'jsdom';
import path from 'path';
import { searchEnvDefine, searchPageBundle, searchPageScript } from '../../src/node/search-page-script';
import { searchPageHtml } from '../../src/node/render/search-page';

const code = searchPageScript();

describe("the search page's script", () => {
  it('is minified, in a size well under the app it replaces on that page, with no UI-string registry', () => {
    // The page ran Gatsby's runtime and React for its results before (about 110 KB gzip).
    expect(gzipSync(code).length).toBeLessThanOrEqual(9_000);
    expect(code).not.toMatch(/<\/script/i);
    const rel = searchPageBundle().inputs.map((file) => path.relative(process.cwd(), file));
    expect(rel).toContain('src/search/pagefind.ts');
    expect(rel.filter((file) => /node_modules|\.tsx$/.test(file))).toEqual([]);
    // The locales' JSON files are reached through src/lib/routes and bundled empty.
    expect(code).not.toContain('Search the documentation');
  });

  it("inlines the build's Algolia keys as Gatsby would, and nothing when they are unset", () => {
    expect(searchEnvDefine({ GATSBY_ALGOLIA_APP_ID: 'APP' })).toEqual({
      'process.env.GATSBY_ALGOLIA_APP_ID': '"APP"',
      'process.env.GATSBY_ALGOLIA_SEARCH_KEY': 'undefined',
      'process.env.GATSBY_ALGOLIA_INDEX': 'undefined',
    });
    expect(code).not.toMatch(/process\.env/);
  });

  it('defines <docs-search-page>, which fills the list the page holds once the script has run', async () => {
    const dom = new JSDOM(
      '<!doctype html><html lang="en"><body>' +
        `<docs-search-page data-version="v8" data-pagefind="/docs/pagefind/" data-messages='{"count":"{{count}} for {{query}}"}'>` +
        `${searchPageHtml('en', '/docs/search')}</docs-search-page></body></html>`,
      { runScripts: 'outside-only', url: 'https://ionicframework.com/docs/search?q=toggle' },
    );
    const { window } = dom;
    // The word list and Pagefind's module, as the index serves them; the module is imported by
    // address, which jsdom cannot do, so the import is answered from here.
    window.fetch = (async () => ({ ok: false })) as never;
    const module = {
      createInstance: () => ({
        options: async () => {},
        search: async (q: string | null) => ({
          results:
            q === null
              ? []
              : [
                  {
                    id: '1',
                    data: async () => ({
                      url: '/docs/api/toggle/',
                      excerpt: '<mark>toggle</mark>',
                      meta: { title: 'ion-toggle' },
                      sub_results: [],
                    }),
                  },
                ],
        }),
      }),
    };
    (window as unknown as { __pagefind: unknown }).__pagefind = module;
    window.eval(code.replace(/\bimport\(/g, '(async () => window.__pagefind)('));
    expect(window.customElements.get('docs-search-page')).toBeDefined();
    for (let i = 0; i < 20 && !window.document.querySelector('.search-result'); i += 1) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((window.document.querySelector('#search-page-input') as HTMLInputElement).value).toBe('toggle');
    expect(window.document.querySelector('.search-result__title')?.textContent).toBe('ion-toggle');
    expect(window.document.querySelector('.search-result__title')?.getAttribute('href')).toBe('/docs/api/toggle');
    expect(window.document.querySelector('.search-page__status')?.textContent).toBe('1 for toggle');
    window.close();
  });
});
