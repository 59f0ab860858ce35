// The archived-version notice: on every v7 page (English and Japanese), in the server's HTML,
// linking to the same page in v8 or to the v8 home; readable in both colour modes; never on v8.
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from './browser';

jest.setTimeout(60000);
const browser = useBrowser();

interface Notice {
  role: string | null;
  text: string;
  href: string | null;
  underline: string;
  /** Contrast ratios of the text and the link on the notice's background. */
  text_ratio: number;
  link_ratio: number;
}

/** The notice as the page shows it, with its colours' contrast computed from computed styles. */
function readNotice(page: Page): Promise<Notice | null> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('.archived-banner');
    if (!box) return null;
    const link = box.querySelector('a')!;
    const rgb = (css: string) =>
      css
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const lum = (css: string) => {
      const [r, g, b] = rgb(css).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return Math.round(((x + 0.05) / (y + 0.05)) * 100) / 100;
    };
    const bg = getComputedStyle(box).backgroundColor;
    return {
      role: box.getAttribute('role'),
      text: box.textContent ?? '',
      href: link.getAttribute('href'),
      underline: getComputedStyle(link).textDecorationLine,
      text_ratio: ratio(getComputedStyle(box).color, bg),
      link_ratio: ratio(getComputedStyle(link).color, bg),
    };
  });
}

async function noticeOn(path: string, theme: 'light' | 'dark', javaScriptEnabled = true): Promise<Notice | null> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const { page, errors } = await openPage(context);
  await page.goto(`${baseUrl()}${path}`);
  // Without scripts the theme is not applied; the page is as the server sent it.
  if (javaScriptEnabled) expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  const notice = await readNotice(page);
  expect(errors).toEqual([]);
  await context.close();
  return notice;
}

/** Whether the text and the link meet WCAG AA for normal text (4.5:1). */
const readable = (n: Notice | null) => [n!.text_ratio >= 4.5, n!.link_ratio >= 4.5];

describe('the archived-version notice', () => {
  it('is in the server HTML of a v7 page, linking to the same page in v8', async () => {
    expect(await noticeOn('/docs/v7/intro/environment', 'light', false)).toMatchObject({
      role: 'note',
      text: expect.stringContaining('Ionic 7, which is no longer actively maintained'),
      href: '/docs/intro/environment',
      underline: 'underline',
    });
  });

  it.each(['light', 'dark'] as const)('is readable in %s mode, its link underlined', async (theme) => {
    const en = await noticeOn('/docs/v7/intro/environment', theme);
    expect(en).toMatchObject({ underline: 'underline' });
    expect(readable(en)).toEqual([true, true]);
    expect(readable(await noticeOn('/docs/ja/v7/theming/dark-mode', theme))).toEqual([true, true]);
  });

  it('speaks Japanese on a Japanese v7 page and stays in Japanese', async () => {
    const notice = await noticeOn('/docs/ja/v7/intro/environment', 'light', false);
    expect(notice).toMatchObject({ role: 'note', href: '/docs/ja/intro/environment' });
    expect(notice!.text).toContain('Ionic 7 のドキュメントです');
    expect(notice!.text).toContain('このページの Ionic 8 版を読む');
  });

  it('leads to the v8 home from a v7 page that v8 does not have', async () => {
    const en = await noticeOn('/docs/v7/test/v7-only', 'light', false);
    expect(en).toMatchObject({ href: '/docs/', text: expect.stringContaining('no counterpart in Ionic 8') });
    expect(await noticeOn('/docs/ja/v7/test/v7-only', 'light', false)).toMatchObject({ href: '/docs/ja/' });
  });

  it('is on the v7 search page, leading to the v8 search page', async () => {
    expect(await noticeOn('/docs/v7/search', 'light', false)).toMatchObject({ role: 'note', href: '/docs/search' });
  });

  it('is not on v8 pages', async () => {
    for (const path of ['/docs/intro/environment', '/docs/ja/intro/environment', '/docs/', '/docs/search'])
      expect([path, await noticeOn(path, 'light', false)]).toEqual([path, null]);
  });
});
