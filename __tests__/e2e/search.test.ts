// Search in Chromium against the built site and its Pagefind index.
import type { Page } from 'playwright-core';
import { baseUrl, hydrated, openPage, useBrowser, waitForVisible } from './browser';

jest.setTimeout(60000);
const browser = useBrowser();

async function fresh(path: string): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const { page } = await openPage(context);
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl())) throw new Error(`request left the site: ${r.url()}`);
  });
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
  return page;
}

/** The links of the modal's hits, once there are some, in the order listed. */
async function hitHrefs(page: Page): Promise<string[]> {
  await waitForVisible(page, '.DocSearch-Hit a');
  return page.$$eval('.DocSearch-Hit a', (as) => as.map((a) => a.getAttribute('href') ?? ''));
}

/**
 * Waits until the modal lists `expected` (a page address): hits for an earlier, shorter query
 * can be on screen before those of the last one. Fails with the query and hits shown.
 */
async function waitForHit(page: Page, expected: string): Promise<void> {
  try {
    await page.waitForFunction(
      (href) =>
        [...document.querySelectorAll('.DocSearch-Hit a')].some((a) => a.getAttribute('href')?.split('#')[0] === href),
      expected,
      { timeout: 20_000 },
    );
  } catch {
    const shown = await page.evaluate(() => ({
      query: (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value,
      hits: [...document.querySelectorAll('.DocSearch-Hit a')].map((a) => a.getAttribute('href')),
    }));
    throw new Error(`the modal never listed ${expected}: ${JSON.stringify(shown)}`);
  }
}

async function modalSearch(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  await page.fill('.DocSearch-Input', query);
  return hitHrefs(page);
}

/** Escape clears the query first and closes the modal next, as in DocSearch. */
async function closeModal(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.locator('.DocSearch-Container').count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
    // The query is empty now, or the modal is closing.
    await page.waitForFunction(
      () =>
        !document.querySelector('.DocSearch-Container') ||
        (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === '',
    );
  }
  await page.waitForSelector('.DocSearch-Container', { state: 'detached' });
}

/** Pages in the order the modal lists them (a page's heading hits folded into it). */
const pagesOf = (hrefs: string[]) => [...new Set(hrefs.map((h) => h.split('#')[0]))];

describe('search modal', () => {
  it('is in the server-rendered HTML as a link to the search page', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    expect(await page.getAttribute('a.search-button', 'href')).toBe('/docs/search');
    await context.close();
  });

  it('opens with Ctrl+K, finds a component first, and lands on the anchor', async () => {
    const page = await fresh('/docs/intro/cli');
    const hrefs = await modalSearch(page, 'datetime');
    expect(hrefs[0]).toBe('/docs/api/datetime');
    // Keyboard: pick the first heading hit under ion-datetime.
    const anchored = hrefs.find((h) => h.startsWith('/docs/api/datetime#'))!;
    expect(anchored).toBeTruthy();
    // Heading hits show the heading's words, not its "#" anchor link (excluded from the index).
    const titles = await page.$$eval('.DocSearch-Hit-title', (els) => els.map((e) => e.textContent ?? ''));
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.filter((t) => /#\s*$/.test(t))).toEqual([]);
    // The footer keeps its keyboard hints but does not credit Algolia for Pagefind's results.
    expect(await page.isVisible('.DocSearch-Commands')).toBe(true);
    expect(await page.isVisible('.DocSearch-Logo')).toBe(false);
    await page.click(`.DocSearch-Hit a[href="${anchored}"]`);
    await page.waitForURL(`${baseUrl()}${anchored}`);
    const id = anchored.split('#')[1];
    await page.waitForFunction((target) => {
      const el = document.getElementById(target);
      return !!el && el.getBoundingClientRect().top < 200 && el.getBoundingClientRect().top > -10;
    }, id);
    await page.context().close();
  });

  it('keeps every letter typed after Ctrl+K on a page whose app has not started yet', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    // No input before: the key press is the reader's first activity, the app starts after it.
    expect(await page.evaluate(() => document.getElementById('app-runtime') !== null)).toBe(true);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('togglx', { delay: 30 });
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e', { delay: 30 });
    await waitForHit(page, '/docs/api/toggle');
    expect(await page.inputValue('.DocSearch-Input')).toBe('toggle');
    await context.close();
  });

  it('keeps every letter typed at once after Ctrl+K, before and as the modal starts', async () => {
    const page = await fresh('/docs/intro/cli');
    // Typed at once: the first letters come before the modal is drawn, the next as it starts.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('toggle', { delay: 30 });
    await waitForHit(page, '/docs/api/toggle');
    expect(await page.inputValue('.DocSearch-Input')).toBe('toggle');
    await closeModal(page);
    // Opened again: what is typed goes to the input as usual.
    await page.keyboard.press('/');
    await page.waitForSelector('.DocSearch-Input');
    await page.keyboard.type('button', { delay: 30 });
    await page.waitForFunction(
      () => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === 'button',
    );
    await page.context().close();
  });

  it('finds components by tag or name, and CLI commands', async () => {
    const page = await fresh('/docs/');
    expect(pagesOf(await modalSearch(page, 'ion-button')).slice(0, 2)).toContain('/docs/api/button');
    await closeModal(page);
    expect(pagesOf(await modalSearch(page, 'button'))[0]).toBe('/docs/api/button');
    await closeModal(page);
    expect(pagesOf(await modalSearch(page, 'capacitor build'))[0]).toBe('/docs/cli/commands/capacitor-build');
    await page.context().close();
  });

  it('stays in the v7 docs on a v7 page, and in Japanese on a Japanese page', async () => {
    const v7 = await fresh('/docs/v7/intro/cli');
    const v7hits = await modalSearch(v7, 'button');
    expect(v7hits.length).toBeGreaterThan(0);
    expect(v7hits.every((h) => h.startsWith('/docs/v7/'))).toBe(true);
    await v7.context().close();
  });

  it.each([
    ['テーマ', '/docs/ja/theming/'],
    ['ダークモード', '/docs/ja/theming/dark-mode'],
    ['コンポーネント', '/docs/ja/components'],
    ['環境構築', '/docs/ja/intro/environment'],
  ])('finds Japanese pages for %s on a Japanese page', async (query, expected) => {
    const ja = await fresh('/docs/ja/');
    const jaHits = pagesOf(await modalSearch(ja, query));
    expect(jaHits.length).toBeGreaterThan(0);
    expect(jaHits.every((h) => h.startsWith('/docs/ja/'))).toBe(true);
    // The page about the term is among the first three (a prefix names a section).
    expect(jaHits.slice(0, 3).some((h) => h === expected || (expected.endsWith('/') && h.startsWith(expected)))).toBe(
      true,
    );
    await ja.context().close();
  });
});

