// A smoke subset of the browser tests against `gatsby develop`, where Gatsby renders pages in
// the browser (no server HTML): the same inline script, app and islands must work there too.
// Navigation, tabs, colour mode and search. Starts its own development server.
import { spawn, type ChildProcess } from 'child_process';
import net from 'net';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/browser.mjs';
import { recordTrace, waitForVisible } from '../e2e/browser';

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../..');
let server: ChildProcess | null = null;
let origin = '';
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    path.join(ROOT, 'node_modules/.bin/gatsby'),
    ['develop', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: ROOT,
      // Not jest's NODE_ENV=test: Gatsby reads it to pick its babel configuration.
      env: { ...process.env, NODE_ENV: 'development', CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 280_000;
  while (!(await answers(`${origin}/intro/environment`))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`gatsby develop did not answer:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  recordTrace(page);
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    // React's development warnings and Gatsby's development notices are not the site's errors;
    // a failed request is reported with its address by the listener above.
    if (m.type() === 'error' && !/^Warning: |Download the React DevTools|Failed to load resource/.test(m.text()))
      errors.push(m.text());
  });
  await page.goto(`${origin}${path}`);
  await page.waitForSelector('main h1');
  return { page, errors };
}

describe('gatsby develop', () => {
  it('navigates by sidebar link without a full reload', async () => {
    const { page, errors } = await open('/intro/environment');
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
    await page.click('.doc-layout__sidebar a[href="/docs/intro/cli"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('CLI'));
    expect(new URL(page.url()).pathname).toBe('/intro/cli');
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches framework tabs, remembers the choice and shows it on the next page', async () => {
    const { page, errors } = await open('/developing/config');
    await page.click('.tabs[data-group="framework"] [role=tab][data-value="vue"]');
    expect(await page.evaluate(() => localStorage.getItem('tabs-choice-framework'))).toBe('vue');
    await page.goto(`${origin}/developing/hardware-back-button`);
    await page.waitForSelector('.tabs[data-group="framework"]');
    await page.waitForFunction(
      () =>
        document
          .querySelector('.tabs[data-group="framework"] [role=tab][aria-selected="true"]')
          ?.getAttribute('data-value') === 'vue',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches the colour mode and keeps it on reload', async () => {
    const { page, errors } = await open('/intro/cli');
    await page.click('.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the search modal with Ctrl+K and finds a component', async () => {
    const { page, errors } = await open('/intro/cli');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    await page.fill('.DocSearch-Input', 'datetime');
    await waitForVisible(page, '.DocSearch-Hit a');
    expect(await page.getAttribute('.DocSearch-Hit a >> nth=0', 'href')).toBe('/docs/api/datetime');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
