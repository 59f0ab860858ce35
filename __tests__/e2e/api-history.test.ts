// The API history on component pages (issue #33), in Chromium against the production build:
// "My Ionic version" dims what the chosen release lacks, is remembered from page to page and
// is applied before the first paint; axe passes with rows dimmed; the twins carry the marks.
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { axeViolations, baseUrl, openPage, scrollUntilDrawn, useBrowser } from './browser';

jest.setTimeout(120000);
const browser = useBrowser();
const PUBLIC = path.resolve(__dirname, '../../public');

/**
 * Every API row or method that says which releases lack it, by anchor: whether it looks
 * dimmed (a background of its own) and whether it should at `release` (its data-absent lists it).
 */
async function rows(page: Page, release: string): Promise<{ id: string; dimmed: boolean; expected: boolean }[]> {
  return page.evaluate(
    (r) =>
      [...document.querySelectorAll<HTMLElement>('tr[data-absent], .ref-method[data-absent]')].map((el) => ({
        id: el.id || (el.querySelector('h3')?.id ?? ''),
        dimmed: getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)',
        expected: (el.dataset.absent ?? '').split(' ').includes(r),
      })),
    release,
  );
}

const rowDimmed = (page: Page, id: string) =>
  page.evaluate((i) => getComputedStyle(document.getElementById(i)!).backgroundColor !== 'rgba(0, 0, 0, 0)', id);

async function fresh(pagePath: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const opened = await openPage(context);
  await opened.page.goto(`${baseUrl()}${pagePath}`);
  return opened;
}