describe('search page', () => {
  it('reads and writes ?q=, and says when nothing matches', async () => {
    const page = await fresh('/docs/search?q=datetime');
    await waitForVisible(page, '.search-result');
    expect(await page.inputValue('#search-page-input')).toBe('datetime');
    expect(await page.getAttribute('.search-result__title >> nth=0', 'href')).toBe('/docs/api/datetime');
    await page.fill('#search-page-input', 'blorptangle');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'blorptangle');
    await page.waitForSelector('text=No results');
    await page.context().close();
  });

  it("fetches Pagefind's module from its head, once, and the search uses that copy", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/pagefind/pagefind.js')) fetched.push(r.url());
    });
    await page.goto(`${baseUrl()}/docs/ja/search?q=toggle`);
    const preload = await page.getAttribute('head link[rel="modulepreload"]', 'href');
    expect(preload).toBe('/docs/pagefind/pagefind.js');
    await waitForVisible(page, '.search-result');
    expect(fetched).toEqual([`${baseUrl()}/docs/pagefind/pagefind.js`]);
    await context.close();
  });

  it('loads more results as the reader scrolls', async () => {
    const page = await fresh('/docs/search?q=ionic');
    await waitForVisible(page, '.search-result');
    const first = await page.locator('.search-result').count();
    expect(first).toBe(10);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('.search-result').length > n, first);
    await page.context().close();
  });
});

