#!/usr/bin/env node
// Authoring benchmark (issue #34): what an author waits for with `gatsby develop` and after
// one edit with `gatsby build`. Measures, and prints a verdict per goal; edits content files
// and always puts them back.
//
//   npm run bench -- --dev            dev server: clean start, warm start (each beside a one-page
//                                     Gatsby site started the same way), MDX edit (median of 3),
//                                     new page, sidebar edit, broken links (warnings), three
//                                     content errors, /404.html data
//   npm run bench -- --dev --build    production build: clean, after a one-page edit, and with
//                                     broken links (must fail naming them)
//   options: --port 8010, --no-clean (skip the clean start),
//            --only start,edit,new,sidebar,links,errors
//
// Run it in a clean clone (`git clone` + a node_modules link): it deletes .cache and public.
// One heavy process at a time: the dev server is stopped before a build starts.
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const PORT = Number(option('--port', '8010'));
const BASE = `http://localhost:${PORT}`;
const ONLY = option('--only', 'start,edit,new,sidebar,errors,links').split(',');
const GATSBY = 'node_modules/gatsby/cli.js';
// What the servers and builds print, for a look after a failed goal.
const LOG = join(tmpdir(), `bench-dev-${PORT}.log`);
writeFileSync(LOG, '');

// The page the browser stays on, a sentence of its body, and the edits made to it.
const DOC = 'content/docs/v8/intro/environment.mdx';
const DOC_PATH = '/intro/environment';
const DOC_TEXT = 'Before you create your first Ionic app';
const SIDEBAR = 'content/sidebars/v8.ts';
const SIDEBAR_LABEL = "label: 'Getting Started'";
const NEW_PAGE = 'content/docs/v8/intro/bench-new-page.mdx';
// Two broken links (a page, an anchor) and what the check should name for each.
const BROKEN_LINKS = '\nSee [colours](/theming/colours) and [button props](/api/button#propertys).\n';
const BROKEN_EXPECTED = [
  /environment\.mdx:\d+:\d+: link "\/theming\/colours" leads to no page .*did you mean "\/theming\/colors"/,
  /environment\.mdx:\d+:\d+: link "\/api\/button#propertys" names an anchor .*did you mean "\/api\/button#properties"/,
];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];
function report(goal, value, limit, note = '') {
  const ok = value !== null && value <= limit;
  results.push(
    `${ok ? 'PASS' : 'FAIL'}  ${goal}: ${value === null ? 'not reached' : seconds(value)} ` +
      `(goal ≤ ${seconds(limit)})${note ? ` ${note}` : ''}`,
  );
  console.log(results[results.length - 1]);
}
function check(goal, ok, detail) {
  results.push(`${ok ? 'PASS' : 'FAIL'}  ${goal}${detail ? `: ${detail}` : ''}`);
  console.log(results[results.length - 1]);
}

// Files this script changes, restored on exit whatever happens.
const originals = new Map();
function edit(file, change) {
  if (!originals.has(file)) originals.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, change(before));
}
function restore(file) {
  if (!originals.has(file)) return;
  const text = originals.get(file);
  if (text === null) {
    if (existsSync(file)) unlinkSync(file);
  } else writeFileSync(file, text);
  originals.delete(file);
}
function restoreAll() {
  for (const file of [...originals.keys()]) restore(file);
}
process.on('exit', restoreAll);
process.on('SIGINT', () => process.exit(130));

