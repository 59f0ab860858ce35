#!/usr/bin/env node
// Takes review screenshots of a running build (light, dark, phone width, Japanese).
// Usage: node scripts/screenshots.mjs http://127.0.0.1:9000 out-dir path [path...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.mjs';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || !paths.length) {
  console.error('usage: node scripts/screenshots.mjs <base-url> <out-dir> <path> [path...]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const fullPage = process.env.FULL === '1';
const browser = await launchBrowser();
const variants = [
  { name: 'light', viewport: { width: 1366, height: 900 }, theme: 'light' },
  { name: 'dark', viewport: { width: 1366, height: 900 }, theme: 'dark' },
  { name: 'phone', viewport: { width: 390, height: 844 }, theme: 'light' },
];
for (const path of paths) {
  for (const v of variants) {
    const context = await browser.newContext({ viewport: v.viewport, deviceScaleFactor: 1 });
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), v.theme);
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const file = join(outDir, `${path.replace(/[^a-z0-9]+/gi, '_')}-${v.name}.png`);
    // A full-page capture does not scroll, so blocks that wait for the viewport
    // (content-visibility: auto on phones) would come out blank: render them all first.
    if (fullPage) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: file, fullPage });
    console.log(file);
    await context.close();
  }
}
await browser.close();
