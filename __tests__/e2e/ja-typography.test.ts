// Japanese typography on a phone: nothing upper-cased, strict line breaking, and tables whose
// columns keep room for at least four characters, about as tall as the English page's.
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from './browser';

jest.setTimeout(60000);
const browser = useBrowser();

async function at390(path: string, read: (page: Page) => Promise<unknown>): Promise<unknown> {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
  const { page } = await openPage(context);
  await page.goto(`${baseUrl()}${path}`);
  const result = await read(page);
  await context.close();
  return result;
}

/** The tables' total height and their narrowest cell's content width, in characters (em). */
const tables = (page: Page) =>
  page.evaluate(() => {
    let narrowest = Infinity;
    let height = 0;
    for (const table of document.querySelectorAll<HTMLTableElement>('.markdown table')) {
      height += table.getBoundingClientRect().height;
      const em = parseFloat(getComputedStyle(table).fontSize);
      for (const cell of table.querySelectorAll<HTMLElement>('th, td')) {
        const style = getComputedStyle(cell);
        const content =
          cell.getBoundingClientRect().width -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          parseFloat(style.borderLeftWidth);
        narrowest = Math.min(narrowest, content / em);
      }
    }
    return { height: Math.round(height), narrowest: Math.round(narrowest * 10) / 10 };
  });

describe('Japanese pages at 390 px', () => {
  it('upper-case nothing and break lines by the strict rule', async () => {
    const found = await at390('/docs/ja/react/build-options', (page) =>
      page.evaluate(() => ({
        uppercase: [...document.querySelectorAll('*')]
          .filter((el) => getComputedStyle(el).textTransform === 'uppercase')
          .map((el) => el.className),
        lineBreak: getComputedStyle(document.querySelector('article')!).lineBreak,
      })),
    );
    expect(found).toEqual({ uppercase: [], lineBreak: 'strict' });
  });

  it('keep every table column at least four characters wide and the tables about as tall as in English', async () => {
    const ja = (await at390('/docs/ja/theming/dark-mode', tables)) as { height: number; narrowest: number };
    const en = (await at390('/docs/theming/dark-mode', tables)) as { height: number; narrowest: number };
    expect(ja.narrowest).toBeGreaterThanOrEqual(4);
    expect(ja.height / en.height).toBeLessThanOrEqual(1.3);
  });

  it('keep a short code token on one line', async () => {
    const split = await at390('/docs/ja/intro/cli', (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('.markdown :not(pre) > code.code-nobreak')]
          .filter((code) => code.getClientRects().length > 1)
          .map((code) => code.textContent),
      ),
    );
    expect(split).toEqual([]);
  });
});
