// Client behaviour in Chromium: navigation, scrolling and prefetching (src/browser/app/), the
// keyboard marker, stored choices (src/lib/storage.ts) and code blocks.
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

/**
 * After a push navigation the router has updated (scroll applied, progress timer cleared) once
 * focus is on the page top.
 */
async function routeUpdated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.id === 'page-top');
}
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Follows a link to `href` the way a reader does (the app, once hydrated, navigates client-side). */
const follow = (page: Page, href: string) =>
  page.evaluate((h) => {
    const a = document.createElement('a');
    a.href = h;
    a.textContent = 'go';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }, href);

const marker = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const hasMarker = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

describe('progress bar', () => {
  // Gatsby prefetches a visible link's page data, so the held (or failing) responses are set
  // up before the page loads: the navigation then waits on (or fails with) that request.
  it('appears only when a route takes longer than 200 ms, and finishes', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    // The page data is held until the bar shows: the route is slow for as long as needed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/page-data/intro/cli/page-data.json', async (route) => {
      await held;
      await route.continue();
    });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/environment`);
    await hydrated(page);
    await page.click('.doc-layout__sidebar a[href="/docs/intro/cli"]');
    await page.waitForSelector('#nprogress .bar', { state: 'attached', timeout: 1200 });
    release();
    await page.waitForURL(`${baseUrl()}/docs/intro/cli`);
    await page.waitForSelector('#nprogress', { state: 'detached' });
    // A fast route (its data already prefetched) shows no bar at all.
    let seen = false;
    await page.exposeFunction('__sawProgress', () => (seen = true));
    await page.evaluate(() => {
      new MutationObserver(
        () => document.getElementById('nprogress') && (window as unknown as { __sawProgress(): void }).__sawProgress(),
      ).observe(document.body, { childList: true });
    });
    await blur(page);
    await page.click('.doc-layout__sidebar a[href="/docs/intro/environment"]');
    await page.waitForURL(`${baseUrl()}/docs/intro/environment`);
    await routeUpdated(page); // the progress timer is cleared: no bar can come any more
    expect(seen).toBe(false);
    await context.close();
  });

  it('reloads the page when a route fails to load during navigation', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    let reloaded = false;
    await context.route('**/page-data/intro/cli/page-data.json', (route) =>
      reloaded ? route.continue() : route.abort(),
    );
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
    await follow(page, '/docs/test/page2');
    await page.waitForURL(`${baseUrl()}/docs/test/page2`);
    await page.waitForFunction(() => window.scrollY === 0);
    const id = await page.evaluate(() => document.querySelectorAll('article h2')[3]?.id);
    await follow(page, '/docs/test/page1');
    await page.waitForURL(`${baseUrl()}/docs/test/page1`);
    await follow(page, `/docs/test/page2#${id}`);
    await page.waitForFunction((target) => {
      const el = document.getElementById(target as string);
      return !!el && Math.abs(el.getBoundingClientRect().top - 76) < 40;
    }, id);
    await page.context().close();
  });

  it('keeps the scroll position when only the query changes', async () => {
    const page = await fresh('/docs/test/page2');
    await page.evaluate(() => window.scrollTo(0, 500));
    await blur(page);
    await follow(page, '/docs/test/page2?tab=1');
    await page.waitForURL(`${baseUrl()}/docs/test/page2?tab=1`);
    await routeUpdated(page);
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
    expect(await page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'))).toBe(
      true,
    );
    await page.mouse.down();
    await page.mouse.up();
    expect(await page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'))).toBe(
      false,
    );
    await page.context().close();
  });
});

