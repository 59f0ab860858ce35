import { baseUrl, hydrated, openPage, scrollUntilDrawn, useBrowser, waitForVisible } from './browser';
import { SEARCH_READY_ATTRIBUTE } from '../../src/lib/navigation';

jest.setTimeout(60000);
const browser = useBrowser();

describe('roots', () => {
  it.each([
    ['/docs/', 'en', 'Ionic Framework'],
    ['/docs/v7/', 'en', 'Ionic Framework'],
    ['/docs/search', 'en', 'Search | Ionic Framework'],
    ['/docs/ja/', 'ja', 'Ionic Framework'],
    ['/docs/ja/v7/', 'ja', 'Ionic Framework'],
    ['/docs/ja/search', 'ja', '検索 | Ionic Framework'],
  ])('%s renders in %s', async (path, lang, title) => {
    const context = await browser().newContext();
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.title()).toBe(title);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page in the reader language with status 404', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    const en = await page.goto(`${baseUrl()}/docs/no/such/page`);
    expect(en?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    const ja = await page.goto(`${baseUrl()}/docs/ja/no/such/page`);
    expect(ja?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりません');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await context.close();
  });
});

describe('on arrival, with no pointer, touch, key or scroll', () => {
  it('a link to the search page lists its results with the query in the box', async () => {
    const context = await browser().newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/search?q=toggle`);
    await waitForVisible(page, '.search-result__title');
    expect(await page.locator('.search-result__title').first().textContent()).toBe('ion-toggle');
    expect(await page.inputValue('#search-page-input')).toBe('toggle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a stored framework choice is what the first frame shows, and it never changes after load', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      localStorage.setItem('tabs-choice-framework', 'react');
      const seen: string[] = [];
      (window as unknown as { __shown: string[] }).__shown = seen;
      // What each set of framework tabs shows (its visible panel and its highlighted tab), in
      // the first frame and after.
      const record = () => {
        const sets = [...document.querySelectorAll('.tabs[data-group="framework"]')];
        const state = sets
          .map((set) => {
            const panel = [...set.querySelectorAll(':scope > [role=tabpanel]')].find(
              (p) => getComputedStyle(p).display !== 'none',
            );
            const tab = [...set.querySelectorAll(':scope > [role=tablist] > [role=tab]')].find(
              (t) => getComputedStyle(t).borderBottomColor !== 'rgba(0, 0, 0, 0)',
            );
            return (
              `${(panel as HTMLElement | undefined)?.dataset.value}/` +
              `${(tab as HTMLElement | undefined)?.dataset.value}`
            );
          })
          .join(',');
        if (seen[seen.length - 1] !== state) seen.push(state);
      };
      requestAnimationFrame(function frame() {
        record();
        if (seen.length < 50) requestAnimationFrame(frame);
      });
    });
    const { page, errors } = await openPage(context);
    for (const path of ['/docs/developing/config', '/docs/api/modal', '/docs/ja/developing/config']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
      // One state from the first frame on: every set shows React and highlights React.
      expect([path, shown.length]).toEqual([path, 1]);
      expect(shown[0].split(',').every((s) => s === 'react/react')).toBe(true);
      expect(
        await page.getAttribute('.tabs[data-group="framework"] [role=tab][data-value="react"]', 'aria-selected'),
      ).toBe('true');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a stored framework choice is in the tabs' attributes by DOMContentLoaded, before load", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      localStorage.setItem('tabs-choice-framework', 'vue');
      // On the window: after every listener on the document (the elements' among them).
      window.addEventListener('DOMContentLoaded', () => {
        const tabs = [...document.querySelectorAll('.tabs[data-group="framework"] [role=tab][aria-selected="true"]')];
        const panels = [...document.querySelectorAll('.tabs[data-group="framework"] > [role=tabpanel]:not([hidden])')];
        (window as unknown as { __atReady: string[] }).__atReady = [
          document.readyState,
          ...tabs.map((t) => `tab ${(t as HTMLElement).dataset.value}`),
          ...panels.map((p) => `panel ${(p as HTMLElement).dataset.value}`),
        ];
      });
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/developing/config`);
    const atReady = await page.evaluate(() => (window as unknown as { __atReady: string[] }).__atReady);
    expect(atReady[0]).toBe('interactive');
    expect(atReady.length).toBeGreaterThan(2);
    expect(atReady.slice(1).every((s) => / vue$/.test(s))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the first Tab press marks keyboard navigation', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'))).toBe(
      true,
    );
    await context.close();
  });

  it("loads none of the app's JavaScript for a reader who only reads; the first activity starts it", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl()}/docs/api/button`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => Boolean(document.getElementById('app-runtime')))).toBe(true);
    await page.mouse.move(400, 300);
    // The app runs: it answers the search shortcuts (src/browser/app/search.tsx).
    await page.waitForSelector(`html[${SEARCH_READY_ATTRIBUTE}]`, { state: 'attached' });
    expect(scripts.some((s) => /^\/docs\/framework-[0-9a-f]+\.js$/.test(s))).toBe(true);
    expect(await page.evaluate(() => Boolean(document.getElementById('app-runtime')))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every control works from the page itself; the app waits for a link the reader means to follow', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    const data: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/page-data/')) data.push(r.url());
    });
    await page.goto(`${baseUrl()}/docs/developing/config`);
    await page.waitForLoadState('networkidle');
    await page.click('.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.click('.navbar__version .dropdown__toggle');
    expect(await page.isVisible('#menu-version a:text-is("v7")')).toBe(true);
    await page.keyboard.press('Escape');
    const category = page.locator('.doc-layout__sidebar button.sidebar__toggle', { hasText: 'Angular' });
    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    await page.click('.tabs[data-group="framework"] [role=tab][data-value="vue"]');
    expect(await page.evaluate(() => localStorage.getItem('tabs-choice-framework'))).toBe('vue');
    // No client-side navigation yet, and no page data loaded for it.
    expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
    expect(data.filter((u) => u.includes('/page-data/developing/config/'))).toEqual([]);
    // Intent on a link: the app hydrates (React) and the next click navigates client-side.
    await page.hover('.doc-layout__sidebar a[href="/docs/developing/android"]');
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('head', () => {
  it('has title, description, canonical, hreflang and social tags', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    const title = await page.title();
    expect(title).toMatch(/ \| Ionic Framework$/);
    const attr = (sel: string, name: string) => page.getAttribute(sel, name);
    expect(await attr('link[rel="canonical"]', 'href')).toBe('https://ionicframework.com/docs/intro/cli');
    expect(await attr('link[hreflang="ja"]', 'href')).toBe('https://ionicframework.com/docs/ja/intro/cli');
    expect(await attr('link[hreflang="x-default"]', 'href')).toBe('https://ionicframework.com/docs/intro/cli');
    expect(await attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(await attr('meta[property="og:title"]', 'content')).toBe(title);
    expect((await attr('meta[name="description"]', 'content'))?.length).toBeGreaterThan(20);
    expect(await page.locator('meta[name="generator"]').count()).toBe(1);
    // Social card, favicon and home-screen icon are real PNG files of the site.
    for (const url of [
      await attr('meta[property="og:image"]', 'content'),
      await attr('link[rel="icon"]', 'href'),
      await attr('link[rel="apple-touch-icon"]', 'href'),
    ]) {
      const local = `${baseUrl()}${url!.replace('https://ionicframework.com', '')}`;
      const res = await page.request.get(local);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    await context.close();
  });
});

describe('navigation', () => {
  it('navigates by sidebar without a full reload', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/environment`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const link = page.locator('.doc-layout__sidebar a[href="/docs/intro/cli"]');
    const label = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(`${baseUrl()}/docs/intro/cli`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('CLI'));
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.locator('.doc-layout__sidebar .sidebar__link--active').textContent()).toBe(label);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens and closes a sidebar category from its one button, by keyboard', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/environment`);
    await hydrated(page);
    // The shell and the slices render apart: their ids must not collide.
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(duplicates).toEqual([]);
    const toggle = page.locator('.doc-layout__sidebar button.sidebar__toggle', { hasText: 'Angular' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await list.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await toggle.elementHandle());
    expect(await list.locator('a').count()).toBeGreaterThan(3);
    expect(await list.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'false', await toggle.elementHandle());
    expect(await list.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the page when switching version and language', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    await hydrated(page);
    await page.click('.navbar__version .dropdown__toggle');
    await page.click('.navbar__version a:text-is("v7")');
    await page.waitForURL(`${baseUrl()}/docs/v7/intro/cli`);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v7');
    await page.click('.navbar__language .dropdown__toggle');
    await page.click('.dropdown__link[lang="ja"]');
    await page.waitForURL(`${baseUrl()}/docs/ja/v7/intro/cli`);
    await page.waitForFunction(() => document.documentElement.lang === 'ja', undefined, { timeout: 5000 });
    expect(await page.locator('.navbar__link').first().textContent()).toBe('ガイド');
    // A page missing from v7 lands on the v7 home.
    await page.goto(`${baseUrl()}/docs/updating/8-0`);
    await hydrated(page);
    await page.click('.navbar__version .dropdown__toggle');
    expect(await page.getAttribute('.navbar__version a:text-is("v7")', 'href')).toBe('/docs/v7/');
    await context.close();
  });

  it('moves focus to main content with the skip link', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });
});

