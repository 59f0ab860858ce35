#!/usr/bin/env node
// Search quality: queries typed the way readers type them (a component, a plugin, a CLI
// command, a guide topic), in English and Japanese, each with the page a reader expects. Each
// is run through the site's own search page (/docs/search?q=…, the same code and index as the
// search dialog) on a production build, and the first three results are read. Reports how
// many put the expected page first and in the top three; asserts nothing (the bench prints it).
//
// Two sets: the 50 queries below (the first bench, kept as it was), and the suite of
// scripts/search-suite.json (issue #43: 325 queries in readers' own words, split once into a
// tuning half and a held-out half), reported by half and by language.
//
// `--node` runs the suite without a browser: the site's own search code (src/search/pagefind.ts,
// createPagefindSearch: the same ranking and folding the search page applies) on the Pagefind
// index of the build, Pagefind's own pagefind.js running in Node with its files read from disk.
// That measures changes in src/search before a Gatsby build puts them in the site's bundle.
// Usage: node scripts/search-quality.mjs [public-dir] [--node] [--misses[=tuning]] [--kinds]
// (part of `npm run bench`)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** [query, expected page] — the page's address without its version (current docs). */
export const SEARCH_QUERIES = [
  // English: components
  ['toggle', '/docs/api/toggle'],
  ['datetime', '/docs/api/datetime'],
  ['date picker', '/docs/api/datetime'],
  ['modal', '/docs/api/modal'],
  ['action sheet', '/docs/api/action-sheet'],
  ['infinite scroll', '/docs/api/infinite-scroll'],
  ['pull to refresh', '/docs/api/refresher'],
  ['searchbar', '/docs/api/searchbar'],
  ['toast', '/docs/api/toast'],
  ['segment', '/docs/api/segment'],
  ['input otp', '/docs/api/input-otp'],
  ['reorder', '/docs/api/reorder'],
  // English: native plugins
  ['camera', '/docs/native/camera'],
  ['take photo camera', '/docs/native/camera'], // three tutorial steps share these words: one result
  ['geolocation', '/docs/native/geolocation'],
  ['push notifications', '/docs/native/push-notifications'],
  ['haptics', '/docs/native/haptics'],
  ['local notifications', '/docs/native/local-notifications'],
  // English: CLI
  ['ionic serve', '/docs/cli/commands/serve'],
  ['ionic generate', '/docs/cli/commands/generate'],
  ['capacitor run', '/docs/cli/commands/capacitor-run'],
  ['live reload', '/docs/cli/livereload'],
  // English: guides
  ['dark mode', '/docs/theming/dark-mode'],
  ['color generator', '/docs/theming/color-generator'],
  ['css variables', '/docs/theming/css-variables'],
  ['platform styles', '/docs/theming/platform-styles'],
  ['safe area', '/docs/theming/advanced'],
  ['hardware back button', '/docs/developing/hardware-back-button'],
  ['keyboard', '/docs/developing/keyboard'],
  ['upgrade to ionic 8', '/docs/updating/8-0'],
  ['publish to app store', '/docs/deployment/app-store'],
  ['react navigation', '/docs/react/navigation'],
  ['vue lifecycle', '/docs/vue/lifecycle'],
  ['angular injection tokens', '/docs/angular/injection-tokens'],
  // Japanese
  ['カメラ', '/docs/ja/native/camera'],
  ['位置情報', '/docs/ja/native/geolocation'],
  ['プッシュ通知', '/docs/ja/native/push-notifications'],
  ['ライブリロード', '/docs/ja/cli/livereload'],
  ['モーダル', '/docs/ja/api/modal'],
  ['トグル', '/docs/ja/api/toggle'],
  ['アクションシート', '/docs/ja/api/action-sheet'],
  ['無限スクロール', '/docs/ja/api/infinite-scroll'],
  ['タブ', '/docs/ja/api/tabs'],
  ['トースト', '/docs/ja/api/toast'],
  ['ダークモード', '/docs/ja/theming/dark-mode'],
  ['カラージェネレーター', '/docs/ja/theming/color-generator'],
  ['CSS 変数', '/docs/ja/theming/css-variables'],
  ['戻るボタン', '/docs/ja/developing/hardware-back-button'],
  ['キーボード', '/docs/ja/developing/keyboard'],
  ['Ionic 8 へのアップグレード', '/docs/ja/updating/8-0'],
];

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { defaultLocale, locales } = require('../content/site/locales.ts');
const LOCALE_ORDER = Object.keys(locales);