describe('My Ionic version', () => {
  it('on /docs/api/input dims what a release lacks, and the choice follows the reader to other pages', async () => {
    const { page, errors } = await fresh('/docs/api/input');
    const select = page.locator('#ionic-version');
    expect(await select.inputValue()).toBe('');
    expect((await rows(page, 'none')).some((r) => r.dimmed)).toBe(false);

    // clearInputIcon arrived in 8.1; nothing else on ion-input 8.8.7 is newer than 8.0. The
    // badge as the reader sees it: the API tables are drawn only near the viewport.
    const since = '#property-clearInputIcon .ref-badge--since [aria-hidden]';
    await scrollUntilDrawn(page, since);
    expect(await page.locator(since).innerText()).toBe('8.1+');
    await select.selectOption('8.2');
    expect(await page.evaluate(() => document.documentElement.dataset.ionicVersion)).toBe('8.2');
    expect(await page.evaluate(() => localStorage.getItem('ionic-version'))).toBe('8.2');
    for (const r of await rows(page, '8.2')) expect(r).toEqual({ ...r, dimmed: r.expected });
    expect(await rowDimmed(page, 'property-clearInputIcon')).toBe(false);
    await select.selectOption('8.0');
    expect(await rowDimmed(page, 'property-clearInputIcon')).toBe(true);
    await select.selectOption('8.2');

    // Another component page, loaded afresh: the control shows 8.2 and what 8.2 lacks is dimmed.
    for (const [next, lacking] of [
      ['/docs/api/select', 'property-errorText'], // 8.5
      ['/docs/api/datetime', 'part-wheel'], // 8.8
      ['/docs/api/app', 'method-setFocus'], // 8.3.2
    ]) {
      await page.goto(`${baseUrl()}${next}`);
      expect(await page.locator('#ionic-version').inputValue()).toBe('8.2');
      const found = await rows(page, '8.2');
      expect(found.length).toBeGreaterThan(0);
      for (const r of found) expect(r).toEqual({ ...r, dimmed: r.expected });
      expect(found.find((r) => r.id === lacking)).toMatchObject({ dimmed: true });
    }
    // An API every Ionic 8 release has (formatOptions arrived in 7.8) carries no mark.
    await page.goto(`${baseUrl()}/docs/api/datetime`);
    expect(await page.locator('#property-formatOptions').getAttribute('data-absent')).toBeNull();
    expect(await page.locator('#property-formatOptions .ref-badge').count()).toBe(0);

    // A component newer than the chosen release says so at the top; "latest" takes it away.
    await page.goto(`${baseUrl()}/docs/api/input-otp`);
    const notice = page.locator('.ref-history__absent');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('ion-input-otp');
    await page.locator('#ionic-version').selectOption('');
    expect(await notice.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('ionic-version'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is applied before the first paint', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      localStorage.setItem('ionic-version', '8.0');
      // When the parser inserts the row: is the release already on <html>? In the first
      // animation frame that has the row (frames run their callbacks before they paint): is
      // the row drawn dimmed? No input happens before either.
      const seen: Record<string, string> = {};
      (window as unknown as { __seen: Record<string, string> }).__seen = seen;
      const row = () => document.getElementById('property-clearInputIcon');
      const observer = new MutationObserver(() => {
        if (!row()) return;
        seen.parsed = document.documentElement.dataset.ionicVersion ?? 'none';
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
      const frame = () => {
        const r = row();
        if (!r) return requestAnimationFrame(frame);
        seen.frame = `${document.documentElement.dataset.ionicVersion} ${getComputedStyle(r).backgroundColor}`;
      };
      requestAnimationFrame(frame);
    });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/api/input`);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, string> }).__seen);
    const dimmedBackground = await page.evaluate(
      () => getComputedStyle(document.getElementById('property-clearInputIcon')!).backgroundColor,
    );
    expect(dimmedBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(seen).toEqual({ parsed: '8.0', frame: `8.0 ${dimmedBackground}` });
    expect(await page.locator('#ionic-version').inputValue()).toBe('8.0');
    await context.close();
  });

  it('is reached and used with the keyboard, with a visible focus ring', async () => {
    const { page } = await fresh('/docs/api/input');
    await page.locator('#ionic-version').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ionic-version');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    expect(await page.evaluate(() => document.querySelector('label[for="ionic-version"]')?.textContent)).toBe(
      'My Ionic version',
    );
    await page.context().close();
  });
});

describe('axe with the history shown', () => {
  it.each([
    ['/docs/api/input', '8.0'],
    ['/docs/api/input-otp', '8.2'],
    ['/docs/api/reorder-group', '8.2'],
    ['/docs/api/datetime', '8.2'],
    ['/docs/ja/api/input', '8.0'],
    ['/docs/v7/api/item', ''],
    ['/docs/v7/api/picker', ''],
  ])('%s (My Ionic version %s) has no violations in either colour mode', async (pagePath, release) => {
    for (const theme of ['light', 'dark'])
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        const context = await browser().newContext({ viewport });
        await context.addInitScript(
          ([t, r]) => {
            localStorage.setItem('theme', t);
            if (r) localStorage.setItem('ionic-version', r);
          },
          [theme, release],
        );
        const { page } = await openPage(context);
        await page.goto(`${baseUrl()}${pagePath}`);
        const violations = await axeViolations(page);
        expect({ pagePath, theme, width: viewport.width, violations }).toEqual({
          pagePath,
          theme,
          width: viewport.width,
          violations: [],
        });
        await context.close();
      }
  });
});

describe('the marks for tools and search', () => {
  const read = (f: string) => fs.readFileSync(path.join(PUBLIC, f), 'utf8');

  it('are in the Markdown twins and llms-full.txt', () => {
    expect(read('api/input.md')).toContain('| `clearInputIcon` (8.1+) |');
    expect(read('api/input-otp.md')).toContain('\nAdded in Ionic 8.6.\n');
    expect(read('api/reorder-group.md')).toContain('| `ionItemReorder` (Deprecated in 8.7) |');
    expect(read('ja/api/input-otp.md')).toContain('Ionic 8.6 で追加されました。');
    const item = read('v7/api/item.md');
    expect(item).toContain('| `fill` (Deprecated in 7.4.2) (Removed in Ionic 8.0) |');
    expect(item).toContain('In Ionic 8: [`ion-item`](https://ionicframework.com/docs/api/item) · [upgrade guide]');
    expect(read('v7/api/progress-bar.md')).toContain(
      '[`--background`](https://ionicframework.com/docs/api/progress-bar#css-property---background)',
    );
    const full = read('llms-full.txt');
    expect(full).toContain('| `clearInputIcon` (8.1+) |');
    expect(full).not.toContain('My Ionic version');
  });

  it('are left out of the search index: marked data-pagefind-ignore in the article', () => {
    const html = read('api/input/index.html');
    const article = html.slice(html.indexOf('data-pagefind-body'));
    expect(article).toMatch(/<span class="ref-badge ref-badge--since" data-pagefind-ignore="">/);
    expect(article).toMatch(/<div class="ref-history" data-pagefind-ignore="">/);
  });
});
