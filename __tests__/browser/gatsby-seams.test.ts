/**
 * @jest-environment jsdom
 */
// The browser side's seams to Gatsby (src/browser/gatsby-seams.ts): each is behaviour Gatsby's
// docs do not promise, so each is checked here against the installed Gatsby's runtime source
// (cache-dir, which Gatsby compiles into every site). A failure after an upgrade names the seam
// that moved; fix the seam module (and this test), nothing else.
import fs from 'fs';
import path from 'path';
import {
  clientEntryAwaited,
  FOCUS_WRAPPER_ID,
  gatsbyRenderer,
  hasServerRenderedRoot,
  routeAction,
} from '../../src/browser/gatsby-seams';

const cacheDir = path.join(path.dirname(require.resolve('gatsby/package.json')), 'cache-dir');
const runtimeFile = (file: string) => fs.readFileSync(path.join(cacheDir, file), 'utf8');

/** The body of the callback Gatsby runs once every onClientEntry has resolved. */
function afterClientEntry(source: string): string {
  const start = source.indexOf('apiRunnerAsync(`onClientEntry`).then(() => {');
  expect(start).toBeGreaterThanOrEqual(0);
  // A top-level statement: it ends at the first `})` at the start of a line.
  const end = source.indexOf('\n})', start);
  expect(end).toBeGreaterThan(start);
  return source.slice(start, end);
}

describe("onClientEntry's promise holds hydration back", () => {
  it('production-app.js loads the page and renders or hydrates only after it resolved', () => {
    const source = runtimeFile('production-app.js');
    const after = afterClientEntry(source);
    expect(after).toContain('publicLoader.loadPage(');
    expect(after).toContain('apiRunner(`replaceHydrateFunction`');
    expect(after).toContain('renderer(<App />, rootElement)');
    // …and nothing renders before it.
    const before = source.slice(0, source.indexOf(after));
    expect(before).not.toMatch(/renderer\(|hydrate\(|render\(/);
  });

  it('app.js (development) renders only after it resolved', () => {
    const after = afterClientEntry(runtimeFile('app.js'));
    expect(after).toContain('apiRunner(\n    `replaceHydrateFunction`');
    expect(after).toContain('renderer(<App />, rootElement)');
  });

  it('the promise gatsby-browser gives Gatsby is the one started', async () => {
    let resolve!: () => void;
    const started = new Promise<void>((r) => (resolve = r));
    const returned = (clientEntryAwaited(() => started) as unknown as () => Promise<void>)();
    expect(returned).toBe(started);
    resolve();
    await expect(returned).resolves.toBeUndefined();
  });
});

it("Gatsby keeps the renderer's result as the cleanup of what it rendered (app.js)", () => {
  const source = runtimeFile('app.js');
  expect(source).toContain('cleanupFn = renderer(<Indicator />, indicatorMountElement)');
  expect(source).toMatch(/if \(cleanupFn && typeof cleanupFn === `function`\) \{\s*cleanupFn\(\)/);
  const cleanup = () => undefined;
  const render = () => cleanup;
  expect(gatsbyRenderer(render)).toBe(render);
});

it("Gatsby copies the history action onto the route update's location (navigation.js)", () => {
  expect(runtimeFile('navigation.js')).toMatch(
    /globalHistory\.listen\(args => \{\s*args\.location\.action = args\.action\s*\}\)/,
  );
  expect(routeAction({ ...window.location, action: 'PUSH' } as Location)).toBe('PUSH');
  expect(routeAction(window.location)).toBeUndefined();
});

describe("Gatsby's root renders the page inside its focus wrapper", () => {
  it('on the server (static-entry.js) and in the browser (root.js, production-app.js)', () => {
    expect(runtimeFile('static-entry.js')).toContain(`<Router id="${FOCUS_WRAPPER_ID}" baseuri={__BASE_PATH__}>`);
    expect(runtimeFile('root.js')).toContain(`id="${FOCUS_WRAPPER_ID}"`);
    expect(runtimeFile('production-app.js')).toContain(`id="${FOCUS_WRAPPER_ID}"`);
  });

  it('and hydrates only when the wrapper has content, as hasServerRenderedRoot says (production-app.js)', () => {
    const source = runtimeFile('production-app.js');
    expect(source).toContain(`const focusEl = document.getElementById(\`${FOCUS_WRAPPER_ID}\`)`);
    expect(source).toMatch(
      /if \(focusEl && focusEl\.children\.length\) \{\s*defaultRenderer = \(Component, el\) =>\s*hydrate\(/,
    );

    document.body.innerHTML = '<div id="___gatsby"></div>';
    expect(hasServerRenderedRoot()).toBe(false);
    document.body.innerHTML = `<div id="___gatsby"><div id="${FOCUS_WRAPPER_ID}"></div></div>`;
    expect(hasServerRenderedRoot()).toBe(false);
    document.body.innerHTML = `<div id="___gatsby"><div id="${FOCUS_WRAPPER_ID}"><main>page</main></div></div>`;
    expect(hasServerRenderedRoot()).toBe(true);
  });
});
