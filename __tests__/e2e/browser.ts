import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest (global setup serves the build).');
  return url;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: CHROME_ARGS });
}

/** A page that records console errors and failed requests, to assert on later. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}

/** Waits until React has hydrated (the colour toggle is enabled only after mount). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
}
