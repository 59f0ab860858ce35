// Live playgrounds on component pages: the demo runs Ionic's own components from the site's
// files, the iOS/MD switch changes the platform look, dark mode applies (chosen, or following
// the site), keyboard focus goes into the frame and out again, and nothing is requested from
// another origin.
import type { Frame, Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from './browser';
import { loadPlaygrounds } from '../../src/node/playgrounds/load';

jest.setTimeout(120000);
const browser = useBrowser();

async function demoFrame(page: Page, url: RegExp): Promise<Frame> {
  // Listening first: the frame may navigate while the figure scrolls into view.
  const navigated = page.waitForEvent('framenavigated', { predicate: (f) => url.test(f.url()), timeout: 10000 });
  navigated.catch(() => undefined);
  await page.locator('figure.playground').first().scrollIntoViewIfNeeded();
  // Demos wait for the reader's first activity (a frame already in view gets no scroll event).
  await page.mouse.move(10, 10);
  const frame =
    page.frames().find((f) => url.test(f.url())) ??
    (await navigated.catch(() => {
      throw new Error(
        `no demo frame matching ${url}; frames: ${page
          .frames()
          .map((f) => f.url())
          .join(', ')}`,
      );
    }));
  await frame.waitForSelector('ion-button.hydrated, ion-app.hydrated', { timeout: 15000 });
  return frame;
}

async function open(path: string, theme?: 'dark') {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  if (theme) await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const foreign: string[] = [];
  context.on('request', (r) => {
    if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  const { page, errors } = await openPage(context);
  await page.goto(`${baseUrl()}${path}`);
  // The reader's first activity starts the app, which hydrates the demos' islands near the viewport.
  await page.mouse.move(5, 5);
  await page.waitForSelector('[data-island="PlaygroundDemo"][data-island-state="ready"]', { state: 'attached' });
  return { context, page, errors, foreign };
}

describe('playground on /docs/api/button', () => {
  it('renders upgraded Ionic components in iOS, switches to MD and to dark, with no other origin', async () => {
    const { context, page, errors, foreign } = await open('/docs/api/button');
    const figure = page.locator('figure.playground[data-playground="button/basic"]');
    let frame = await demoFrame(page, /\/docs\/usage\/v8\/button\/basic\/\?mode=ios/);
    expect(await figure.locator('iframe').getAttribute('title')).toMatch(/ion-button/);
    expect(
      await frame.evaluate(() => [
        document.documentElement.getAttribute('mode'),
        document.querySelector('ion-button')?.classList.contains('ios'),
      ]),
    ).toEqual(['ios', true]);
    expect(
      await frame.evaluate(() => !!document.querySelector('ion-button')?.shadowRoot?.querySelector('button')),
    ).toBe(true);

    await figure.locator('[data-mode="md"]').click();
    expect(await figure.locator('[data-mode="md"]').getAttribute('aria-pressed')).toBe('true');
    frame = await demoFrame(page, /mode=md/);
    expect(
      await frame.evaluate(() => [
        document.documentElement.getAttribute('mode'),
        document.querySelector('ion-button')?.classList.contains('md'),
      ]),
    ).toEqual(['md', true]);

    await figure.locator('[data-theme="dark"]').click();
    frame = await demoFrame(page, /mode=md&theme=dark/);
    const dark = await frame.evaluate(() => [
      document.documentElement.classList.contains('ion-palette-dark'),
      getComputedStyle(document.querySelector('.demo-content') as Element).backgroundColor,
    ]);
    expect(dark[0]).toBe(true);
    const [r, g, b] = String(dark[1]).match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the site’s dark mode until the reader picks a mode for the demo', async () => {
    const { context, page } = await open('/docs/api/button', 'dark');
    const frame = await demoFrame(page, /\/usage\/v8\/button\/basic\//);
    expect(await frame.evaluate(() => document.documentElement.classList.contains('ion-palette-dark'))).toBe(true);
    expect(await page.locator('figure.playground [data-theme="dark"]').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('lets keyboard focus enter the demo and leave it', async () => {
    const { context, page } = await open('/docs/api/button');
    await demoFrame(page, /\/usage\/v8\/button\/basic\//);
    await page.locator('figure.playground .playground__open').focus();
    await page.keyboard.press('Tab');
    const inFrame = await page.evaluate(() => document.activeElement?.tagName);
    expect(inFrame).toBe('IFRAME');
    let left = false;
    for (let i = 0; i < 12 && !left; i += 1) {
      await page.keyboard.press('Tab');
      left = await page.evaluate(() => document.activeElement?.tagName !== 'IFRAME');
    }
    expect(left).toBe(true);
    await context.close();
  });

  it('sizes content demos to their content', async () => {
    const { context, page } = await open('/docs/api/button');
    const frame = await demoFrame(page, /\/usage\/v8\/button\/basic\//);
    const content = await frame.evaluate(() =>
      Math.ceil((document.querySelector('.demo-content') as Element).getBoundingClientRect().height),
    );
    await page.waitForFunction(
      (h) =>
        Math.abs(
          (document.querySelector('figure.playground iframe') as HTMLElement).getBoundingClientRect().height - h,
        ) <= 4,
      content,
    );
    await context.close();
  });
});

/** A page of the site with every demo request recorded. */
async function openWatchingDemos(path: string, viewport: { width: number; height: number }, { act = true } = {}) {
  const context = await browser().newContext({ viewport });
  const demos: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/docs/usage/')) demos.push(r.url());
  });
  const { page } = await openPage(context);
  await page.goto(`${baseUrl()}${path}`);
  // Any activity counts: the pointer moving over the page.
  if (act) await page.mouse.move(10, 300);
  return { context, page, demos };
}

const demoStarted = (page: Page) =>
  page.waitForFunction(() => !!document.querySelector('figure.playground iframe')?.getAttribute('src'));

describe('loading', () => {
  it('requests nothing for a demo until it comes near the viewport', async () => {
    const { context, page, demos } = await openWatchingDemos('/docs/api/modal', { width: 412, height: 823 });
    await page.waitForLoadState('networkidle');
    // An active reader still loads only the demos near the viewport: modal's is further down.
    await page.mouse.move(10, 10);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(demos).toEqual([]);
    await page.locator('figure.playground').first().scrollIntoViewIfNeeded();
    await demoStarted(page);
    expect(await page.locator('figure.playground iframe').first().getAttribute('src')).toBe(
      '/docs/usage/v8/modal/basic/?mode=ios',
    );
    await context.close();
  });
});

describe('waiting for the reader', () => {
  it('loads a demo in the first screen only when the reader is active, or at once from its button', async () => {
    const { context, page, demos } = await openWatchingDemos(
      '/docs/api/button',
      { width: 1280, height: 900 },
      { act: false },
    );
    await page.waitForLoadState('networkidle');
    // The demo is in view, but a reader who has not touched the page pays nothing for it.
    expect(await page.locator('figure.playground').first().isVisible()).toBe(true);
    expect(demos).toEqual([]);
    // Its button starts it from the keyboard, and focus goes into the demo. Focus on the button
    // starts the app (src/browser/inline/activity.ts), which hydrates the island near the
    // viewport; focus alone is not the activity demos wait for.
    // (Without scrolling: the button is just below the first screen, and a scroll is activity.)
    await page
      .locator('.playground__start')
      .first()
      .evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
    await page.waitForSelector('[data-island="PlaygroundDemo"][data-island-state="ready"]', { state: 'attached' });
    expect(demos).toEqual([]);
    await page.keyboard.press('Enter');
    await demoStarted(page);
    await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME');
    expect(await page.locator('figure.playground iframe').first().getAttribute('src')).toBe(
      '/docs/usage/v8/button/basic/?mode=ios',
    );
    expect(await page.locator('.playground__start').first().isVisible()).toBe(false);
    await page.close();

    // Any activity (here the pointer moving over the page, not the demo) loads the demos near the viewport.
    const second = await context.newPage();
    await second.goto(`${baseUrl()}/docs/api/button`);
    await second.waitForLoadState('networkidle');
    // No frame at all yet: its sized placeholder holds the place.
    expect(await second.locator('figure.playground iframe').count()).toBe(0);
    expect(await second.locator('figure.playground div.playground__frame').count()).toBeGreaterThan(0);
    await second.mouse.move(20, 300);
    await demoStarted(second);
    await context.close();
  });
});

describe('v7 pages', () => {
  const shared = [...(loadPlaygrounds(process.cwd()).examples.get('v7')?.values() ?? [])];
  const example = shared[0];
  (example ? it : it.skip)('run the shared examples on Ionic 7', async () => {
    const { context, page, foreign } = await open(`/docs/v7/api/${example.component}`);
    const frame = await demoFrame(page, new RegExp(`/docs/usage/v7/${example.id}/`));
    const scripts = await frame.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    );
    expect(scripts).toContain('/docs/usage/assets/v7/ionic/ionic.esm.js');
    expect(await frame.evaluate(() => document.querySelectorAll('.hydrated').length)).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
