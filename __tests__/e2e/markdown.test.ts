// "Copy page" puts the page's Markdown on the clipboard with a visible confirmation; "View as
// Markdown" opens the twin; the build has the twins, llms.txt, llms-full.txt and the sitemap.
import fs from 'fs';
import path from 'path';
import { baseUrl, hydrated, openPage, useBrowser, siteDir } from './browser';

jest.setTimeout(120000);
const browser = useBrowser();

const PUBLIC = siteDir();

describe('Copy page', () => {
  it.each([
    ['/docs/intro/environment', 'Copy page', 'Copied', '# '],
    ['/docs/ja/intro/environment', 'ページをコピー', 'コピーしました', 'language: ja'],
  ])('on %s copies the Markdown twin from the keyboard and says so', async (pagePath, label, done, expected) => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}${pagePath}`);
    await hydrated(page);
    const button = page.locator('.copy-page__button');
    expect((await button.innerText()).trim()).toBe(label);
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => document.querySelector('.copy-page__button')?.textContent?.trim() === t, done);
    expect((await page.locator('#copy-page-status').innerText()).length).toBeGreaterThan(0);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(`${baseUrl()}${pagePath}.md`)).text();
    expect(clip).toBe(twin);
    expect(clip).toContain(expected);
    expect(clip).toContain(`canonical: https://ionicframework.com${pagePath}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links to the twin, served as Markdown', async () => {
    const context = await browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/docs/api/button`);
    const href = await page.locator('.copy-page__view').getAttribute('href');
    expect(href).toBe('/docs/api/button.md');
    const res = await page.request.get(`${baseUrl()}${href}`);
    expect(res.headers()['content-type']).toContain('text/markdown');
    const md = await res.text();
    // generated sections become Markdown tables
    expect(md).toMatch(/## Properties\n[\s\S]*\| Name +\| Description/);
    await context.close();
  });
});

describe('files for tools and search engines', () => {
  it('has a twin for written, generated, Japanese and v7 pages', () => {
    for (const f of [
      'index.md',
      'intro/environment.md',
      'api/button.md',
      'cli/commands/build.md',
      'native/camera.md',
      'ja/intro/environment.md',
      'v7/api/button.md',
      'ja/index.md',
    ]) {
      expect(fs.existsSync(path.join(PUBLIC, f))).toBe(true);
    }
  });

  it('llms.txt links current English twins by section; llms-full.txt holds them', () => {
    const txt = fs.readFileSync(path.join(PUBLIC, 'llms.txt'), 'utf8');
    for (const s of ['## Getting Started', '## Frameworks', '## Components', '## CLI', '## Native', '## Theming'])
      expect(txt).toContain(`\n${s}\n`);
    expect(txt).toContain('(https://ionicframework.com/docs/intro/environment.md): ');
    expect(txt).not.toMatch(/\]\(https:\/\/ionicframework\.com\/docs\/(ja|v7)\/|test\/page1/);
    const links = [...txt.matchAll(/\]\(https:\/\/ionicframework\.com\/docs\/([^)]+\.md)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(300);
    for (const l of links) expect(fs.existsSync(path.join(PUBLIC, l))).toBe(true);
    const full = fs.readFileSync(path.join(PUBLIC, 'llms-full.txt'), 'utf8');
    expect(full).toContain('Source: https://ionicframework.com/docs/intro/environment');
  });

  it('the sitemap lists both versions and languages with hreflang, without test pages', () => {
    const index = fs.readFileSync(path.join(PUBLIC, 'sitemap-index.xml'), 'utf8');
    expect(index).toContain('https://ionicframework.com/docs/sitemap-0.xml');
    const map = fs.readFileSync(path.join(PUBLIC, 'sitemap-0.xml'), 'utf8');
    for (const u of [
      '/docs/intro/environment',
      '/docs/ja/intro/environment',
      '/docs/v7/api/button',
      '/docs/ja/v7/api/button',
    ])
      expect(map).toContain(`<loc>https://ionicframework.com${u}</loc>`);
    expect(map).toContain('hreflang="ja" href="https://ionicframework.com/docs/ja/intro/environment"');
    expect(map).not.toContain('/test/page1');
  });
});
