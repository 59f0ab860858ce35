// After the build: Gatsby's scripts start loading only after the first paint. The page is
// complete HTML; requesting and running ~60 KB of JavaScript before the reader sees the text
// only delays it (on a phone, and in Lighthouse's model of one). The scripts keep their
// order (the webpack runtime first), run as soon as they arrive, and nothing else changes.
import fs from 'fs';
import { listFiles } from './files';

const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async=""><\/script>|<script src="([^"]+\.js)" async><\/script>/g;
const LOADER_ID = 'deferred-scripts';

/**
 * The inline loader: once the page has loaded (its text is painted), appends the scripts, in
 * order, in the first task after the next frame. A hidden tab paints nothing: it loads at once.
 */
export function loaderScript(urls: string[]): string {
  const list = JSON.stringify(urls);
  return `<script id="${LOADER_ID}">(function(){var u=${list};function l(){u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.body.appendChild(e)})}function f(){if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})}if(document.readyState==="complete")f();else addEventListener("load",f)})();</script>`;
}

/** One page's HTML with its async scripts replaced by the loader; null when there is nothing to do. */
export function deferScripts(html: string): string | null {
  if (html.includes(`id="${LOADER_ID}"`)) return null;
  const urls: string[] = [];
  const stripped = html.replace(ASYNC_SCRIPT, (_whole, a: string | undefined, b: string | undefined) => {
    urls.push((a ?? b) as string);
    return '';
  });
  if (!urls.length) return null;
  return stripped.replace(/<\/body>/, `${loaderScript(urls)}</body>`);
}

export function deferScriptsInDirectory(publicDir: string): number {
  let changed = 0;
  for (const file of listFiles(publicDir, '.html')) {
    const out = deferScripts(fs.readFileSync(file, 'utf8'));
    if (out === null) continue;
    fs.writeFileSync(file, out);
    changed += 1;
  }
  return changed;
}
