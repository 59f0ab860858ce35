#!/usr/bin/env node
// Search quality: queries typed the way readers type them (a component, a plugin, a CLI
// command, a guide topic), in English and Japanese, each with the page a reader expects. Each
// is run through the site's own search page (/docs/search?q=…, the same code and index as the
// search dialog) on a production build, and the first three results are read. Reports how
// many put the expected page first and in the top three; asserts nothing (the bench prints it).
// Usage: node scripts/search-quality.mjs [public-dir]   (part of `npm run bench`)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Runs every query on the search page of the site served at `base` (its language from the
 * expected page) and returns, per query, the first three result addresses.
 */
export async function measureSearchQuality(browser, base, queries = SEARCH_QUERIES) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const rows = [];
  for (const [query, expected] of queries) {
    const searchPage = expected.startsWith('/docs/ja/') ? '/docs/ja/search' : '/docs/search';
    await page.goto(`${base}${searchPage}?q=${encodeURIComponent(query)}`);
    // Results, or the status line saying there are none.
    await page.waitForFunction(
      () => document.querySelector('.search-result') || document.querySelector('.search-page__status')?.textContent,
      null,
      { timeout: 15_000 },
    );
    const top = await page.$$eval('.search-result__title', (links) =>
      links.slice(0, 3).map((a) => new URL(a.href).pathname),
    );
    rows.push({ query, expected, top, rank: top.indexOf(expected) + 1 });
  }
  await context.close();
  return rows;
}

/** The report: the two rates, then every query with its rank and what came first. */
export function formatSearchQuality(rows) {
  const first = rows.filter((r) => r.rank === 1).length;
  const top3 = rows.filter((r) => r.rank >= 1).length;
  const pct = (n) => `${Math.round((n / rows.length) * 100)} %`;
  const lines = [
    `search quality: ${rows.length} queries (${rows.filter((r) => !r.expected.startsWith('/docs/ja/')).length} English, ${rows.filter((r) => r.expected.startsWith('/docs/ja/')).length} Japanese): expected page first ${first} (${pct(first)}), in the top 3 ${top3} (${pct(top3)})`,
  ];
  for (const r of rows)
    lines.push(
      `  ${r.rank === 1 ? '1st ' : r.rank ? `${r.rank}${r.rank === 2 ? 'nd' : 'rd'} ` : 'MISS'}  ${r.query.padEnd(28)} → ${r.expected}${r.rank === 1 ? '' : `   (first: ${r.top[0] ?? 'none'})`}`,
    );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'public';
  if (!existsSync(join(dir, 'pagefind'))) {
    console.error(`No search index in ${dir}/pagefind: run npm run build first.`);
    process.exit(2);
  }
  const { launchBrowser } = await import('./browser.mjs');
  const { startStaticServer } = await import('./serve.mjs');
  const { server, origin } = await startStaticServer({ dir, port: 0 });
  const browser = await launchBrowser();
  try {
    console.log(formatSearchQuality(await measureSearchQuality(browser, origin)));
  } finally {
    await browser.close();
    server.close();
  }
}
