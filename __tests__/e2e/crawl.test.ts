// Crawls every HTML page of the production build: each internal link must reach a page
// (or file) of the site, and each #anchor an element id on that page.
import fs from 'fs';
import path from 'path';
import { extractLinksAndIds, resolveHref } from '../../src/lib/crawl';
import { listFiles } from '../../src/node/files';
import { baseUrl, hydrated, useBrowser, siteDir } from './browser';

const PUBLIC = siteDir();

function pagePathOf(file: string): string {
  const rel = path.relative(PUBLIC, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/docs/';
  if (rel.endsWith('/index.html')) return `/docs/${rel.slice(0, -'/index.html'.length)}`;
  return `/docs/${rel.replace(/\.html$/, '')}`;
}

describe('link crawl', () => {
  const files = listFiles(PUBLIC, '.html').filter((f) => !f.includes(`${path.sep}_gatsby${path.sep}`));
  const pages = new Map<string, Set<string>>();
  const links: { from: string; href: string }[] = [];
  const duplicates: string[] = [];
  for (const file of files) {
    const { hrefs, ids, duplicateIds } = extractLinksAndIds(fs.readFileSync(file, 'utf8'));
    const pagePath = pagePathOf(file);
    if (duplicateIds.length) duplicates.push(`${pagePath}: ${duplicateIds.join(', ')}`);
    pages.set(pagePath.replace(/\/$/, '') || '/docs', ids);
    for (const href of hrefs) links.push({ from: pagePath, href });
  }

  it('crawls every docs page: both versions, both languages, the generated reference pages', () => {
    for (const page of [
      '/docs',
      '/docs/ja',
      '/docs/v7',
      '/docs/ja/v7',
      '/docs/api/button',
      '/docs/ja/v7/api/modal',
      '/docs/cli/commands/start',
      '/docs/native/camera',
    ]) {
      expect([page, pages.has(page)]).toEqual([page, true]);
    }
    expect(pages.size).toBeGreaterThan(1200);
  });

  it('gives no id to two elements of a page (an anchor must land on one place)', () => {
    expect(duplicates).toEqual([]);
  });

  it('has no broken internal link or anchor', () => {
    const broken: string[] = [];
    for (const { from, href } of links) {
      const target = resolveHref(href, from);
      if (!target) continue;
      if (!target.path.startsWith('/docs')) {
        broken.push(`${from} → ${href} (outside /docs)`);
        continue;
      }
      const key = target.path.replace(/\/$/, '') || '/docs';
      const ids = pages.get(key);
      if (!ids) {
        const asFile = path.join(PUBLIC, target.path.slice('/docs'.length));
        if (!(fs.existsSync(asFile) && fs.statSync(asFile).isFile())) broken.push(`${from} → ${href} (no such page)`);
        continue;
      }
      if (target.hash && !ids.has(target.hash)) broken.push(`${from} → ${href} (no #${target.hash} on that page)`);
    }
    expect(broken).toEqual([]);
  });
});

describe('console', () => {
  jest.setTimeout(120000);
  const browser = useBrowser();
  it('representative pages load without console errors', async () => {
    const context = await browser().newContext();
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && errors.push(`${page.url()}: ${msg.text()}`));
    page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
    for (const p of [
      '/docs/',
      '/docs/intro/environment',
      '/docs/updating/8-0',
      '/docs/test/page1',
      '/docs/test/page2',
      '/docs/v7/',
      '/docs/ja/',
      '/docs/ja/intro/cli',
    ]) {
      await page.goto(`${baseUrl()}${p}`);
      await hydrated(page);
    }
    await context.close();
    expect(errors).toEqual([]);
  });
});
