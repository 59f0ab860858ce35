#!/usr/bin/env node
// Benchmark: clean build time and peak memory, page count, output size; for representative
// pages the bytes (as transferred, gzip) of HTML, JS, CSS and data a first visit costs and
// what a client-side navigation to a second page adds; the reader's first tap with the CPU
// slowed (scripts/first-tap.mjs); HTML and page-data sizes; and Lighthouse (mobile, simulated
// throttling, median of 3 runs) on twenty pages; search quality (scripts/search-quality.mjs); the
// written pages' depth (scripts/word-ratio.mjs). Measures; asserts nothing.
// Usage: npm run bench [-- --no-build] [-- --no-lighthouse] [-- --no-taps] [-- --no-search] [-- --official <dir>]
// `npm run bench -- --dev [--build]` measures authoring instead (scripts/bench-dev.mjs).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.mjs';
import { formatFirstTaps, measureFirstTaps } from './first-tap.mjs';
import { formatLighthouse, LIGHTHOUSE_PAGES, runLighthouse } from './lighthouse.mjs';
import { formatSearchQuality, formatSuite, measureSearchQuality, SEARCH_SUITE } from './search-quality.mjs';
import { startStaticServer } from './serve.mjs';
import { formatDepth } from './word-ratio.mjs';

if (process.argv.includes('--dev')) {
  await import('./bench-dev.mjs');
  process.exit();
}
const skipBuild = process.argv.includes('--no-build');
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
    `clean build time (site and search index): ${((Date.now() - start) / 1000).toFixed(1)} s, ` +
      `peak memory ${(peakKb / 1024 / 1024).toFixed(2)} GB`,
  );
}
// The code-sample check (issue #42): what it adds to a clean build (no cache), and to a build
// after one edited block (the cache holds the rest), as the build runs it (--as-build); the time
// the check prints is what it adds to the build, the process's own is beside it (Node and the
// compiler's start, which a build has paid already). The edit is made in a page and undone.
{
  const check = (args) => {
    const start = Date.now();
    const run = spawnSync('node', ['-r', './scripts/register-ts.cjs', 'scripts/check-samples.ts', ...args], {
      encoding: 'utf8',
    });
    const seconds = ((Date.now() - start) / 1000).toFixed(1);
    const summary = run.stdout.trim().split('\n').pop();
    return `${summary}; ${seconds} s with the process's start`;
  };
  // Clean: without the blocks' results and the pages' records (a clean cache compiles in a worker).
  rmSync('.cache/ionic-docs/samples', { recursive: true, force: true });
  rmSync('.cache/ionic-docs/sample-files.json', { force: true });
  console.log(`code samples, clean check (build): ${check(['--as-build'])}`);
  const page = 'content/docs/v8/react/navigation.mdx';
  const before = readFileSync(page, 'utf8');
  const edited = [];
  try {
    for (let run = 1; run <= 3; run++) {
      // A line added at the top of the page's first tsx block (after its fence line and meta).
      writeFileSync(page, before.replace(/^```tsx.*$/m, `$&\nconst benchEdit${run} = ${run};`));
      edited.push(check(['--as-build']));
    }
  } finally {
    writeFileSync(page, before);
  }
  for (const line of edited) console.log(`code samples, one block edited (build): ${line}`);
}
const out = walk('public');
console.log(`pages (HTML files): ${out.html}`);
console.log(`output: ${out.files} files, ${(out.bytes / 1024 / 1024).toFixed(1)} MB`);

const { server, origin: BASE } = await startStaticServer({ dir: 'public', port: 0 });

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
  '\npage | first visit, everything the page loads with no input: html / js / css / data / other (transferred) | ' +
    '+ second page (the reader points at a link: the app hydrates, then the click navigates client-side)',
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
  await page.waitForLoadState('networkidle');
  const firstTotals = totals;
  totals = {};
  // The first link a reader can see (sidebar categories and the menu hold hidden copies).
  const link = page.locator(`a[href="${second}"]:visible`).first();
  let added = 'no link to follow';
  if (await link.count()) {
    await link.hover();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
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
    `${first} | ${f('html')} / ${f('js')} / ${f('css')} / ${f('data')} / ${f('other')} = ${kb(total)}` +
      `${firstDemo ? ` (live demo in view: ${kb(firstDemo)})` : ''} | + ${added}`,
  );
  await context.close();
}
if (!process.argv.includes('--no-search')) {
  console.log('');
  console.log(formatSearchQuality(await measureSearchQuality(browser, BASE)));
  console.log(formatSuite(await measureSearchQuality(browser, BASE, SEARCH_SUITE)));
}
// Depth of the written pages (with `-- --official <ionic-docs checkout>`: beside the official ones).
console.log('');
const official = process.argv.indexOf('--official');
console.log(formatDepth(official > 0 ? process.argv[official + 1] : process.env.IONIC_DOCS_OFFICIAL));
await browser.close();

if (!process.argv.includes('--no-taps')) {
  const title = 'First tap, CPU 4× slower, pointerdown → the frame that shows the result (median of 5 fresh loads):';
  console.log(`\n${title}`);
  console.log(formatFirstTaps(await measureFirstTaps(BASE)));
}

// Sizes the budgets name: HTML and page-data of the budget pages (raw bytes on disk).
console.log('\npage | HTML | page-data.json');
for (const path of LIGHTHOUSE_PAGES.filter((p) => !p.includes('?'))) {
  const rel = path.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  const html = statSync(join('public', rel, 'index.html')).size;
  const data = statSync(join('public', 'page-data', rel || 'index', 'page-data.json')).size;
  console.log(`${path} | ${kb(html)} | ${kb(data)}`);
}

if (!process.argv.includes('--no-lighthouse')) {
  console.log('\nLighthouse 12, mobile, simulated throttling (median of 3 runs):');
  // A reader's phone has a Japanese font (Noto Sans CJK on Android, Hiragino on iOS). Without
  // one, Chromium looks for a fallback font glyph by glyph, and the Japanese pages' blocking time
  // measures that search, 2-4× the English page's (with the font: within noise of it).
  const japanese = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  if (!japanese.stdout?.trim())
    console.log(
      'warning: no Japanese font on this machine (apt-get install -y fonts-noto-cjk): the Japanese pages ' +
        'are measured as no reader sees them',
    );
  console.log(formatLighthouse(await runLighthouse(BASE)));
}
server.close();
