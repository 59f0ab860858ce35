// axe-core on the seven pages the performance budget names, in both colour modes, at phone
// and desktop widths: no violations.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslationNote } from '../../src/components/TranslationNote';
import { wrapPage } from '../../src/providers/wrap';
import { axeViolations, baseUrl, hydrated, openPage, useBrowser } from './browser';

jest.setTimeout(120000);
const browser = useBrowser();

const PAGES = [
  '/docs/',
  '/docs/intro/environment',
  '/docs/api/button',
  '/docs/theming/dark-mode',
  '/docs/react/your-first-app',
  '/docs/native/camera',
  '/docs/ja/intro/environment',
];

describe.each(['light', 'dark'])('axe in %s mode', (theme) => {
  it.each(PAGES)('%s has no violations', async (path) => {
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 900 },
    ]) {
      const context = await browser().newContext({ viewport });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const { page } = await openPage(context);
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
      const violations = await axeViolations(page);
      expect({ path, theme, width: viewport.width, violations }).toEqual({
        path,
        theme,
        width: viewport.width,
        violations: [],
      });
      await context.close();
    }
  });
});

describe('the note on a stale translation', () => {
  // No page is stale while the translations are current, so the note is rendered by its
  // component and put in a real Japanese page: editing an English page must never be what
  // first shows it to axe.
  it.each(['light', 'dark'])('passes axe in %s mode', async (theme) => {
    const note = renderToStaticMarkup(
      wrapPage(
        React.createElement(TranslationNote, {
          model: { translated: true, stale: true, englishHref: '/docs/intro/environment' },
        }),
        'ja',
      ),
    );
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/ja/intro/environment`);
    await page.evaluate((html) => document.querySelector('.breadcrumbs')?.insertAdjacentHTML('afterend', html), note);
    expect(await page.locator('.untranslated-note--stale a').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

// The colour generator draws text on the colours it generates (swatches, preview): every pair
// must stay readable, in both colour modes. Its island is hydrated first (it hydrates once near
// the viewport), so axe checks what the reader uses, not only the server's HTML.
describe.each(['light', 'dark'])('the colour generator in %s mode', (theme) => {
  it('has no violations', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/theming/color-generator`);
    const island = page.locator('[data-island="ColorGenerator"]');
    await island.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="ColorGenerator"][data-island-state="ready"]');
    expect(await island.locator('.color-gen__swatch').count()).toBe(36);
    const violations = await axeViolations(page);
    expect({ theme, violations, errors }).toEqual({ theme, violations: [], errors: [] });
    await context.close();
  });
});
