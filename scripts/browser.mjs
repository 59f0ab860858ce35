// Shared Chromium launcher: Debian's /usr/bin/chromium (or CHROME_PATH), never a download.
import { chromium } from 'playwright-core';

export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: CHROME_ARGS });
}
