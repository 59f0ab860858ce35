// After the build: Gatsby's scripts do not run while the reader is only reading. The page is
// complete HTML (text, links, code, colour mode); the app adds client-side navigation, search,
// menus, tabs and copy buttons. So the scripts are fetched at low priority once the page has
// loaded (network only, no main-thread work) and run at the reader's first sign of activity:
// a pointer moving or pressed, a touch, a key, a wheel or scroll (src/lib/activity.ts). A click on
// a control (a button or tab) made before the app is ready is held and replayed when it is, as
// is a page-level keyboard shortcut; links work natively meanwhile. A hidden tab runs at once.
// The app reports readiness by calling window.__appReady() (gatsby-browser.tsx), which sets
// <html data-app="ready">; activity marks <html data-reader-active> (live demos wait for it).
import fs from 'fs';
import path from 'path';
import { ACTIVITY_EVENTS, READER_ACTIVE_ATTRIBUTE } from '../lib/activity';
import { listFiles } from './files';

const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async=""><\/script>|<script src="([^"]+\.js)" async><\/script>/g;
const LOADER_ID = 'deferred-scripts';

const LOADER = `(function(u,w,d){
var h=d.documentElement,started=0,ready=0,held=[],ev=${JSON.stringify(ACTIVITY_EVENTS)},opt={capture:true,passive:true};
function typing(t){return t&&t.closest&&t.closest("input,textarea,select,[contenteditable]")}
function run(e){if(e&&e.type)h.setAttribute(${JSON.stringify(READER_ACTIVE_ATTRIBUTE)},"");if(started)return;started=1;ev.forEach(function(n){w.removeEventListener(n,run,opt)});h.setAttribute("data-app","loading");
u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.head.appendChild(e)})}
ev.forEach(function(n){w.addEventListener(n,run,opt)});
d.addEventListener("click",function(e){if(ready)return;var t=e.target&&e.target.closest&&e.target.closest("button,[role=tab]");
if(!t||t.closest("a[href]"))return;e.preventDefault();e.stopImmediatePropagation();held.push(function(){if(t.isConnected)t.click()});run()},true);
w.addEventListener("keydown",function(e){if(ready||typing(e.target)||!(e.key==="/"||((e.ctrlKey||e.metaKey)&&/^k$/i.test(e.key))))return;
e.preventDefault();var init={key:e.key,code:e.code,ctrlKey:e.ctrlKey,metaKey:e.metaKey,shiftKey:e.shiftKey,altKey:e.altKey,bubbles:true,cancelable:true};
held.push(function(){w.dispatchEvent(new KeyboardEvent("keydown",init))})},true);
w.__appReady=function(){if(ready)return;ready=1;h.setAttribute("data-app","ready");held.splice(0).forEach(function(f){f()})};
function prefetch(){u.forEach(function(s){var l=d.createElement("link");l.rel="prefetch";l.as="script";l.href=s;d.head.appendChild(l)})}
if(d.visibilityState==="hidden")run();
if(d.readyState==="complete")prefetch();else w.addEventListener("load",prefetch);
})`;

/** The inline loader for a page whose scripts are `urls` (in order: the webpack runtime first). */
export function loaderScript(urls: string[]): string {
  return `<script id="${LOADER_ID}">${LOADER.replace(/\n/g, '')}(${JSON.stringify(urls)},window,document);</script>`;
}

