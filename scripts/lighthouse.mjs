// Lighthouse (mobile, default simulated throttling) on a served production build, with
// Debian's Chromium, on twenty pages. Used by `npm run bench`; can run alone:
//   node scripts/lighthouse.mjs http://127.0.0.1:9000 /docs/ /docs/api/button …
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, chromePath } from './browser.mjs';

/** The seven pages the first budgets named, then the heaviest and the other kinds of page. */
export const LIGHTHOUSE_PAGES = [
  '/docs/',
  '/docs/intro/environment',
  '/docs/api/button',
  '/docs/theming/dark-mode',
  '/docs/react/your-first-app',
  '/docs/native/camera',
  '/docs/ja/intro/environment',
  '/docs/updating/8-0',
  '/docs/api/datetime',
  '/docs/components',
  '/docs/cli/commands/start',
  '/docs/native/google-maps',
  '/docs/ja/api/modal',
  '/docs/v7/api/modal',
  '/docs/api/input-otp',
  '/docs/theming/color-generator',
  '/docs/developing/config',
  '/docs/angular/your-first-app/taking-photos',
  '/docs/v7/intro/environment',
  '/docs/search?q=toggle',
];

const CHROME_FLAGS = [process.env.LH_HEADLESS ?? '--headless=new', ...CHROME_ARGS];

/**
 * Runs Lighthouse on each page `runs` times (one Chromium, a fresh tab per run) and keeps the
 * median run by performance score: single runs on a shared 2-core machine vary a lot.
 */
export async function runLighthouse(base, paths = LIGHTHOUSE_PAGES, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const path of paths) {
      const tries = [];
      for (let i = 0; i < runs; i += 1) tries.push(await once(chrome, base, path));
      tries.sort((a, b) => a.performance - b.performance);
      rows.push({ ...tries[Math.floor(tries.length / 2)], runs: tries.map((t) => t.performance) });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function once(chrome, base, path) {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  const score = (k) => Math.round((categories[k]?.score ?? 0) * 100);
  const jsBytes = (audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: jsBytes / 1024,
    // Lighthouse's measure of how fast this machine was during the run (higher is faster).
    // Simulated TBT is the observed main-thread work scaled by a fixed factor, so on a shared
    // machine it follows this number: compare runs only at a similar index.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? Number.NaN,
    failing: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          a.details?.type !== 'opportunity' &&
          categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      .map((a) => a.id),
  };
}

export function formatLighthouse(rows) {
  const lines = [
    'page | perf (runs) | a11y | best | seo | LCP | TBT | CLS | JS at load (transferred) | machine index',
    '---|---|---|---|---|---|---|---|---|---',
  ];
  for (const r of rows) {
    lines.push(
      `${r.path} | ${r.performance} (${r.runs.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
        `${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} KB` +
        `${r.failing.length ? ` (a11y: ${r.failing.join(', ')})` : ''} | ${Math.round(r.benchmarkIndex)}`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base) {
    console.error('usage: node scripts/lighthouse.mjs <base-url> [path…]');
    process.exit(2);
  }
  console.log(formatLighthouse(await runLighthouse(base, paths.length ? paths : LIGHTHOUSE_PAGES)));
}
