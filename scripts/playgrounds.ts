// npm run playgrounds:check [-- <filter>] [-- --shots <dir>]
// Checks the playground examples without a site build: parses them, checks their ion-* names
// against each version's component metadata, writes their demo pages with Ionic's assets to a
// temporary folder, serves it, and opens every demo in Chromium in iOS and MD: each ion-*
// element must be upgraded (Stencil's "hydrated" class), with no script error, no failed
// request and no request to another origin. --shots saves a PNG of each demo per mode.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeFiles } from '../src/node/assets';
import { formatProblems } from '../src/node/content/problems';
import { checkAllExamples, componentMetaByVersion } from '../src/node/playgrounds/check';
import { demoPath, playgroundFiles } from '../src/node/playgrounds/demo';
import { loadPlaygrounds } from '../src/node/playgrounds/load';
import { PATH_PREFIX } from '../src/lib/routes';

const root = process.cwd();
const args = process.argv.slice(2).filter((a) => a !== 'check');
const shotsAt = args.indexOf('--shots');
const shots = shotsAt >= 0 ? path.resolve(args.splice(shotsAt, 2)[1]) : null;
const filter = args[0] ?? '';

async function main(): Promise<number> {
  const { examples, problems } = loadPlaygrounds(root);
  if (problems.length) {
    console.error(formatProblems(problems));
    return 1;
  }
  const meta = componentMetaByVersion();
  for (const byId of examples.values()) for (const id of [...byId.keys()]) if (!id.includes(filter)) byId.delete(id);
  const codeProblems = checkAllExamples(examples, meta);
  for (const p of codeProblems) console.error(p);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playgrounds-'));
  const site = path.join(dir, PATH_PREFIX.replace(/^\//, ''));
  writeFiles(site, playgroundFiles(root, examples));
  // The site's static server (scripts/serve.mjs) serves the demo folder as it serves public/.
  const { startStaticServer } = (await import('./serve.mjs')) as {
    startStaticServer: (o: { dir: string }) => Promise<{ server: import('http').Server; origin: string }>;
  };
  const { server, origin } = await startStaticServer({ dir: site });
  const { launchBrowser } = await import('./browser.mjs');
  const browser = await launchBrowser();
  if (shots) fs.mkdirSync(shots, { recursive: true });
  let failed = codeProblems.length ? 1 : 0;
  let count = 0;
  try {
    for (const [version, byId] of examples) {
      for (const example of byId.values()) {
        for (const mode of ['ios', 'md'] as const) {
          const page = await browser.newPage({ viewport: { width: 420, height: Math.max(400, example.height) } });
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(`script error: ${e.message}`));
          page.on('console', (m) => {
            if (m.type() === 'error') errors.push(`console: ${m.text()}`);
          });
          page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
          page.on('response', (r) => {
            if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
          });
          page.on('request', (r) => {
            if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) errors.push(`other origin: ${r.url()}`);
          });
          await page.goto(`${origin}${demoPath(version, example.id)}?mode=${mode}`, { waitUntil: 'load' });
          const pending = await page
            .waitForFunction(
              () =>
                [...document.querySelectorAll('*')].filter(
                  (e) => e.localName.startsWith('ion-') && !e.classList.contains('hydrated'),
                ).length === 0,
              null,
              { timeout: 8000 },
            )
            .then(() => [] as string[])
            .catch(() =>
              page.evaluate(() => [
                ...new Set(
                  [...document.querySelectorAll('*')]
                    .filter((e) => e.localName.startsWith('ion-') && !e.classList.contains('hydrated'))
                    .map((e) => e.localName),
                ),
              ]),
            );
          if (pending.length) errors.push(`not upgraded: ${pending.join(', ')}`);
          const actual = await page.evaluate(() => document.documentElement.getAttribute('mode'));
          if (actual !== mode) errors.push(`mode is ${actual}, expected ${mode}`);
          if (shots)
            await page.screenshot({ path: path.join(shots, `${version}-${example.id.replace('/', '-')}-${mode}.png`) });
          await page.close();
          count += 1;
          if (errors.length) {
            failed = 1;
            console.error(`${example.repoPath} (${version}, ${mode}):\n  ${errors.join('\n  ')}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${count} demo loads checked, ${codeProblems.length} code problems: ${failed ? 'FAILED' : 'ok'}`);
  return failed;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