describe('colour mode', () => {
  it('survives a reload and syncs to a second tab', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    // The toggle shows the icon of the current mode only.
    expect([await page.isVisible('.color-mode-toggle__sun'), await page.isVisible('.color-mode-toggle__moon')]).toEqual(
      [true, false],
    );
    const second = await context.newPage();
    await second.goto(`${baseUrl()}/docs/`);
    await page.click('.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect([await page.isVisible('.color-mode-toggle__sun'), await page.isVisible('.color-mode-toggle__moon')]).toEqual(
      [false, true],
    );
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.reload();
    // Applied before the first paint by the inline script: no flash of light.
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await context.close();
  });

  it('ignores the system preference', async () => {
    const context = await browser().newContext({ colorScheme: 'dark' });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await context.close();
  });
});

describe('mobile menu', () => {
  it('opens at 800 px with the sidebar, keeps focus inside, and closes on Escape and at desktop width', async () => {
    const context = await browser().newContext({ viewport: { width: 800, height: 900 } });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/intro/cli`);
    expect(await page.isVisible('.doc-layout__sidebar')).toBe(false);
    await page.click('.navbar__menu-button');
    await page.waitForSelector('.mobile-menu .sidebar');
    expect(await page.locator('.mobile-menu .sidebar__link--active').count()).toBe(1);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.mobile-menu'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.getElementById('mobile-menu')?.matches(':popover-open'))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__menu-button'))).toBe(true);
    await page.click('.navbar__menu-button');
    await page.click('.mobile-menu__back');
    expect(await page.locator('.mobile-menu__primary a[href="/docs/"]').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.waitForFunction(() => !document.getElementById('mobile-menu')?.matches(':popover-open'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Whether an element's contents are rendered now (false inside a skipped content-visibility block).
const rendered = (page: import('playwright-core').Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));

describe('on a phone, blocks far below the first screen wait to be rendered', () => {
  it('renders page links and API tables only when scrolled to; a wide screen renders them at once', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/native/camera`);
    expect(await rendered(page, '.pagination a')).toBe(false);
    expect(await rendered(page, '.ref-native__type .ref-table')).toBe(false);
    // The first screen is drawn whole, and the footer is never skipped.
    expect(await rendered(page, '.doc-body .code-block pre')).toBe(true);
    expect(await rendered(page, '.footer__inner')).toBe(true);
    // Anchors and find in page still reach skipped text: it is in the DOM and the accessibility tree.
    expect(await page.locator('.pagination a').first().textContent()).toBeTruthy();
    await scrollUntilDrawn(page, '.pagination a');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/docs/native/camera`);
    expect(await rendered(page, '.pagination a')).toBe(true);
    expect(await rendered(page, '.ref-native__type .ref-table')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands a deep link on its heading with the blocks around it rendered', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const { page } = await openPage(context);
    for (const [path, id] of [
      ['/docs/native/camera', 'cameradirection'],
      ['/docs/theming/dark-mode', 'keyboard-appearance-on-ios'],
    ]) {
      await page.goto(`${baseUrl()}${path}#${id}`);
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const top = await page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
      // Just below the sticky navbar (scroll-margin-top), as on a page rendered whole.
      expect(top).toBeGreaterThan(40);
      expect(top).toBeLessThan(120);
      expect(await rendered(page, `#${id} ~ :is(.ref-table-wrap, .code-block) :is(table, pre)`)).toBe(true);
    }
    await context.close();
  });
});

