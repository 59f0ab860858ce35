// Shared Chromium launcher: Debian's /usr/bin/chromium (or CHROME_PATH), never a download.
// The one list of Chromium flags: scripts, Lighthouse and the browser tests use it.
import { chromium } from 'playwright-core';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function chromePath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function launchBrowser() {
  return chromium.launch({ executablePath: chromePath(), headless: true, args: CHROME_ARGS });
}