/** The dev server, with its output timestamped so a check can read what it printed after an edit. */
function startDev({ cwd = process.cwd(), port = PORT } = {}) {
  const lines = [];
  const child = spawn(process.execPath, [join(process.cwd(), GATSBY), 'develop', '--port', String(port)], {
    cwd,
    detached: true,
    env: { ...process.env, CI: '1', GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk) => {
    appendFileSync(LOG, chunk);
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push({ at: Date.now(), line });
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return {
    child,
    lines,
    since: (t) => lines.filter((l) => l.at >= t).map((l) => l.line),
    // Ctrl-C, as an author stops it (Gatsby then saves its state for the next start); killed
    // if it has not exited after a minute.
    stop: async () => {
      const signal = (name) => {
        try {
          process.kill(-child.pid, name);
        } catch {
          /* already gone */
        }
      };
      const exited = new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      signal('SIGINT');
      const timer = setTimeout(() => signal('SIGKILL'), 60_000);
      await exited;
      clearTimeout(timer);
      await sleep(500);
    },
  };
}

async function pageShows(page, predicate, arg, timeout) {
  try {
    await page.waitForFunction(predicate, arg, { timeout, polling: 50 });
    return true;
  } catch {
    return false;
  }
}

// Run in the page (each is sent there on its own, so none calls another).
const bodyHas = (text) => document.body.innerText.includes(text);
const overlayText = () =>
  [...(document.querySelector('gatsby-fast-refresh')?.shadowRoot?.children ?? [])]
    .filter((e) => e.tagName !== 'STYLE')
    .map((e) => e.textContent)
    .join(' ');
const overlayShown = () => document.querySelector('gatsby-fast-refresh') !== null;
const pageBack = (text) => document.body.innerText.includes(text) && !document.querySelector('gatsby-fast-refresh');

/** From spawning the server to the browser showing the page's text. */
async function timeFirstPage(browser, label, site = { base: BASE, path: DOC_PATH, text: DOC_TEXT }) {
  const started = Date.now();
  const dev = startDev(site.cwd ? { cwd: site.cwd, port: site.port } : {});
  const page = await browser.newPage();
  let shownAt = null;
  // Asking over HTTP until the page is served costs the server less than a browser reloading
  // (the server holds the request until its bundle is built).
  while (Date.now() - started < 600_000 && dev.child.exitCode === null) {
    const status = await fetch(`${site.base}${site.path}`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    await sleep(100);
  }
  // The first load can land while the server still writes page data (the app then shows its
  // loading or 404 page): load again every few seconds until the text is there.
  while (Date.now() - started < 600_000 && dev.child.exitCode === null) {
    try {
      await page.goto(`${site.base}${site.path}`, { timeout: 60_000 });
      if (await pageShows(page, bodyHas, site.text, 3_000)) {
        shownAt = Date.now();
        break;
      }
    } catch {
      /* still building */
    }
    await sleep(250);
  }
  console.log(`  (${label}: load average ${load()})`);
  return { dev, page, ms: shownAt === null ? null : shownAt - started };
}

/**
 * A one-page Gatsby site on this machine, in the same run, with the same node_modules: the
 * floor our start times are compared with (clean cache, then warm after a session).
 */
async function bareGatsby(browser) {
  const cwd = join(tmpdir(), `bench-bare-gatsby-${PORT}`);
  rmSync(cwd, { recursive: true, force: true });
  mkdirSync(join(cwd, 'src', 'pages'), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(cwd, 'node_modules'));
  // Gatsby starts only for a package that depends on it.
  writeFileSync(
    join(cwd, 'package.json'),
    '{ "name": "bare-gatsby", "private": true, "dependencies": { "gatsby": "*", "react": "*", "react-dom": "*" } }\n',
  );
  writeFileSync(join(cwd, 'gatsby-config.js'), 'module.exports = {};\n');
  writeFileSync(
    join(cwd, 'src', 'pages', 'index.js'),
    "import React from 'react';\nexport default function Index() {\n  return <p>A bare Gatsby page</p>;\n}\n",
  );
  const site = { cwd, port: PORT + 1, base: `http://localhost:${PORT + 1}`, path: '/', text: 'A bare Gatsby page' };
  const clean = await timeFirstPage(browser, 'bare Gatsby, clean start', site);
  await clean.page.close();
  await sleep(10_000);
  await clean.dev.stop();
  const first = await timeFirstPage(browser, 'bare Gatsby, first restart', site);
  await first.page.close();
  await sleep(5_000);
  await first.dev.stop();
  const warm = await timeFirstPage(browser, 'bare Gatsby, warm start', site);
  await warm.page.close();
  await warm.dev.stop();
  rmSync(cwd, { recursive: true, force: true });
  return { clean: clean.ms, warm: warm.ms };
}

async function benchDev() {
  const browser = await launchBrowser();
  const notFound = [];
  let dev = null;
  let cleanMs = null;
  try {
    if (!args.includes('--no-clean') && ONLY.includes('start')) {
      spawnSync(process.execPath, [GATSBY, 'clean'], { stdio: 'ignore' });
      const clean = await timeFirstPage(browser, 'clean start');
      cleanMs = clean.ms;
      report('dev server, clean cache → first page', clean.ms, 30_000);
      await clean.page.close();
      await sleep(10_000); // an author reads the page a moment before stopping the server
      await clean.dev.stop();
    }
    // Gatsby saves its state when it goes idle after a rebuild: a server stopped right after its
    // first start leaves page-data writes pending, which the next start redoes. So the first
    // restart is timed, used for the edits below, and a second restart is the warm start.
    const warm = await timeFirstPage(browser, 'first restart');
    dev = warm.dev;
    if (ONLY.includes('start'))
      console.log(
        `  first restart after the clean start → first page: ${warm.ms === null ? 'not reached' : seconds(warm.ms)}`,
      );
    const page = warm.page;
    page.on('response', (r) => {
      if (r.status() === 404 && r.url().includes('/page-data/')) notFound.push(r.url());
    });
    let reloads = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) reloads += 1;
    });
    await sleep(3_000); // let the first page's data settle

    if (ONLY.includes('edit')) {
      const times = [];
      for (let i = 0; i < 3; i += 1) {
        const marker = `Bench edit ${Date.now().toString(36)}`;
        const before = reloads;
        const t = Date.now();
        edit(DOC, (text) => `${text}\n${marker}.\n`);
        const ok = await pageShows(page, bodyHas, marker, 60_000);
        times.push(ok && reloads === before ? Date.now() - t : Infinity);
        restore(DOC);
        await pageShows(page, (m) => !document.body.innerText.includes(m), marker, 60_000);
        await sleep(1_000);
      }
      console.log(`  edit → shown: ${times.map((x) => (Number.isFinite(x) ? seconds(x) : 'not shown')).join(', ')}`);
      const m = median(times);
      report('saved MDX edit → shown without reload (median of 3)', Number.isFinite(m) ? m : null, 2_000);
    }

    if (ONLY.includes('new')) {
      const title = `Bench New Page ${Date.now().toString(36)}`;
      const other = await browser.newPage();
      const t = Date.now();
      edit(NEW_PAGE, () => `---\ntitle: ${title}\ndescription: A page the benchmark adds and removes.\n---\n\nNew.\n`);
      let ms = null;
      while (Date.now() - t < 60_000) {
        const r = await other.goto(`${BASE}/intro/bench-new-page`).catch(() => null);
        if (r && (await pageShows(other, bodyHas, title, 1_000))) {
          ms = Date.now() - t;
          break;
        }
        await sleep(100);
      }
      report('new page → served', ms, 5_000);
      await other.close();
      restore(NEW_PAGE);
      await sleep(3_000);
    }

    if (ONLY.includes('sidebar')) {
      const marker = `Started ${Date.now().toString(36)}`;
      const before = reloads;
      const t = Date.now();
      edit(SIDEBAR, (text) => text.replace(SIDEBAR_LABEL, `label: 'Getting ${marker}'`));
      const ok = await pageShows(page, bodyHas, marker, 60_000);
      report(
        'sidebar edit (content/sidebars/v8.ts) → shown without restart',
        ok ? Date.now() - t : null,
        5_000,
        reloads === before ? '' : '(the page reloaded)',
      );
      const printed = dev.since(t).filter((l) => /sidebar/i.test(l));
      if (!ok) console.log(`  server said: ${printed.join(' | ') || 'nothing about sidebars'}`);
      restore(SIDEBAR);
      await pageShows(page, (m) => !document.body.innerText.includes(m), marker, 60_000);
      await sleep(2_000);
    }

    if (ONLY.includes('links')) {
      const t = Date.now();
      edit(DOC, (text) => `${text}${BROKEN_LINKS}`);
      while (Date.now() - t < 30_000 && !BROKEN_EXPECTED.every((re) => dev.since(t).some((l) => re.test(l))))
        await sleep(200);
      const printed = dev.since(t);
      const found = BROKEN_EXPECTED.map((re) => printed.find((l) => re.test(l)));
      check(
        'broken links: a warning in development naming file:line:column, the link and the nearest target',
        found.every((l) => l && /^\s*warn/.test(l)) && !printed.some((l) => /^\s*error\b/.test(l)),
        found.map((l) => (l ? l.trim() : 'missing')).join(' | '),
      );
      restore(DOC);
      await sleep(3_000);
    }

    if (ONLY.includes('errors')) {
      const source = readFileSync(DOC, 'utf8');
      const lines = source.split('\n');
      const at = lines.findIndex((l) => l.startsWith('## What you need')); // 0-based line of the edit
      const cases = [
        {
          name: 'MDX syntax error (unclosed <div>)',
          change: () => [...lines.slice(0, at), '<div className="x">', '', ...lines.slice(at)].join('\n'),
          where: `${DOC}:${at + 1}:1`,
        },
        {
          name: 'invalid frontmatter (YAML)',
          change: () => source.replace(/^title: .*$/m, 'title: [unclosed'),
          // js-yaml names the place it gave up: a line of the frontmatter block.
          where: new RegExp(`${DOC}:[2-${lines.indexOf('---', 1) + 1}]:\\d+`),
        },
        {
          name: 'unknown component',
          change: () => [...lines.slice(0, at), '<NoSuchWidget />', '', ...lines.slice(at)].join('\n'),
          where: `${DOC}:${at + 1}:1`,
        },
      ];
      for (const c of cases) {
        const before = reloads;
        const t = Date.now();
        edit(DOC, c.change);
        const overlay = await pageShows(page, overlayShown, undefined, 30_000);
        const overlayAt = Date.now() - t;
        const shown = overlay ? await page.evaluate(overlayText) : '';
        const matches = (l) => (typeof c.where === 'string' ? l.includes(c.where) : c.where.test(l));
        while (Date.now() - t < 30_000 && !dev.since(t).some(matches)) await sleep(100);
        await sleep(2_000); // whatever else the server prints about it
        const printed = dev.since(t);
        const errors = printed.filter((l) => /^\s*(error|ERROR)\b|failed createPages/.test(l));
        const named = errors.filter(matches);
        const others = errors.filter((l) => !matches(l));
        check(
          `${c.name}: overlay in the browser`,
          overlay && shown.includes(DOC.split('/').pop()),
          overlay ? `after ${seconds(overlayAt)}: ${shown.slice(0, 200).replace(/\s+/g, ' ')}` : 'none',
        );
        check(
          `${c.name}: one terminal error naming ${c.where}, no other error`,
          named.length === 1 && others.length === 0,
          `${named.length} error(s) name it${named.length ? ` (${named[0].trim()})` : ''}; ` +
            `${others.length} other(s)${others.length ? `: ${others[0].trim()}` : ''}`,
        );
        const fixedAt = Date.now();
        restore(DOC);
        const back = await pageShows(page, pageBack, DOC_TEXT, 60_000);
        check(
          `${c.name}: fixing the file brings the page back without reload`,
          back && reloads === before,
          back ? `${seconds(Date.now() - fixedAt)}${reloads === before ? '' : ' (the page reloaded)'}` : 'not back',
        );
        await sleep(2_000);
      }
    }

    // Every page the browser opened counts (a client-side move to another page too).
    await page.goto(`${BASE}/theming/basics`, { timeout: 60_000 }).catch(() => null);
    await pageShows(page, () => document.querySelector('main') !== null, undefined, 30_000);
    await sleep(1_000);
    const missing404 = notFound.filter((u) => u.includes('/page-data/404.html/'));
    check('no 404 for /page-data/404.html/page-data.json', missing404.length === 0, `${missing404.length} seen`);

    if (ONLY.includes('start')) {
      await page.close();
      await dev.stop();
      dev = null;
      const again = await timeFirstPage(browser, 'warm start');
      dev = again.dev;
      report('dev server, warm cache (after a session) → first page', again.ms, 10_000);
      await again.page.close();
      await dev.stop();
      dev = null;
      const bare = await bareGatsby(browser);
      const ratio = (ours, theirs) => (ours && theirs ? `${(ours / theirs).toFixed(2)}×` : 'n/a');
      console.log(
        `  a one-page Gatsby site, same run: clean ${bare.clean === null ? 'not reached' : seconds(bare.clean)}, ` +
          `warm ${bare.warm === null ? 'not reached' : seconds(bare.warm)}; ours against it: ` +
          `clean ${ratio(cleanMs, bare.clean)} (goal ≤ 2×), warm ${ratio(again.ms, bare.warm)} (goal ≤ 1.3×)`,
      );
    }
  } finally {
    restoreAll();
    await browser.close();
    if (dev) await dev.stop();
  }
}

/** Seconds of each Gatsby step ("success <step> - 12.3s") and of our own timed steps. */
function steps(output) {
  const found = [];
  for (const m of output.matchAll(/(?:success|info) ([^\n]*?) - (\d+\.\d+)\s?s/g)) found.push(`${m[1]} ${m[2]} s`);
  for (const m of output.matchAll(/^.*\bin (\d+\.\d+) s\b.*$/gm)) found.push(m[0].replace(/^\S+\s/, '').trim());
  return found;
}

function timedBuild(label) {
  const t = Date.now();
  const run = spawnSync('npm', ['run', '-s', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1', GATSBY_TELEMETRY_DISABLED: '1' },
    maxBuffer: 256 * 1024 * 1024,
    // A build that stops must exit: one still running after 15 minutes is stuck (killed, status null).
    timeout: 15 * 60 * 1000,
    killSignal: 'SIGKILL',
  });
  const ms = Date.now() - t;
  const output = `${run.stdout}\n${run.stderr}`;
  appendFileSync(LOG, `\n===== ${label}\n${output}`);
  console.log(`${label}: ${seconds(ms)}, exit ${run.status} (load average ${load()})`);
  for (const s of steps(output)) console.log(`  ${s}`);
  if (run.status !== 0) console.log(output.split('\n').slice(-40).join('\n'));
  return { ms, status: run.status, output };
}

function benchBuild() {
  try {
    spawnSync(process.execPath, [GATSBY, 'clean'], { stdio: 'ignore' });
    rmSync('public', { recursive: true, force: true });
    const clean = timedBuild('clean build');
    edit(DOC, (text) => `${text}\nBench build edit ${Date.now().toString(36)}.\n`);
    const incremental = timedBuild('build after a one-page edit');
    restore(DOC);
    report(
      'npm run build after a one-page edit, against a clean build (≤ 25 %)',
      clean.status === 0 && incremental.status === 0 ? incremental.ms : null,
      clean.ms * 0.25,
      `(${Math.round((incremental.ms / clean.ms) * 100)} % of ${seconds(clean.ms)})`,
    );
    check('the current content builds (its links included)', clean.status === 0, `exit ${clean.status}`);
    edit(DOC, (text) => `${text}${BROKEN_LINKS}`);
    const broken = timedBuild('build with two broken links');
    restore(DOC);
    const named = BROKEN_EXPECTED.map((re) => broken.output.split('\n').find((l) => re.test(l)));
    check(
      'a broken link fails the build, naming file:line:column, the link and the nearest target',
      broken.status === 1 && named.every(Boolean),
      `exit ${broken.status}; ${named.map((l) => (l ? l.trim() : 'missing')).join(' | ')}`,
    );
  } finally {
    restoreAll();
  }
}

if (args.includes('--build')) benchBuild();
else await benchDev();
console.log(`\n${results.join('\n')}\n(server and build output: ${LOG})`);