describe("a component's API entries wait to be rendered at every width, and anchors into them still land", () => {
  type Page = import('playwright-core').Page;
  // Blocks near the viewport are drawn a frame or two after a scroll; a late one would move the target.
  const settle = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 300)));
  // Where a heading is once the scroll has settled (just below the sticky navbar: scroll-margin-top).
  const settledTop = async (page: Page, id: string) => {
    await settle(page);
    return page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
  };
  // Follows a link as the reader would, from the top of the page's body.
  const follow = (page: Page, href: string) =>
    page.evaluate((to) => {
      const a = document.createElement('a');
      a.href = to;
      a.textContent = to;
      document.querySelector('.doc-body')!.prepend(a);
      a.click();
    }, href);

  it('on a wide screen, skips the API tables below the first screen and renders them when scrolled to', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/api/button`);
    expect(await rendered(page, '.ref-api .ref-table')).toBe(false);
    expect(await rendered(page, '.doc-body .code-block pre')).toBe(true);
    await scrollUntilDrawn(page, '.ref-api .ref-table');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    [1280, 800],
    [412, 823],
  ])(
    'at %i px: a deep link, a text fragment, a link of the page and one from another page land where they point',
    async (width, height) => {
      const context = await browser().newContext({ viewport: { width, height } });
      const { page } = await openPage(context);
      for (const id of ['events', 'methods', 'css-property---color']) {
        await page.goto(`${baseUrl()}/docs/api/button#${id}`);
        await page.waitForLoadState('load');
        const top = await settledTop(page, id);
        expect([id, top > 40 && top < 120]).toEqual([id, true]);
      }
      // A text fragment (how search engines link to a passage): Chrome makes its element the :target.
      await page.goto('about:blank');
      await page.goto(
        `${baseUrl()}/docs/api/button#:~:text=${encodeURIComponent('Emitted when the button loses focus')}`,
      );
      await page.waitForLoadState('load');
      await settle(page);
      const passageOnScreen = await page.evaluate(() => {
        const cell = [...document.querySelectorAll('.ref-md')].find((e) =>
          e.textContent!.startsWith('Emitted when the button loses'),
        );
        const r = cell!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      expect(passageOnScreen).toBe(true);
      // A link to a heading of the page the reader is on (the table of contents' kind), from the top.
      await page.goto(`${baseUrl()}/docs/api/button`);
      await follow(page, '#events');
      const inPage = await settledTop(page, 'events');
      expect(inPage > 40 && inPage < 120).toBe(true);
      // From another page, through the app.
      await page.goto(`${baseUrl()}/docs/api/badge`);
      await hydrated(page);
      await follow(page, '/docs/api/button#methods');
      await page.waitForURL(`${baseUrl()}/docs/api/button#methods`);
      const fromApp = await settledTop(page, 'methods');
      expect(fromApp > 40 && fromApp < 120).toBe(true);
      await context.close();
    },
  );
});
