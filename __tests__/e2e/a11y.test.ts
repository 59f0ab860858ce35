// axe-core on the seven pages the performance budget names, in both colour modes, at phone
// and desktop widths: no violations.
import { baseUrl, hydrated, openPage, useBrowser } from './browser';

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
const AXE = require.resolve('axe-core');

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
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                ctx: Document,
                opts: object,
              ): Promise<{ violations: { id: string; nodes: { html: string; failureSummary?: string }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .slice(0, 3)
              .map((n) => `${n.html.slice(0, 100)} (${(n.failureSummary ?? '').split('\n')[1]?.trim()})`)
              .join(' | ')}`,
        );
      });
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
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(ctx: Document, opts: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`);
    });
    expect({ theme, violations, errors }).toEqual({ theme, violations: [], errors: [] });
    await context.close();
  });
});