describe('prefetch', () => {
  type Connection = { saveData: boolean; effectiveType: string };
  const TARGET = '/docs/intro/cdn';

  /**
   * Hovers the sidebar link to TARGET on /docs/intro/environment and returns the requests for
   * TARGET's page data the hover started. Visible links are queued for prefetching too: the
   * sidebar's links are kept out of that queue, so what is seen here is the hover's own doing.
   */
  async function hoverRequests(connection: Connection): Promise<string[]> {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
      const Observer = window.IntersectionObserver;
      window.IntersectionObserver = class extends Observer {
        observe(target: Element) {
          if (!(target instanceof HTMLAnchorElement)) super.observe(target);
        }
      };
    }, connection);
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/environment`);
    await hydrated(page);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/page-data/intro/cdn/page-data.json')) requested.push(r.url());
    });
    // A window listener runs after the document's (where links.ts listens): set once every
    // listener has seen the hover.
    await page.evaluate((href) => {
      window.addEventListener('mouseover', (e) => {
        if ((e.target as Element).closest?.(`a[href="${href}"]`))
          (window as unknown as { __hovered: boolean }).__hovered = true;
      });
    }, TARGET);
    await page.hover(`.doc-layout__sidebar a[href="${TARGET}"]`);
    await page.waitForFunction(() => (window as unknown as { __hovered?: boolean }).__hovered === true);
    // Gatsby's public prefetch queues the page and fetches it when the browser is idle (its
    // loader, prefetchPathname): give that time to happen, or not.
    await page
      .waitForRequest((r) => r.url().endsWith('/page-data/intro/cdn/page-data.json'), { timeout: 4000 })
      .catch(() => undefined);
    await context.close();
    return requested;
  }

  it('prefetches a link target on hover', async () => {
    // Gatsby's loader adds <link rel="prefetch"> and then reads the data: when the read starts
    // before the prefetch has finished, the browser asks twice. Once or twice, it is this page.
    const requested = await hoverRequests({ saveData: false, effectiveType: '4g' });
    expect(requested.length).toBeGreaterThan(0);
    expect(new Set(requested)).toEqual(new Set([`${baseUrl()}/docs/page-data/intro/cdn/page-data.json`]));
  });

  it('skips prefetching on data-saver and 2G connections', async () => {
    expect(await hoverRequests({ saveData: true, effectiveType: '4g' })).toEqual([]);
    expect(await hoverRequests({ saveData: false, effectiveType: '2g' })).toEqual([]);
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

describe('code blocks', () => {
  it('have a labelled copy button in the page, which copies the code and confirms without the app', async () => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/theming/dark-mode`);
    const blocks = await page.locator('.code-block').count();
    expect(blocks).toBeGreaterThan(3);
    expect(await page.locator('.code-block > .code-block__body > .code-block__copy').count()).toBe(blocks);
    const button = page.locator('.code-block__copy').first();
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    await button.click();
    await page.waitForFunction(() => document.querySelector('.code-block__copy-text')?.textContent === 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await page.locator('.code-block code').first().textContent())?.replace(/\n$/, ''));
    // After a client-side navigation, the new page's blocks get theirs too (and only one each).
    await page.locator('a[href="/docs/theming/basics"]').first().click();
    await page.waitForURL(`${baseUrl()}/docs/theming/basics`);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.code-block').length > 0 &&
        document.querySelectorAll('.code-block').length === document.querySelectorAll('.code-block__copy').length,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the copy button is off the code: in the title bar, by a one-line command, or an icon', async () => {
    const context = await browser().newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/developing/config`);
    const boxes = await page.evaluate(() => {
      const block = document.querySelector('.code-block--titled')!;
      const box = (sel: string) => block.querySelector(sel)!.getBoundingClientRect().toJSON() as DOMRect;
      return { title: box('.code-block__title'), pre: box('.code-block__pre'), copy: box('.code-block__copy') };
    });
    expect(boxes.copy.top).toBeGreaterThanOrEqual(boxes.title.top);
    expect(boxes.copy.bottom).toBeLessThanOrEqual(boxes.pre.top);
    // A one-line command: the button has its own column, the line's scroll area ends before it.
    await page.goto(`${baseUrl()}/docs/intro/environment`);
    const command = await page.evaluate(() => {
      const block = document.querySelector('.code-block--one-line:not(.code-block--titled)');
      if (!block) return null;
      const right = (sel: string) => block.querySelector(sel)!.getBoundingClientRect();
      return { pre: right('.code-block__pre').right, copy: right('.code-block__copy').left };
    });
    expect(command).not.toBeNull();
    expect(command!.pre).toBeLessThanOrEqual(command!.copy);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    const button = page.locator('.code-block:not(.code-block--titled) .code-block__copy').first();
    const narrow = (await button.boundingBox())!.width;
    expect(narrow).toBeLessThan(40);
    await button.tap();
    await page.waitForFunction(() => document.querySelector('.code-block__copy-text')?.textContent === 'Copied');
    // The confirmation is shown in words.
    expect((await button.boundingBox())!.width).toBeGreaterThan(narrow + 20);
    expect(errors).toEqual([]);
    await context.close();
  });
});