/** The locale of a page address (its folder after /docs/), and the search page of a locale. */
const localeOf = (path) =>
  LOCALE_ORDER.find((l) => locales[l].path && path.startsWith(`/docs/${locales[l].path}/`)) ?? defaultLocale;
const searchPageOf = (locale) => `/docs/${locales[locale].path ? `${locales[locale].path}/` : ''}search`;

/** The suite (scripts/search-suite.json): { q, lang, kind, expect: [page…], half }. */
export const SEARCH_SUITE = JSON.parse(readFileSync(new URL('./search-suite.json', import.meta.url), 'utf8')).queries;

/** A query of either set as { query, lang, expected: [page…], half?, kind? }. */
const asCase = (c) =>
  Array.isArray(c)
    ? { query: c[0], lang: localeOf(c[1]), expected: [c[1]] }
    : { query: c.q, lang: c.lang, expected: c.expect, half: c.half, kind: c.kind, batch: c.batch ?? 1 };

/** A row of the report: the case, the first three result addresses, the rank of an expected page (0: none). */
const row = (c, top) => {
  const ranks = c.expected.map((e) => top.indexOf(e) + 1).filter((r) => r > 0);
  return { ...c, top, rank: ranks.length ? Math.min(...ranks) : 0 };
};

/**
 * Runs every query on the search page of the site served at `base` (its language from the
 * expected page) and returns, per query, the first three result addresses.
 */
export async function measureSearchQuality(browser, base, queries = SEARCH_QUERIES) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const rows = [];
  for (const c of queries.map(asCase)) {
    await page.goto(`${base}${searchPageOf(c.lang)}?q=${encodeURIComponent(c.query)}`);
    // Results, or the status line saying there are none.
    await page.waitForFunction(
      () => document.querySelector('.search-result') || document.querySelector('.search-page__status')?.textContent,
      null,
      { timeout: 15_000 },
    );
    const top = await page.$$eval('.search-result__title', (links) =>
      links.slice(0, 3).map((a) => new URL(a.href).pathname),
    );
    rows.push(row(c, top));
  }
  await context.close();
  return rows;
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.pagefind': 'application/wasm' };

/**
 * The site's search (src/search/pagefind.ts) in Node on the index of the build in `dir`: Pagefind's
 * pagefind.js on the main thread, its files fetched from disk, the page language set as
 * <html lang> would set it. Returns search(query, lang) → the first three result addresses.
 */
