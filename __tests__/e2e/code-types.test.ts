// Types on hover in code samples (issue #42): built into the HTML, shown by CSS on focus and
// hover, hidden by Escape, not copied with the code, and clean for axe in both colour modes.
import { axeViolations, baseUrl, openPage, useBrowser } from './browser';

jest.setTimeout(120000);
const browser = useBrowser();

const PAGES: [string, RegExp, RegExp][] = [
  [
    '/docs/react/your-first-app/taking-photos',
    /^getPhoto$/,
    /^\(method\) CameraPlugin\.getPhoto\(options: ImageOptions\)/,
  ],
  ['/docs/react/navigation', /^useIonRouter$/, /useIonRouter\(\): UseIonRouterResult/],
  ['/docs/api/modal', /^createAnimation$/, /createAnimation.*\(animationId\?: string\).*Animation/],
];

describe.each(['light', 'dark'])('in %s mode', (theme) => {
  it.each(PAGES)('%s shows the type of an Ionic or Capacitor API on focus', async (path, name, type) => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}${path}`);
    const target = page.locator('.ty').filter({ hasText: name }).first();
    await target.scrollIntoViewIfNeeded();
    const tip = target.locator('[role="tooltip"]');
    expect(await tip.isVisible()).toBe(false);
    // Keyboard focus shows it, and it describes the identifier.
    await target.focus();
    expect(await tip.isVisible()).toBe(true);
    expect(await tip.getAttribute('aria-label')).toMatch(type);
    expect(await target.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    const shown = await tip.boundingBox();
    expect(shown && shown.width > 200 && shown.height > 10).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Escape hides it without moving focus.
    await page.keyboard.press('Escape');
    expect(await tip.isVisible()).toBe(false);
    expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
    // The code the copy button takes is the code alone.
    const code = await target.evaluate((el) => el.closest('code')!.textContent ?? '');
    expect(code).not.toContain('(method)');
    expect(code).not.toContain('(alias)');
    expect(errors).toEqual([]);
    await context.close();
  });
});

it('shows a type on a tap on a touch screen', async () => {
  const context = await browser().newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const { page, errors } = await openPage(context);
  await page.goto(`${baseUrl()}/docs/react/your-first-app/taking-photos`);
  const target = page
    .locator('.ty')
    .filter({ hasText: /^getPhoto$/ })
    .first();
  await target.scrollIntoViewIfNeeded();
  await target.tap();
  const tip = target.locator('[role="tooltip"]');
  expect(await tip.isVisible()).toBe(true);
  // It stays within the screen's width.
  const box = (await tip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(412);
  expect(errors).toEqual([]);
  await context.close();
});
