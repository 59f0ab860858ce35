// Draws the PNG icons from static/img/favicon.svg with Chromium (scripts/browser.mjs):
// static/img/favicon.png (32×32, transparent) for browser tabs and
// static/img/apple-touch-icon.png (180×180, on white) for a phone's home screen.
// Run after changing the SVG: node scripts/favicons.mjs
// The site links PNGs rather than the SVG because the browser builds an SVG image as a separate
// document, which costs main-thread time while the page loads.
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import { launchBrowser } from './browser.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const svg = fs.readFileSync(path.join(root, 'static/img/favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'favicon.png', size: 32, inset: 0, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, inset: 30, background: '#ffffff' },
];

const browser = await launchBrowser();
for (const { file, size, inset, background } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const inner = size - 2 * inset;
  await page.setContent(
    `<html><body style="margin:0;background:${background}">` +
      `<img src="${dataUrl}" width="${inner}" height="${inner}" style="display:block;margin:${inset}px">` +
      '</body></html>',
  );
  await page.waitForFunction(() => document.images[0].complete);
  await page.screenshot({ path: path.join(root, 'static/img', file), omitBackground: background === 'transparent' });
  await page.close();
  console.log(`static/img/${file}: ${size}×${size}`);
}
await browser.close();
