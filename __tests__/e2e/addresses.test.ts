// Addresses readers already have: the previous site's host rules, pages renamed or removed
// since Ionic 6, `.html` addresses and unknown ones. Checked on the build served with the
// generated rules (vercel.json, as `npm run serve` applies them) and as a plain static host.
import type { Server } from 'http';
import { movedPages } from '../../content/site/redirects';
import { startStaticServer } from '../../scripts/serve.mjs';
import { baseUrl, openPage, siteDir, useBrowser } from './browser';

jest.setTimeout(120000);
const browser = useBrowser();

let plain: { server: Server; origin: string };
beforeAll(async () => {
  plain = await startStaticServer({ dir: siteDir(), port: 0, rules: false });
});
afterAll(() => new Promise((done) => plain.server.close(done)));

/**
 * The redirects of the previous site's vercel.json, with `:version` as v7 and `:match*` as a
 * few pages of each tree, and the page each must land on here.
 */
const PREVIOUS_SITE: [string, string][] = [
  ['/', '/docs/'],
  ['/docs/angular', '/docs/angular/overview'],
  ['/docs/v7/angular', '/docs/v7/angular/overview'],
  ['/docs/react', '/docs/react/overview'],
  ['/docs/v7/react', '/docs/v7/react/overview'],
  ['/docs/vue', '/docs/vue/overview'],
  ['/docs/v7/vue', '/docs/v7/vue/overview'],
  ['/docs/javascript', '/docs/javascript/overview'],
  ...['angular', 'react', 'vue'].flatMap((f) =>
    ['taking-photos', 'saving-photos', 'loading-photos', 'adding-mobile', 'deploying-mobile', 'live-reload'].map(
      (step, i): [string, string] => [
        `/docs/${f}/your-first-app/${i + 2}-${step}`,
        `/docs/${f}/your-first-app/${step}`,
      ],
    ),
  ),
  ['/docs/react/testing', '/docs/react/testing/introduction'],
  ['/docs/react/adding-ionic-react-to-an-existing-react-project', '/docs/react/add-to-existing'],
  ['/docs/v7/react/adding-ionic-react-to-an-existing-react-project', '/docs/v7/react/add-to-existing'],
  ['/docs/ja/v9/api/modal', '/docs/ja/api/modal'],
  ['/docs/ja/v9/theming/dark-mode', '/docs/ja/theming/dark-mode'],
  ['/docs/next/intro/environment', '/docs/intro/environment'],
  ['/docs/next/api/button', '/docs/api/button'],
  ['/docs/next/developer-resources/guides', '/docs/developer-resources/guides'],
  ['/docs/v9/cli/commands/serve', '/docs/cli/commands/serve'],
  ['/docs/v9/native/camera', '/docs/native/camera'],
  ['/docs/v8/react/navigation', '/docs/react/navigation'],
  ['/docs/ja/v8/intro/cli', '/docs/ja/intro/cli'],
];

/** Every renamed or removed page of the reviewed list, in each version and language. */
const MOVED: [string, string][] = movedPages.flatMap((m) =>
  (m.versions ?? ['v8', 'v7']).flatMap((v) =>
    ['', '/ja'].map((lang): [string, string] => {
      const prefix = `/docs${lang}${v === 'v8' ? '' : `/${v}`}`;
      return [`${prefix}/${m.from}`, `${prefix}/${m.to}`];
    }),
  ),
);

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.hash;
};

async function get(origin: string, address: string): Promise<Response> {
  return fetch(`${origin}${address}`, { redirect: 'manual' });
}