describe('the page a reader means comes first', () => {
  // Queries that once failed (the whole list is in the bench: scripts/search-quality.mjs).
  const cases: [string, string][] = [
    ['segment', '/docs/api/segment'], // not ion-segment-button: the title is the query
    ['capacitor run', '/docs/cli/commands/capacitor-run'],
    ['カメラ', '/docs/ja/native/camera'], // the plugin's Japanese name
    ['位置情報', '/docs/ja/native/geolocation'],
    ['カラージェネレーター', '/docs/ja/theming/color-generator'], // a compound the index and the query cut alike
  ];
  it.each(cases)('%s → %s', async (query, expected) => {
    const search = expected.startsWith('/docs/ja/') ? '/docs/ja/search' : '/docs/search';
    const page = await fresh(`${search}?q=${encodeURIComponent(query)}`);
    await waitForVisible(page, '.search-result');
    expect(await page.getAttribute('.search-result__title >> nth=0', 'href')).toBe(expected);
    await page.context().close();
  });

  it('finds the live reload guide by its Japanese name (three steps share it); titles lack word spaces', async () => {
    const page = await fresh(`/docs/ja/search?q=${encodeURIComponent('ライブリロード')}`);
    await waitForVisible(page, '.search-result');
    const top = await page.$$eval('.search-result__title', (as) => as.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(top).toContain('/docs/ja/cli/livereload');
    expect(await page.textContent('.search-result__title[href="/docs/ja/cli/livereload"]')).toBe(
      '実機でのライブリロード',
    );
    await page.context().close();
  });
});

describe("a guide page's copies in the frameworks' guides", () => {
  /** The first three results: each title's link and the framework links offered beside it. */
  async function topThree(framework: string | null) {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    if (framework) await context.addInitScript((f) => localStorage.setItem('tabs-choice-framework', f), framework);
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/search?q=${encodeURIComponent('take photo camera')}`);
    await waitForVisible(page, '.search-result');
    const top = await page.$$eval('.search-result', (items) =>
      items.slice(0, 3).map((li) => ({
        href: li.querySelector('.search-result__title')!.getAttribute('href'),
        also: [...li.querySelectorAll('.search-result__variants a')].map((a) => a.getAttribute('href')),
      })),
    );
    await context.close();
    return top;
  }

  it('are one result, so the plugin page is in the top three, with links to the other frameworks', async () => {
    const top = await topThree(null);
    expect(top.map((r) => r.href)).toContain('/docs/native/camera');
    const step = top.find((r) => r.href!.endsWith('/your-first-app/taking-photos'))!;
    expect(step.also).toHaveLength(2);
    expect([step.href, ...step.also].sort()).toEqual(
      ['angular', 'react', 'vue'].map((f) => `/docs/${f}/your-first-app/taking-photos`),
    );
  });

  it("show the reader's framework first", async () => {
    const step = (await topThree('react')).find((r) => r.href!.endsWith('/your-first-app/taking-photos'))!;
    expect(step.href).toBe('/docs/react/your-first-app/taking-photos');
    expect(step.also).toEqual(['/docs/angular/your-first-app/taking-photos', '/docs/vue/your-first-app/taking-photos']);
  });
});

describe('a search worker that stops answering', () => {
  it('still gives results: the same search runs on the main thread after the deadline', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    // Pagefind's worker, replaced by one that starts and takes options but never answers a search.
    await context.route('**/pagefind/pagefind-worker.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `onmessage = (e) => { if (e.data.method !== 'search') postMessage({ id: e.data.id, result: null }); };`,
      }),
    );
    const { page, errors } = await openPage(context);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`${baseUrl()}/docs/search?q=toggle`);
    await waitForVisible(page, '.search-result__title', 20000);
    expect(await page.locator('.search-result__title').first().textContent()).toBe('ion-toggle');
    expect(workers.some((w) => w.endsWith('/pagefind/pagefind-worker.js'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
