#!/usr/bin/env node
// The reader's first tap on a served build: time from pointerdown to the end of the frame that
// shows the result, with the CPU slowed 4× through the DevTools protocol, tapped 0.5 s and 6 s
// after the load event, on a fresh page each time (median of RUNS). Used by `npm run bench`;
// can run alone against any served build:
//   node scripts/first-tap.mjs http://127.0.0.1:9000 [runs] [text in the control name or page] [--trace]
// With --trace it says where the renderer's main thread spends the tap instead (a DevTools
// trace of each tap, 6 s after load): the totals vary a lot on a shared machine, the parts much
// less, so a change to what a tap restyles or repaints shows there first.
import { launchBrowser } from './browser.mjs';
import { TRACE_PARTS, tapParts } from './tap-parts.mjs';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
// The version dropdown and the sidebar are in the navbar and beside the page from 997 px up;
// on a phone they are inside the menu. They are tapped on a touch screen that wide.
const TABLET = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: true };

/**
 * Each control: the page, the profile, the element tapped (before: an optional tap that is not
 * measured) and the condition that shows the result, evaluated in the page every frame.
 */
const CONTROLS = [
  {
    name: 'menu button',
    path: '/docs/intro/environment',
    profile: PHONE,
    target: '.navbar__menu-button',
    shown:
      "(() => { const m = document.querySelector('.mobile-menu'); " +
      "return !!m && m.getBoundingClientRect().width > 0 && getComputedStyle(m).visibility !== 'hidden'; })()",
  },
  {
    name: 'colour toggle',
    path: '/docs/intro/environment',
    profile: PHONE,
    target: '.navbar .color-mode-toggle',
    shown: `document.documentElement.dataset.theme === 'dark'`,
  },
  {
    name: 'framework tab',
    path: '/docs/developing/config',
    profile: PHONE,
    target: '.tabs[data-group="framework"] [role="tab"][data-value="react"]',
    shown:
      `(() => { const t = document.querySelector('.tabs[data-group="framework"] [role="tab"][data-value="react"]'); ` +
      "const p = t && document.getElementById(t.getAttribute('aria-controls')); " +
      "return !!p && t.getAttribute('aria-selected') === 'true' && p.getBoundingClientRect().height > 0; })()",
  },
  {
    name: 'sidebar category',
    path: '/docs/intro/environment',
    profile: TABLET,
    target: '.doc-layout__sidebar .sidebar__category [aria-expanded="false"]',
    shown:
      '(() => { const b = window.__tapTarget; ' +
      "const list = b && document.getElementById(b.getAttribute('aria-controls')); " +
      "return !!list && b.getAttribute('aria-expanded') === 'true' && list.getBoundingClientRect().height > 0; })()",
  },
  {
    name: 'version dropdown',
    path: '/docs/intro/environment',
    profile: TABLET,
    target: '.navbar__version .dropdown__toggle',
    shown:
      '(() => { const b = window.__tapTarget; ' +
      "const m = b && document.getElementById(b.getAttribute('aria-controls')); " +
      "return !!m && m.getBoundingClientRect().height > 0 && getComputedStyle(m).visibility !== 'hidden'; })()",
  },
];

/**
 * Every control on intro/environment (the framework tabs on developing/config) and again on
 * api/button, a heavy reference page; the colour toggle also at desktop width, where the whole
 * page is restyled.
 */
