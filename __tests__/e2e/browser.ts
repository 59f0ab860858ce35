import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/browser.mjs';

/** The built site under test (a copy of public/, made by global-setup.ts). */
export function siteDir(): string {
  const dir = process.env.E2E_SITE_DIR;
  if (!dir) throw new Error('E2E_SITE_DIR is not set: run through jest (global setup serves the build).');
  return dir;
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest (global setup serves the build).');
  return url;
}

/**
 * One Chromium for the test file (Debian's, with the shared flags of scripts/browser.mjs):
 * launched before its tests, closed after them. Call at the top level of a test file.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running: call useBrowser() at the top level of the test file');
    return browser;
  };
}

/** What a page said and fetched (workers too), to explain a wait that timed out. */
const traces = new WeakMap<Page, string[]>();

/** A page that records console errors and failed requests, to assert on later. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  recordTrace(page);
  return { page, errors };
}

/** Keeps what `page` says and fetches from now on, for waitForVisible's error. */
export function recordTrace(page: Page): void {
  const trace: string[] = [];
  traces.set(page, trace);
  const started = Date.now();
  const note = (line: string) => trace.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
  page.on('console', (msg) => note(`console.${msg.type()}: ${msg.text().slice(0, 300)}`));
  page.on('pageerror', (err) => note(`pageerror: ${err.message}`));
  page.on('worker', (worker) => note(`worker started: ${worker.url()}`));
  page.on('requestfailed', (r) => note(`request failed: ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  page.on('response', (r) => note(`${r.status()} ${r.url()}`));
  page.on('crash', () => note('the page crashed'));
}

/**
 * Waits for `selector` to be visible; if it never is, the error tells what the page did
 * meanwhile (console, responses, workers, its <html> attributes and the text of its main).
 */
export async function waitForVisible(page: Page, selector: string, timeout = 30000): Promise<void> {
  try {
    await page.waitForSelector(selector, { timeout });
  } catch (error) {
    const state = await page
      .evaluate(() => {
        const html = document.documentElement;
        const attrs = Array.from(html.attributes, (a) => `${a.name}="${a.value}"`).join(' ');
        const main = document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').slice(0, 400) ?? '';
        return `<html ${attrs}>\nmain: ${main}`;
      })
      .catch((e: Error) => `(page state unreadable: ${e.message})`);
    const trace = (traces.get(page) ?? ['(page not opened with openPage: no trace)']).slice(-80).join('\n');
    throw new Error(`${(error as Error).message}\n${state}\n${trace}`);
  }
}

/**
 * Scrolls the first element matching `selector` into view and waits until it is drawn: a block
 * that waits for the viewport (content-visibility, src/styles/content.css) is drawn a frame or
 * two after it comes near, and until then its rendered text (`innerText`) is empty.
 */
export async function scrollUntilDrawn(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (s) => document.querySelector(s)!.checkVisibility({ contentVisibilityAuto: true }),
    selector,
  );
}

/**
 * The app (client-side navigation) is hydrated: it waits for the reader's intent to follow a
 * link (src/browser/app/state.ts), so this points at an internal link and waits until Gatsby's
 * root is hydrated. Controls never need it: they work from the page's inline script.
 */
export async function hydrated(page: Page): Promise<void> {
  if (await page.evaluate(() => document.documentElement.dataset.app === 'ready')) return;
  await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/docs/"]:not([href$=".md"])')].find(
      (a) => a.pathname !== window.location.pathname,
    );
    link?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

const AXE = require.resolve('axe-core');

/** axe-core's violations on the page as it is now, each with up to three of its nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
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
}