const LOADER_SCRIPT = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`);

/**
 * One page's HTML with its async scripts replaced by the loader; null when there is nothing to
 * do. On a rebuild Gatsby may keep a page's HTML (our loader included) and stitch its scripts
 * slice in again with new file names: the old loader is then replaced by one for the new files.
 */
export function deferScripts(html: string): string | null {
  const urls: string[] = [];
  const stripped = html
    .replace(LOADER_SCRIPT, '')
    .replace(ASYNC_SCRIPT, (_whole, a: string | undefined, b: string | undefined) => {
      urls.push((a ?? b) as string);
      return '';
    });
  if (!urls.length) return null;
  return stripped.replace(/<\/body>/, `${loaderScript(urls)}</body>`);
}

// The inline scripts Gatsby ends the body with (the page path, the chunk map, the compilation
// hash) and our loader only set globals and listeners. At the end of the body, after the
// stylesheet link, the parser had to wait for the stylesheet before running them, so it
// stopped there and finished the page in a later task. Before the stylesheet link in the head
// they run at once and the parser reads the body in one go.
const BODY_SCRIPTS = [
  /<script id="gatsby-script-loader">[\s\S]*?<\/script>/,
  /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>/,
  /<script>window\.___webpackCompilationHash="[^"]*";<\/script>/,
  LOADER_SCRIPT,
];

/**
 * One page's HTML with those scripts moved from the body to just before the stylesheet link;
 * null when none is in the body. On a rebuild Gatsby may keep a page's HTML (scripts already
 * in the head) and stitch its scripts into the body again: a script moved up then replaces its
 * older copies in the head, so each is in the page once.
 */
export function hoistBodyScripts(html: string): string | null {
  const bodyAt = html.indexOf('<body');
  if (bodyAt < 0) return null;
  let head = html.slice(0, bodyAt);
  let body = html.slice(bodyAt);
  const moved: string[] = [];
  for (const pattern of BODY_SCRIPTS) {
    const script = body.match(pattern)?.[0];
    if (!script) continue;
    body = body.replace(pattern, '');
    head = head.replace(new RegExp(pattern.source, 'g'), '');
    moved.push(script.replace(/\s+id="gatsby-chunk-mapping"\s*>/, ' id="gatsby-chunk-mapping">'));
  }
  const link = head.indexOf('<link rel="stylesheet"');
  if (!moved.length || link < 0) return null;
  return `${head.slice(0, link)}${moved.join('')}${head.slice(link)}${body}`;
}

// The same kind of staleness for the stylesheet: after a CSS-only change, Gatsby may keep a
// page's HTML, which then links the previous styles.<hash>.css (still on disk).
const STYLESHEET_LINK = /(<link rel="stylesheet" href="[^"]*\/)(styles\.[0-9a-f]+\.css)(")/g;

/** The global stylesheet of this build, from webpack's stats; null when there is none. */
export function currentStylesheet(publicDir: string): string | null {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(file)) return null;
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as { assetsByChunkName?: Record<string, string[]> };
  const css = Object.values(stats.assetsByChunkName ?? {})
    .flat()
    .find((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  return css ?? null;
}

/** One page's HTML linking `stylesheet` instead of an older styles file; null when it already does. */
export function relinkStylesheet(html: string, stylesheet: string): string | null {
  let changed = false;
  const out = html.replace(STYLESHEET_LINK, (whole, before: string, name: string, after: string) => {
    if (name === stylesheet) return whole;
    changed = true;
    return `${before}${stylesheet}${after}`;
  });
  return changed ? out : null;
}

/**
 * One page's HTML with React's `&#x27;` for an apostrophe written as the character itself
 * (outside scripts and styles); null when there is none. Both parse to the same text, in
 * text and in double-quoted attributes alike, and prose and code have many: 5 bytes each.
 */
export function plainApostrophes(html: string): string | null {
  if (!html.includes('&#x27;')) return null;
  return html.replace(/(<(script|style)\b[\s\S]*?<\/\2>)|&#x27;/g, (match: string, raw?: string) =>
    raw === undefined ? "'" : match,
  );
}

/**
 * The post-build pass over every page, each file read and written at most once: scripts
 * replaced by the loader, the inline scripts moved into the head, and this build's
 * stylesheet linked. Returns how many files each
 * step changed.
 */
export function finishHtmlInDirectory(publicDir: string): { scripts: number; stylesheet: number } {
  const stylesheet = currentStylesheet(publicDir);
  const counts = { scripts: 0, stylesheet: 0 };
  for (const file of listFiles(publicDir, '.html')) {
    let html = fs.readFileSync(file, 'utf8');
    const deferred = deferScripts(html);
    if (deferred !== null) {
      html = deferred;
      counts.scripts += 1;
    }
    const hoisted = hoistBodyScripts(html);
    if (hoisted !== null) html = hoisted;
    const relinked = stylesheet ? relinkStylesheet(html, stylesheet) : null;
    if (relinked !== null) {
      html = relinked;
      counts.stylesheet += 1;
    }
    const plain = plainApostrophes(html);
    if (plain !== null) html = plain;
    if (deferred !== null || hoisted !== null || relinked !== null || plain !== null) fs.writeFileSync(file, html);
  }
  return counts;
}
