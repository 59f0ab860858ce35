// Invariants of every page the build wrote (public/), whatever was rebuilt or kept by an
// incremental build: nothing rewrites the HTML files after `gatsby build`, so this is where a
// page left stale would show. Reads files only.
import fs from 'fs';
import path from 'path';
import { PAGE_EVENT, SEARCH_EVENT } from '../../src/lib/navigation';
import { TABS_KEY_PREFIX, THEME_KEY } from '../../src/lib/storage';
import { COMPILE_HINT } from '../../src/node/compile-hints';
import { listFiles } from '../../src/node/files';
import { siteDir } from './browser';

const PUBLIC = siteDir();
const pages = listFiles(PUBLIC, '.html').filter((f) => {
  const rel = path.relative(PUBLIC, f);
  // Gatsby's slice fragments, the playground demos' pages and the refresh pages at moved
  // addresses (src/node/redirects.ts, checked in addresses.test.ts) are not site pages.
  if (rel.startsWith('_gatsby') || rel.startsWith('usage')) return false;
  return !isRefreshPage(f);
});

function isRefreshPage(file: string): boolean {
  const html = fs.readFileSync(file, 'utf8');
  return html.length < 2000 && html.includes('<meta http-equiv="refresh"');
}
const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as {
  assetsByChunkName: Record<string, string[]>;
};
const appAssets = stats.assetsByChunkName.app.filter((f) => f.endsWith('.js'));
const stylesheet = Object.values(stats.assetsByChunkName)
  .flat()
  .find((f) => /^styles\.[0-9a-f]+\.css$/.test(f));

/** Every page whose HTML breaks `rule` (at most five, by path). */
function offenders(rule: (html: string) => boolean): string[] {
  const bad: string[] = [];
  for (const file of pages) {
    if (!rule(fs.readFileSync(file, 'utf8'))) bad.push(path.relative(PUBLIC, file));
    if (bad.length === 5) break;
  }
  return bad;
}
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('every built page', () => {
  it('is there: every docs page of both versions and languages', () => {
    expect(pages.length).toBeGreaterThan(1200);
    expect(stylesheet).toBeTruthy();
  });

  it("links this build's stylesheet, once, in the head", () => {
    expect(
      offenders((html) => {
        const link = `<link rel="stylesheet" href="/docs/${stylesheet}"/>`;
        return (
          count(html, link) === 1 &&
          html.indexOf(link) < html.indexOf('</head>') &&
          count(html, 'rel="stylesheet"') === 1
        );
      }),
    ).toEqual([]);
  });

  it('carries one inline script, the same on every page, before the stylesheet (pre-paint state, controls)', () => {
    const scripts = new Set<string>();
    expect(
      offenders((html) => {
        const found = [...html.matchAll(/<script id="docs-inline">([\s\S]*?)<\/script>/g)];
        if (found.length !== 1) return false;
        scripts.add(found[0][1]);
        return html.indexOf('<script id="docs-inline">') < html.indexOf('rel="stylesheet"');
      }),
    ).toEqual([]);
    // One script for the whole build: a page an incremental build left behind would differ.
    expect(scripts.size).toBe(1);
    const [script] = [...scripts];
    for (const value of [THEME_KEY, TABS_KEY_PREFIX, PAGE_EVENT, SEARCH_EVENT]) {
      expect(script).toContain(JSON.stringify(value));
    }
  });

  it("holds this build's app scripts, each once, until the reader is active, and no other copy of a script", () => {
    expect(appAssets.length).toBeGreaterThan(1);
    for (const asset of appAssets) expect(fs.existsSync(path.join(PUBLIC, asset))).toBe(true);
    expect(
      offenders((html) => {
        const srcs = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
        // Held until the reader is active (src/node/app-runtime.tsx): all of them, and nothing else.
        const held = html.slice(
          html.indexOf('<template id="app-runtime">'),
          html.indexOf('</template>', html.indexOf('<template id="app-runtime">')),
        );
        return (
          count(html, '<template id="app-runtime">') === 1 &&
          appAssets.every(
            (a) => srcs.filter((s) => s === `/docs/${a}`).length === 1 && held.includes(`src="/docs/${a}"`),
          ) &&
          new Set(srcs).size === srcs.length &&
          count(html, 'window.___webpackCompilationHash') === 1 &&
          held.includes('window.___webpackCompilationHash')
        );
      }),
    ).toEqual([]);
  });
});

describe('the JavaScript that ships', () => {
  const js = fs.readdirSync(PUBLIC).filter((f) => f.endsWith('.js'));
  const text = js.map((f) => fs.readFileSync(path.join(PUBLIC, f), 'utf8')).join('\n');

  it('is React 18 with react-dom, not Preact', () => {
    expect(text).toContain('hydrateRoot');
    expect(text).toMatch(/18\.\d+\.\d+/);
    expect(text).not.toMatch(/preact/i);
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => /preact/.test(d))).toEqual([]);
  });

  it('marks the scripts every page runs at once for eager compilation, and only those (compile-hints.ts)', () => {
    const firstLine = (f: string) => fs.readFileSync(path.join(PUBLIC, f), 'utf8').split('\n')[0];
    const client = stats.assetsByChunkName['app-client']?.filter((f) => f.endsWith('.js')) ?? [];
    expect(client.some((f) => f.startsWith('app-client-'))).toBe(true);
    const eager = new Set([...appAssets, ...client]);
    for (const asset of eager) expect([asset, firstLine(asset)]).toEqual([asset, COMPILE_HINT]);
    const lazy = Object.values(stats.assetsByChunkName)
      .flat()
      .filter((f) => f.endsWith('.js') && !eager.has(f));
    expect(lazy.length).toBeGreaterThan(3);
    expect(lazy.filter((f) => firstLine(f) === COMPILE_HINT)).toEqual([]);
  });
});