export const FIRST_TAP_CONTROLS = [
  ...CONTROLS,
  {
    ...CONTROLS.find((c) => c.name === 'colour toggle'),
    name: 'colour toggle, desktop width',
    profile: TABLET,
  },
  ...CONTROLS.filter((c) => c.name !== 'framework tab').map((c) => ({ ...c, path: '/docs/api/button' })),
  {
    ...CONTROLS.find((c) => c.name === 'colour toggle'),
    name: 'colour toggle, desktop width',
    path: '/docs/api/button',
    profile: TABLET,
  },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A fresh page of the control's path in its profile, the CPU 4× slower, `delayMs` after the load
 * event, and the centre of the control to tap (the element is `window.__tapTarget` in the page).
 */
async function openForTap(browser, base, control, delayMs) {
  const context = await browser.newContext(control.profile);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}${control.path}`, { waitUntil: 'load' });
  await page.waitForTimeout(delayMs);
  const target = page.locator(control.target).first();
  // Where the element is, read without scrolling or any other input the page could see.
  const box = await target.evaluate((el) => {
    window.__tapTarget = el;
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, visible: r.width > 0 && r.y >= 0 && r.bottom <= innerHeight };
  });
  if (!box.visible) throw new Error(`${control.name}: ${control.target} is not on the first screen of ${control.path}`);
  return { context, page, cdp, box };
}

async function tapOnce(browser, base, control, delayMs) {
  const { context, page, box } = await openForTap(browser, base, control, delayMs);
  await page.evaluate((shown) => {
    const check = new Function(`return ${shown}`);
    window.__tapResult = new Promise((resolve) => {
      addEventListener(
        'pointerdown',
        (e) => {
          const t0 = e.timeStamp;
          const frame = () => {
            // The condition holds in this frame's callbacks: the frame about to be drawn shows
            // it; a task queued now runs once that frame's rendering work is done.
            if (check()) setTimeout(() => resolve(performance.now() - t0), 0);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
  }, control.shown);
  await page.touchscreen.tap(box.x, box.y);
  const ms = await Promise.race([
    page.evaluate(() => window.__tapResult),
    page.waitForTimeout(10000).then(() => Number.NaN),
  ]);
  await context.close();
  return ms;
}

/** Median first-tap times per control, at 0.5 s and 6 s after load. */
export async function measureFirstTaps(base, { runs = 5, controls = FIRST_TAP_CONTROLS } = {}) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const control of controls) {
      const row = { name: control.name, path: control.path, width: control.profile.viewport.width, at: {} };
      for (const delay of [500, 6000]) {
        const times = [];
        for (let i = 0; i < runs; i += 1) times.push(await tapOnce(browser, base, control, delay));
        row.at[delay] = { median: median(times), runs: times };
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function traceOnce(browser, base, control) {
  const { context, page, cdp, box } = await openForTap(browser, base, control, 6000);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.touchscreen.tap(box.x, box.y);
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return tapParts(events);
}

/** Median main-thread time per kind of work (tapParts) in a tap on each control, 6 s after load. */
export async function traceFirstTaps(base, { runs = 5, controls = FIRST_TAP_CONTROLS } = {}) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const control of controls) {
      const runsParts = [];
      for (let i = 0; i < runs; i += 1) {
        const parts = await traceOnce(browser, base, control);
        if (parts) runsParts.push(parts);
      }
      const parts = Object.fromEntries(
        Object.keys(TRACE_PARTS).map((part) => [part, runsParts.length ? median(runsParts.map((p) => p[part])) : NaN]),
      );
      rows.push({ name: control.name, path: control.path, width: control.profile.viewport.width, parts });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function formatTapTraces(rows) {
  const kinds = Object.keys(TRACE_PARTS);
  const lines = [`control (page, width) | ${kinds.join(' | ')}`, ['---', ...kinds.map(() => '---')].join('|')];
  for (const r of rows)
    lines.push(`${r.name} (${r.path}, ${r.width} px) | ${kinds.map((k) => `${r.parts[k].toFixed(1)} ms`).join(' | ')}`);
  return lines.join('\n');
}

export function formatFirstTaps(rows) {
  const ms = (n) => (Number.isNaN(n) ? 'no result in 10 s' : `${Math.round(n)} ms`);
  const lines = [
    'control (page, width) | 0.5 s after load: median (runs) | 6 s after load: median (runs)',
    '---|---|---',
  ];
  for (const r of rows) {
    const cell = (d) =>
      `${ms(r.at[d].median)} (${r.at[d].runs.map((n) => (Number.isNaN(n) ? '–' : Math.round(n))).join(', ')})`;
    lines.push(`${r.name} (${r.path}, ${r.width} px) | ${cell(500)} | ${cell(6000)}`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const trace = args.includes('--trace');
  const [base, runs, only] = args.filter((a) => a !== '--trace');
  if (!base) {
    console.error('usage: node scripts/first-tap.mjs <base-url> [runs] [text in the control name or page] [--trace]');
    process.exit(2);
  }
  const controls = FIRST_TAP_CONTROLS.filter((c) => !only || `${c.name} ${c.path}`.includes(only));
  const options = { runs: Number(runs ?? 5), controls };
  if (trace) {
    console.log('First tap, CPU 4× slower, 6 s after load: main-thread time in the 150 ms after pointerdown (median):');
    console.log(formatTapTraces(await traceFirstTaps(base, options)));
  } else {
    console.log('First tap, CPU 4× slower, pointerdown → the frame that shows the result:');
    console.log(formatFirstTaps(await measureFirstTaps(base, options)));
  }
}
