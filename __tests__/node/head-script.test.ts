// The head script as the build bundles it (src/node/head-script.ts): its size, its syntax, and
// a run in a fresh document, as a browser runs it in the <head> before the body is parsed.
import fs from 'fs';
import { gzipSync } from 'zlib';
import { JSDOM } from 'jsdom';
import { headConfig } from '../../src/lib/head-config';
import { headScript } from '../../src/node/head-script';

const { code, inputs } = headScript();

/** A page whose <head> runs the script, then a body with two of the shell's elements. */
function page(stored: Record<string, string> = {}, extra = '') {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
    url: 'https://ionicframework.com/docs/intro/cli',
  });
  const { window } = dom;
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  window.matchMedia = (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never;
  window.eval(`${extra}\n${code}`);
  return window;
}

describe('the head script', () => {
  it('is minified, in a size every page can carry, in syntax the browsers Ionic 8 supports run', () => {
    // Every page carries it uncached, so it is held to what a reader downloads: gzip bytes, within
    // the budget of 4,850. (4.82 KB as functions serialised with Function#toString; 5.18 KB as
    // twelve custom-element classes bundled from modules, each with its listeners' lifecycle;
    // 4.84 KB for the browsers Ionic 8 supports, the elements' own names shortened, some code shared.)
    expect(gzipSync(code).length).toBeLessThanOrEqual(4_850);
    // What the supported browsers run (src/node/bundle.ts): `?.`, `??` and class fields are kept,
    // `??=` and its kin (Firefox 79) are not.
    expect(code).not.toMatch(/\?\?=|\|\|=|&&=|\n\s*\/\//);
    expect(code).not.toMatch(/<\/script/i);
  });

  it('is bundled from the modules of src/browser/inline and the elements of src/components, and nothing else', () => {
    const rel = inputs.map((file) => file.slice(process.cwd().length + 1));
    // Files a rebuild watches: each exists (the stdin entry is not one of them).
    expect(rel.filter((file) => !fs.existsSync(file))).toEqual([]);
    expect(rel).toContain('src/browser/inline/index.ts');
    expect(rel).toContain('src/components/Tabs/element.ts');
    // No registry of UI strings or package facts: the build gives what it needs (src/lib/head-config.ts).
    expect(rel.filter((file) => !/^src\/(browser\/inline|components|lib)\//.test(file))).toEqual([]);
    expect(rel.filter((file) => /\.(json|tsx)$/.test(file))).toEqual([]);
  });

  it('applies the stored state before the body exists and defines every element of the shell', () => {
    const window = page({ theme: 'dark', 'tabs-choice-framework': 'vue' });
    const html = window.document.documentElement;
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(window.document.getElementById('tab-choices')?.textContent).toContain('[data-value="vue"]');
    for (const tag of ['docs-tabs', 'docs-code-block', 'docs-mobile-menu', 'docs-navbar', 'docs-dropdown']) {
      expect(window.customElements.get(tag)).toBeDefined();
    }
  });

  it('keeps its elements working once minified, their private members renamed', () => {
    const window = page();
    const { document } = window;
    window.requestAnimationFrame = (() => 0) as never; // the keys count as activity
    document.body.innerHTML =
      '<docs-tabs class="tabs" data-group="framework"><div role="tablist">' +
      '<button role="tab" data-value="angular" aria-selected="true">Angular</button>' +
      '<button role="tab" data-value="vue" aria-selected="false" tabindex="-1">Vue</button></div>' +
      '<div role="tabpanel" data-value="angular">A</div><div role="tabpanel" data-value="vue" hidden>V</div>' +
      '</docs-tabs><docs-dropdown><button class="dropdown__toggle" aria-expanded="false" aria-controls="menu">' +
      'v8</button><ul id="menu" hidden></ul></docs-dropdown>';
    const [angular, vue] = Array.from(document.querySelectorAll('[role=tab]'));
    vue.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(vue.getAttribute('aria-selected')).toBe('true');
    expect(angular.getAttribute('aria-selected')).toBe('false');
    expect((document.querySelector('[role=tabpanel][data-value=vue]') as HTMLElement).hidden).toBe(false);
    expect(window.localStorage.getItem('tabs-choice-framework')).toBe('vue');
    const toggle = document.querySelector('.dropdown__toggle') as HTMLElement;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('menu')?.hidden).toBe(false);
    document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    document.body.innerHTML = '';
  });

  it('carries the build announcement id and the docs versions', () => {
    const config = headConfig();
    expect(code).toContain(JSON.stringify(config.announcementId));
    for (const version of config.versions) expect(code).toContain(JSON.stringify(version));
  });

  it('still applies the pre-paint state in a browser without custom elements', () => {
    const window = page({ theme: 'dark' }, 'delete window.customElements; console.error = () => {};');
    expect(window.document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