export async function nodeSearch(dir) {
  const root = resolve(dir);
  const { createPagefindSearch, SEARCH_OPTIONS } = require('../src/search/pagefind.ts');
  // Trying other ranking weights without editing the source: SEARCH_RANKING='{"metaWeights":{…}}'.
  if (process.env.SEARCH_RANKING) Object.assign(SEARCH_OPTIONS.ranking, JSON.parse(process.env.SEARCH_RANKING));
  let lang = defaultLocale;
  // What Pagefind reads of the page: <html lang> (the index it loads) and no current script.
  globalThis.document = {
    currentScript: null,
    querySelector: (s) => (s === 'html' ? { getAttribute: (a) => (a === 'lang' ? lang : null) } : null),
    documentElement: { lang },
  };
  const fetchFromDisk = async (input) => {
    const path = new URL(String(input), 'http://site').pathname;
    const file = join(root, decodeURIComponent(path).replace(/^\/docs\//, ''));
    if (!path.startsWith('/docs/') || !existsSync(file)) return new Response('Not found', { status: 404 });
    return new Response(readFileSync(file), {
      headers: { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' },
    });
  };
  globalThis.fetch = fetchFromDisk;
  const search = createPagefindSearch(
    () => import(pathToFileURL(join(root, 'pagefind', 'pagefind.js')).href),
    '/docs/pagefind/',
    () => lang,
    60_000,
    () => null,
  );
  return async (query, language) => {
    lang = language;
    globalThis.document.documentElement.lang = language;
    const page = await search(query.trim(), 'v8', 0, 3);
    return page.results.map((r) => r.url.split('#')[0]);
  };
}

/** The suite (or any queries) through nodeSearch on the build in `dir`. */
export async function measureInNode(dir, queries = SEARCH_SUITE) {
  const search = await nodeSearch(dir);
  const rows = [];
  // One language after the other, as one page of the site searches in one.
  const cases = queries.map(asCase).sort((a, b) => LOCALE_ORDER.indexOf(a.lang) - LOCALE_ORDER.indexOf(b.lang));
  for (const c of cases) rows.push(row(c, await search(c.query, c.lang)));
  return rows;
}

const pct = (n, of) => (of ? `${Math.round((n / of) * 100)} %` : '–');
const mark = (r) => (r.rank === 1 ? '1st ' : r.rank ? `${r.rank}${r.rank === 2 ? 'nd' : 'rd'} ` : 'MISS');

/** The report: the two rates, then every query with its rank and what came first. */
export function formatSearchQuality(rows) {
  const first = rows.filter((r) => r.rank === 1).length;
  const top3 = rows.filter((r) => r.rank >= 1).length;
  const byLanguage = LOCALE_ORDER.map((l) => `${rows.filter((r) => r.lang === l).length} ${locales[l].label}`);
  const lines = [
    `search quality: ${rows.length} queries (${byLanguage.join(', ')}): ` +
      `expected page first ${first} (${pct(first, rows.length)}), in the top 3 ${top3} (${pct(top3, rows.length)})`,
  ];
  for (const r of rows)
    lines.push(
      `  ${mark(r)}  ${r.query.padEnd(28)} → ${r.expected[0]}` +
        (r.rank === 1 ? '' : `   (first: ${r.top[0] ?? 'none'})`),
    );
  return lines.join('\n');
}

/** First and top-3 counts of some rows, as "first 80 % (40/50), top 3 92 % (46/50)". */
export function rates(rows) {
  const first = rows.filter((r) => r.rank === 1).length;
  const top3 = rows.filter((r) => r.rank >= 1).length;
  return {
    n: rows.length,
    first,
    top3,
    text:
      `first ${pct(first, rows.length).padStart(5)} (${first}/${rows.length}), ` +
      `top 3 ${pct(top3, rows.length).padStart(5)} (${top3}/${rows.length})`,
  };
}

/**
 * The suite's report: first / top 3 for each half and each language (and both), then, with
 * `misses`, every query whose page is not first; with `kinds`, the rates by kind of query.
 */
export function formatSuite(rows, { misses = false, kinds = false, half = null } = {}) {
  const lines = [`search suite (scripts/search-suite.json): ${rows.length} queries`];
  // The first batch as it was split; each later batch of queries apart (the suite's split.batches).
  // (asCase gives every query of the suite its batch.)
  for (const batch of [...new Set(rows.map((r) => r.batch))].sort())
    for (const half of ['tuning', 'heldout'])
      for (const lang of [...new Set(rows.filter((r) => r.batch === batch).map((r) => r.lang)), null]) {
        const some = rows.filter((r) => r.batch === batch && r.half === half && (!lang || r.lang === lang));
        const label = `${batch === 1 ? '' : `batch ${batch} `}${half}`;
        lines.push(`  ${label.padEnd(16)} ${(lang ?? 'all').padEnd(3)} ${rates(some).text}`);
      }
  lines.push(`  ${'both'.padEnd(16)} all ${rates(rows).text}`);
  if (kinds)
    for (const kind of [...new Set(rows.map((r) => r.kind))])
      lines.push(`  kind ${kind.padEnd(9)} ${rates(rows.filter((r) => r.kind === kind)).text}`);
  if (misses)
    for (const r of rows.filter((x) => x.rank !== 1 && (!half || x.half === half)))
      lines.push(
        `  ${mark(r)} ${r.half === 'tuning' ? 'T' : 'H'}${r.batch} ${r.lang} ` +
          `${r.query.padEnd(40)} → ${r.expected[0]}` +
          `   (first: ${r.top[0] ?? 'none'})`,
      );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? 'public';
  // --misses lists the queries whose page is not first; --misses=tuning those of one half only.
  const misses = args.find((a) => a.startsWith('--misses'));
  const options = { misses: Boolean(misses), half: misses?.split('=')[1] ?? null, kinds: args.includes('--kinds') };
  if (!existsSync(join(dir, 'pagefind'))) {
    console.error(`No search index in ${dir}/pagefind: run npm run build first.`);
    process.exit(2);
  }
  if (args.includes('--node')) {
    console.log('(in Node: src/search on the index of the build)');
    console.log(formatSearchQuality(await measureInNode(dir, SEARCH_QUERIES)));
    console.log(formatSuite(await measureInNode(dir), options));
    process.exit(0);
  }
  const { launchBrowser } = await import('./browser.mjs');
  const { startStaticServer } = await import('./serve.mjs');
  const { server, origin } = await startStaticServer({ dir, port: 0 });
  const browser = await launchBrowser();
  try {
    console.log(formatSearchQuality(await measureSearchQuality(browser, origin)));
    console.log(formatSuite(await measureSearchQuality(browser, origin, SEARCH_SUITE), options));
  } finally {
    await browser.close();
    server.close();
  }
}
