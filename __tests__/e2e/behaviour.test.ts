// Client behaviour of spec section 2 "Routing behaviour" and section 4, in Chromium.
import type { Page } from 'playwright-core';
import { baseUrl, hydrated, openPage, useBrowser } from './browser';

jest.setTimeout(60000);
const browser = useBrowser();

async function fresh(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser().newContext({ viewport });
  const { page } = await openPage(context);
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
  return page;
}

const marker = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const hasMarker = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

describe('progress bar', () => {
  // Gatsby prefetches a visible link's page data, so the slow (or failing) responses are set
  // up before the page loads: the navigation then waits on (or fails with) that request.
  it('appears only when a route takes longer than 200 ms, and finishes', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('**/page-data/intro/cli/page-data.json', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/environment`);
    await hydrated(page);
    await page.click('.doc-layout__sidebar a[href="/docs/intro/cli"]');
    await page.waitForSelector('#nprogress .bar', { state: 'attached', timeout: 1200 });
    await page.waitForURL(`${baseUrl()}/docs/intro/cli`);
    await page.waitForSelector('#nprogress', { state: 'detached' });
    // A fast route (its data already prefetched) shows no bar at all.
    let seen = false;
    await page.exposeFunction('__sawProgress', () => (seen = true));
    await page.evaluate(() => {
      new MutationObserver(() => document.getElementById('nprogress') && (window as unknown as { __sawProgress(): void }).__sawProgress()).observe(document.body, { childList: true });
    });
    await page.click('.doc-layout__sidebar a[href="/docs/intro/environment"]');
    await page.waitForURL(`${baseUrl()}/docs/intro/environment`);
    await page.waitForTimeout(300);
    expect(seen).toBe(false);
    await context.close();
  });

  it('reloads the page when a route fails to load during navigation', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    let reloaded = false;
    await context.route('**/page-data/intro/cli/page-data.json', (route) => (reloaded ? route.continue() : route.abort()));
    const { page } = await openPage(context);
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().endsWith('/docs/intro/cli')) reloaded = true;
    });
    await page.goto(`${baseUrl()}/docs/intro/environment`);
    await hydrated(page);
    await marker(page);
    await page.click('.doc-layout__sidebar a[href="/docs/intro/cli"]');
    await page.waitForURL(`${baseUrl()}/docs/intro/cli`);
    await hydrated(page);
    expect(reloaded).toBe(true);
    expect(await hasMarker(page)).toBe(false); // a full page load happened
    await context.close();
  });
});

describe('scroll and focus', () => {
  it('scrolls to the hash target after navigation, else to the top', async () => {
    const page = await fresh('/docs/test/page1');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => (window as unknown as { ___navigate(p: string): void }).___navigate('/docs/test/page2'));
    await page.waitForURL(`${baseUrl()}/docs/test/page2`);
    await page.waitForFunction(() => window.scrollY === 0);
    const id = await page.evaluate(() => document.querySelectorAll('article h2')[3]?.id);
    await page.evaluate(() => (window as unknown as { ___navigate(p: string): void }).___navigate('/docs/test/page1'));
    await page.waitForURL(`${baseUrl()}/docs/test/page1`);
    await page.evaluate((target) => (window as unknown as { ___navigate(p: string): void }).___navigate(`/docs/test/page2#${target}`), id);
    await page.waitForFunction((target) => {
      const el = document.getElementById(target as string);
      return !!el && Math.abs(el.getBoundingClientRect().top - 76) < 40;
    }, id);
    await page.context().close();
  });

  it('keeps the scroll position when only the query changes', async () => {
    const page = await fresh('/docs/test/page2');
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.evaluate(() => (window as unknown as { ___navigate(p: string): void }).___navigate('/docs/test/page2?tab=1'));
    await page.waitForURL(`${baseUrl()}/docs/test/page2?tab=1`);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(500);
    await page.context().close();
  });

  it('moves focus to the top after a push navigation, so Tab reaches the skip link', async () => {
    const page = await fresh('/docs/intro/environment');
    await page.click('.doc-layout__sidebar a[href="/docs/intro/cli"]');
    await page.waitForURL(`${baseUrl()}/docs/intro/cli`);
    await page.waitForFunction(() => document.activeElement?.id === 'page-top');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.context().close();
  });

  it('marks keyboard navigation on <html> and clears it on mouse press', async () => {
    const page = await fresh('/docs/intro/cli');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'))).toBe(true);
    await page.mouse.down();
    await page.mouse.up();
    expect(await page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'))).toBe(false);
    await page.context().close();
  });
});

describe('prefetch', () => {
  it('prefetches a link target on hover', async () => {
    const page = await fresh('/docs/intro/environment');
    const requested = page.waitForRequest((r) => r.url().endsWith('/page-data/intro/cdn/page-data.json'), { timeout: 5000 });
    await page.hover('.doc-layout__sidebar a[href="/docs/intro/cdn"]');
    await requested;
    await page.context().close();
  });

  it('skips prefetching on data-saver connections', async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
    });
    const page = await context.newPage();
    const prefetched: string[] = [];
    page.on('request', (r) => r.url().includes('/page-data/intro/') && prefetched.push(r.url()));
    await page.goto(`${baseUrl()}/docs/`);
    await hydrated(page);
    await page.hover('.doc-layout__sidebar a[href^="/docs/intro/"]').catch(() => undefined);
    await page.waitForTimeout(1000);
    expect(prefetched).toEqual([]);
    await context.close();
  });
});

describe('URLs', () => {
  it('normalises .html and /index.html paths', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/docs/intro/cli.html`);
    expect(new URL(page.url()).pathname).toBe('/docs/intro/cli');
    await page.goto(`${baseUrl()}/docs/intro/cli/index.html`);
    expect(new URL(page.url()).pathname).toBe('/docs/intro/cli');
    await context.close();
  });

  it('leads navbar doc links to the preferred version outside the docs', async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => localStorage.setItem('docs-preferred-version-default', 'v7'));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/docs/search`);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.navbar__link')?.getAttribute('href') === '/docs/v7/');
    // Inside the docs, links stay in the version being read.
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    await hydrated(page);
    expect(await page.getAttribute('.navbar__link >> nth=0', 'href')).toBe('/docs/');
    await context.close();
  });
});
