#!/usr/bin/env node
// Benchmark: clean build time and peak memory, page count, output size; for representative
// pages the bytes (as transferred, gzip) of HTML, JS, CSS and data a first visit costs and
// what a client-side navigation to a second page adds; HTML and page-data sizes; and
// Lighthouse (mobile, simulated throttling, median of 3 runs) on the seven budget pages.
// Measures; asserts nothing.
// Usage: npm run bench [-- --no-build] [-- --no-lighthouse]
// `npm run bench -- --dev [--build]` measures authoring instead (scripts/bench-dev.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.mjs';
import { formatLighthouse, LIGHTHOUSE_PAGES, runLighthouse } from './lighthouse.mjs';

if (process.argv.includes('--dev')) {
  await import('./bench-dev.mjs');
  process.exit();
}
const skipBuild = process.argv.includes('--no-build');
const PORT = 9123;
const BASE = `http://127.0.0.1:${PORT}`;
// [first page, a link on it to follow client-side]
const PAGES = [
  ['/docs/', '/docs/intro/environment'],
  ['/docs/react/your-first-app', '/docs/react/your-first-app/taking-photos'],
  ['/docs/native/camera', '/docs/native/clipboard'],
  ['/docs/intro/environment', '/docs/intro/cli'],
  ['/docs/theming/basics', '/docs/theming/colors'],
  ['/docs/api/button', '/docs/api/buttons'],
  ['/docs/ja/intro/cli', '/docs/ja/intro/cdn'],
];

function walk(dir) {
  let files = 0;
  let bytes = 0;
  let html = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = walk(full);
      files += sub.files;
      bytes += sub.bytes;
      html += sub.html;
    } else {
      files += 1;
      bytes += statSync(full).size;
      if (entry.name.endsWith('.html')) html += 1;
    }
  }
  return { files, bytes, html };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!skipBuild) {
  spawnSync('npx', ['gatsby', 'clean'], { stdio: 'ignore' });
  const start = Date.now();
  // /usr/bin/time reports the peak memory of the build and its workers' largest process.
  const build = spawnSync('/usr/bin/time', ['-f', '%M', 'npm', 'run', '-s', 'build'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    console.error(build.stderr);
    console.error('build failed');
    process.exit(1);
  }
  const peakKb = Number(build.stderr.trim().split('\n').pop());
  console.log(
    `clean build time (site and search index): ${((Date.now() - start) / 1000).toFixed(1)} s, peak memory ${(peakKb / 1024 / 1024).toFixed(2)} GB`,
  );
}
const out = walk('public');
console.log(`pages (HTML files): ${out.html}`);
console.log(`output: ${out.files} files, ${(out.bytes / 1024 / 1024).toFixed(1)} MB`);

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

/** Bytes by type without a live demo's, and the demo's. */
function withoutDemo({ demo = 0, ...own }) {
  return [own, demo];
}

function typeOf(url, resourceType) {
  // A live demo (its frame and Ionic's files) loads when the reader is active and it is in
  // view: counted apart from what the page itself costs.
  if (url.includes('/docs/usage/')) return 'demo';
  if (resourceType === 'Document') return 'html';
  if (url.endsWith('.css') || resourceType === 'Stylesheet') return 'css';
  if (url.endsWith('.js') || resourceType === 'Script') return 'js';
  if (url.endsWith('.json')) return 'data';
  return 'other';
}

const browser = await launchBrowser();
console.log(
  '\npage | first visit, up to the app ready after the first pointer move: html / js / css / data / other (transferred) | + second page (client-side)',
);
for (const [first, second] of PAGES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const meta = new Map();
  let totals = {};
  cdp.on('Network.responseReceived', (e) => meta.set(e.requestId, typeOf(e.response.url, e.type)));
  cdp.on('Network.loadingFinished', (e) => {
    const t = meta.get(e.requestId) ?? 'other';
    totals[t] = (totals[t] ?? 0) + e.encodedDataLength;
  });
  const response = await page.goto(`${BASE}${first}`, { waitUntil: 'load' });
  if (!response || response.status() !== 200) {
    console.log(`${first} | not found (${response?.status()})`);
    await context.close();
    continue;
  }
  // The scripts are prefetched after load and run at the reader's first activity
  // (src/node/html-scripts.ts): the first visit counts everything up to the app being ready
  // after the pointer moves, so the JavaScript figure is what a reader who acts downloads.
  await page.waitForLoadState('networkidle');
  await page.mouse.move(2, 2);
  await page.waitForSelector('html[data-app="ready"]');
  await page.waitForLoadState('networkidle');
  const firstTotals = totals;
  totals = {};
  const link = page.locator(`a[href="${second}"]`).first();
  let added = 'no link to follow';
  if (await link.count()) {
    await link.click();
    await page.waitForURL(`${BASE}${second}`);
    await page.waitForLoadState('networkidle');
    const [own, demo] = withoutDemo(totals);
    const sum = Object.values(own).reduce((a, b) => a + b, 0);
    added = `${kb(sum)} (${Object.entries(own)
      .map(([k, v]) => `${k} ${kb(v)}`)
      .join(', ')})${demo ? `; its live demo in view: ${kb(demo)}` : ''}`;
  }
  const [firstOwn, firstDemo] = withoutDemo(firstTotals);
  const f = (k) => kb(firstOwn[k] ?? 0);
  const total = Object.values(firstOwn).reduce((a, b) => a + b, 0);
  console.log(
    `${first} | ${f('html')} / ${f('js')} / ${f('css')} / ${f('data')} / ${f('other')} = ${kb(total)}${firstDemo ? ` (live demo in view: ${kb(firstDemo)})` : ''} | + ${added}`,
  );
  await context.close();
}

// What waiting for activity costs the reader: the first click runs the app before its handler.
// The colour toggle on a loaded page (scripts prefetched), CPU slowed 4× as Lighthouse's phone:
// time from pointerdown to the new colour mode, on the first click and on a later one.
console.log('\npage | colour toggle, pointerdown → new mode, CPU 4× slower: first click (app starts) / later click');
for (const path of ['/docs/intro/environment', '/docs/api/button']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const clickToMode = async () => {
    const box = await page.locator('.color-mode-toggle').first().boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.evaluate(() => {
      const w = window;
      w.__benchMode = new Promise((resolve) => {
        let t0 = 0;
        addEventListener('pointerdown', (e) => (t0 = e.timeStamp), { capture: true, once: true });
        const before = document.documentElement.dataset.theme;
        const observer = new MutationObserver(() => {
          if (document.documentElement.dataset.theme === before) return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      });
    });
    // No pointer move first: on a phone the tap is the first activity.
    await page.mouse.click(cx, cy);
    return page.evaluate(() => window.__benchMode);
  };
  const first = await clickToMode();
  const later = await clickToMode();
  console.log(`${path} | ${Math.round(first)} ms / ${Math.round(later)} ms`);
  await context.close();
}
await browser.close();

// Sizes the budgets name: HTML and page-data of the budget pages (raw bytes on disk).
console.log('\npage | HTML | page-data.json');
for (const path of LIGHTHOUSE_PAGES) {
  const rel = path.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  const html = statSync(join('public', rel, 'index.html')).size;
  const data = statSync(join('public', 'page-data', rel || 'index', 'page-data.json')).size;
  console.log(`${path} | ${kb(html)} | ${kb(data)}`);
}

if (!process.argv.includes('--no-lighthouse')) {
  console.log('\nLighthouse 12, mobile, simulated throttling (median of 3 runs):');
  console.log(formatLighthouse(await runLighthouse(BASE)));
}
server.kill();