describe('with the host rules', () => {
  it.each(PREVIOUS_SITE)('%s redirects to %s, a page', async (from, to) => {
    const res = await get(baseUrl(), from);
    expect([301, 308]).toContain(res.status);
    expect(path(new URL(res.headers.get('location') ?? '', baseUrl()).href)).toBe(to);
    expect((await get(baseUrl(), to.split('#')[0])).status).toBe(200);
  });

  it(`redirects every renamed or removed page (${MOVED.length} addresses) to its successor`, async () => {
    expect(MOVED.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const [from, to] of MOVED) {
      const res = await get(baseUrl(), from);
      const location = path(new URL(res.headers.get('location') ?? '/', baseUrl()).href);
      if (res.status !== 308 || location !== to) wrong.push(`${from}: ${res.status} ${location}`);
      else if ((await get(baseUrl(), to.split('#')[0])).status !== 200) wrong.push(`${to} is not a page`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends .html and /index.html addresses to the clean one', async () => {
    for (const [from, to] of [
      ['/docs/intro/environment.html', '/docs/intro/environment'],
      ['/docs/api/button/index.html', '/docs/api/button'],
      ['/docs/ja/theming/dark-mode.html', '/docs/ja/theming/dark-mode'],
    ]) {
      const res = await get(baseUrl(), from);
      expect(res.status).toBe(308);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('sends the versions hosted elsewhere to their host', async () => {
    const res = await get(baseUrl(), '/docs/v6/api/button');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('https://ionic-docs-v6.netlify.app/docs/api/button');
  });

  it('caches hashed files for a year and revalidates HTML, page data and the search index', async () => {
    const html = await (await get(baseUrl(), '/docs/intro/environment')).text();
    const script = /<script[^>]+src="(\/docs\/[^"]+-[0-9a-f]{20}\.js)"/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    const cache = async (address: string) => (await get(baseUrl(), address)).headers.get('cache-control');
    expect(await cache(script)).toBe('public, max-age=31536000, immutable');
    expect(await cache('/docs/intro/environment')).toBe('public, max-age=0, must-revalidate');
    expect(await cache('/docs/page-data/intro/environment/page-data.json')).toBe('public, max-age=0, must-revalidate');
    expect(await cache('/docs/pagefind/pagefind-entry.json')).toBe('public, max-age=0, must-revalidate');
  });

  it('lands in the browser on the page, with its address', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    for (const [from, to] of [
      ['/docs/react', '/docs/react/overview'],
      ['/docs/layout/grid', '/docs/api/grid'],
      ['/docs/intro/environment.html', '/docs/intro/environment'],
    ]) {
      const res = await page.goto(`${baseUrl()}${from}`);
      expect(res?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      expect(await page.locator('h1').first().textContent()).not.toBe('Page not found');
    }
    await context.close();
  });
});

describe('as a plain static host (no rules)', () => {
  it(`serves a refresh page at every moved address (${MOVED.length}), naming the new one`, async () => {
    const wrong: string[] = [];
    for (const [from, to] of MOVED) {
      const res = await get(plain.origin, from);
      const html = res.status === 200 ? await res.text() : '';
      if (!html.includes(`<meta http-equiv="refresh" content="0; url=${to}">`)) wrong.push(`${from}: ${res.status}`);
      else if (!html.includes(`<link rel="canonical" href="https://ionicframework.com${to}">`)) wrong.push(from);
    }
    expect(wrong).toEqual([]);
  });

  const landings: [string, string][] = [
    ['/docs/react', '/docs/react/overview'],
    ['/docs/v7/react/adding-ionic-react-to-an-existing-react-project', '/docs/v7/react/add-to-existing'],
    ['/docs/ja/angular/config', '/docs/ja/developing/config'],
    ['/docs/api/slides', '/docs/updating/7-0'],
    ['/docs/next/intro/environment', '/docs/intro/environment'],
    ['/docs/ja/v8/api/modal', '/docs/ja/api/modal'],
    ['/docs/intro/environment.html', '/docs/intro/environment'],
    ['/docs/api/button/index.html', '/docs/api/button'],
    ['/docs/ja/theming/dark-mode.html', '/docs/ja/theming/dark-mode'],
  ];
  it.each(landings)('%s lands on %s', async (from, to) => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${plain.origin}${from}`);
    await page.waitForURL((url) => url.pathname === to, { timeout: 15000 });
    await page.waitForLoadState('load');
    const heading = await page.locator('h1').first().textContent();
    expect(heading).not.toMatch(/Page not found|ページが見つかりません/);
    await context.close();
  });
});

describe('the not-found page', () => {
  it('lists the nearest pages, the same page in the other version and a search for the last words', async () => {
    const context = await browser().newContext();
    const { page, errors } = await openPage(context);
    const res = await page.goto(`${baseUrl()}/docs/v7/vue/testing`);
    expect(res?.status()).toBe(404);
    const nearest = page.locator('.not-found__nearest li a');
    await nearest.first().waitFor();
    expect(await nearest.count()).toBe(5);
    // Another framework's testing page of the same version comes first (v7 has no Vue one).
    expect(await nearest.first().getAttribute('href')).toMatch(/^\/docs\/v7\/[a-z]+\/testing/);
    const other = page.locator('[data-not-found-other-version] a');
    expect(await other.getAttribute('href')).toBe('/docs/vue/testing');
    expect(await other.isVisible()).toBe(true);
    const search = page.locator('[data-not-found-search]');
    expect(await search.getAttribute('href')).toBe('/docs/search?q=testing');
    expect(await search.textContent()).toBe('Search the docs for “testing”');
    // The one resource that fails is the address itself (the page answers it with status 404).
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('names the successor first for a typo, in Japanese on a Japanese address', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/ja/api/buton`);
    const first = page.locator('.not-found__nearest li a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe('/docs/ja/api/button');
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりません');
    const search = await page.locator('[data-not-found-search]').textContent();
    expect(search).toBe('「buton」でドキュメントを検索');
    await context.close();
  });

  it('is the only page with a script of its own', async () => {
    const notFound = await (await get(baseUrl(), '/docs/no/such/page')).text();
    expect(notFound).toContain('id="docs-not-found"');
    const page = await (await get(baseUrl(), '/docs/intro/environment')).text();
    expect(page).not.toContain('id="docs-not-found"');
  });
});
