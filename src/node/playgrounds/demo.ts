// The live demo of a playground example: a small static page of the site that runs the
// example's JavaScript version on Ionic's own CSS and web components, copied from the
// installed packages (@ionic/core 8 for v8, ionic-core-v7 for v7). No request leaves the site.
import fs from 'fs';
import path from 'path';
import { PLAYGROUND_MESSAGE } from '../../browser/playground';
import { PATH_PREFIX } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';
import type { StaticFile } from '../assets';
import { locatePackage } from '../reference/packages';
import type { PlaygroundExample } from './load';

export const USAGE_DIR = 'usage';

/** The installed package each version's demos run on. */
export const IONIC_PACKAGES: Record<DocVersion, string> = { v8: '@ionic/core', v7: 'ionic-core-v7' };

/** Where the v7 dark theme comes from: the snippet our v7 dark-mode page teaches. */
const V7_DARK_SOURCE = 'content/docs/v7/theming/dark-mode.mdx';
const V7_DARK_TITLE = 'src/theme/dark.css';

export function demoPath(version: DocVersion, id: string): string {
  return `${PATH_PREFIX}/${USAGE_DIR}/${version}/${id}/`;
}

export function assetsPath(version: DocVersion): string {
  return `${PATH_PREFIX}/${USAGE_DIR}/assets/${version}`;
}

/** The v7 dark theme: the CSS block titled src/theme/dark.css on the v7 dark-mode page. */
export function v7DarkCss(root: string): string {
  const file = path.join(root, V7_DARK_SOURCE);
  const source = fs.readFileSync(file, 'utf8');
  const m = new RegExp('```css title="' + V7_DARK_TITLE.replace(/[./]/g, '\\$&') + '"\\n([\\s\\S]*?)\\n```').exec(source);
  if (!m) throw new Error(`${V7_DARK_SOURCE}: the playgrounds use its \`\`\`css title="${V7_DARK_TITLE}" block as the Ionic 7 dark theme, and it is missing`);
  return m[1];
}

/**
 * Runs before Ionic loads: the platform look (?mode=ios|md, iOS by default) and the colour
 * mode (?theme=light|dark; without it, the embedding docs page's mode, followed live).
 */
export function demoHeadScript(darkClass: string): string {
  return `(function(){var q=new URLSearchParams(location.search);var m=q.get('mode')==='md'?'md':'ios';window.Ionic={config:{mode:m}};var h=document.documentElement;function set(d){h.classList.toggle(${JSON.stringify(darkClass)},d)}var t=q.get('theme');if(t){set(t==='dark')}else{try{var p=parent!==window&&parent.document.documentElement;if(p){var f=function(){set(p.getAttribute('data-theme')==='dark')};f();new MutationObserver(f).observe(p,{attributes:true,attributeFilter:['data-theme']})}}catch(e){}}})();`;
}

/** Tells the embedding page how tall the demo is, whenever that changes. */
/** Tells the embedding page how tall the demo's content is, whenever that changes or the page asks (content layout only). */
export const DEMO_SIZE_SCRIPT = `(function(){var el=document.querySelector('.demo-content');if(parent===window||!el)return;var last=0;function send(){var h=Math.ceil(el.getBoundingClientRect().height);if(h&&h!==last){last=h;parent.postMessage({type:${JSON.stringify(PLAYGROUND_MESSAGE)},height:h},location.origin)}}new ResizeObserver(send).observe(el);addEventListener('load',send);addEventListener('message',function(e){if(e.origin===location.origin&&e.data&&e.data.type===${JSON.stringify(PLAYGROUND_MESSAGE)}&&e.data.ask){last=0;send()}})})();`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function demoHtml(example: PlaygroundExample, version: DocVersion): string {
  const assets = assetsPath(version);
  const markup = example.code.javascript.filter((c) => c.lang === 'html').map((c) => c.code).join('\n');
  const scripts = example.code.javascript.filter((c) => c.lang === 'js' || c.lang === 'javascript').map((c) => c.code).join('\n');
  const styles = example.code.javascript.filter((c) => c.lang === 'css').map((c) => c.code).join('\n');
  const dark = version === 'v7' ? { href: `${assets}/dark.css`, cls: 'dark-theme' } : { href: `${assets}/css/palettes/dark.class.css`, cls: 'ion-palette-dark' };
  const body = example.layout === 'app' ? markup : `<ion-app><main class="demo-content ion-padding">\n${markup}\n</main></ion-app>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(`${example.title} · ion-${example.component} (Ionic ${version.slice(1)} demo)`)}</title>
<script>${demoHeadScript(dark.cls)}</script>
<link rel="stylesheet" href="${assets}/css/ionic.bundle.css">
<link rel="stylesheet" href="${dark.href}">
<style>${example.layout === 'app' ? 'html,body{height:100%}' : 'ion-app{position:static;contain:none;display:block}.demo-content{display:block;background:var(--ion-background-color,#fff);color:var(--ion-text-color,#000)}'}${styles}</style>
<script type="module" src="${assets}/ionic/ionic.esm.js"></script>
</head>
<body>
${body}
${scripts ? `<script type="module">\n${scripts}\n</script>` : ''}
<script>${DEMO_SIZE_SCRIPT}</script>
</body>
</html>
`;
}

/** Every file the demos of a version load: Ionic's ES module build, its icons and CSS. */
export function ionicAssets(root: string, version: DocVersion): StaticFile[] {
  const pkg = locatePackage(IONIC_PACKAGES[version], { nodeModules: path.join(root, 'node_modules') }, Number(version.slice(1))).root;
  const out: StaticFile[] = [];
  const base = `${USAGE_DIR}/assets/${version}`;
  const dist = path.join(pkg, 'dist/ionic');
  for (const name of fs.readdirSync(dist)) {
    if (name.endsWith('.esm.js') || (/^p-[\w-]+(\.entry)?\.js$/.test(name))) out.push({ from: path.join(dist, name), to: `${base}/ionic/${name}` });
  }
  for (const name of fs.readdirSync(path.join(dist, 'svg'))) out.push({ from: path.join(dist, 'svg', name), to: `${base}/ionic/svg/${name}` });
  out.push({ from: path.join(pkg, 'css/ionic.bundle.css'), to: `${base}/css/ionic.bundle.css` });
  if (version === 'v7') out.push({ to: `${base}/dark.css`, content: v7DarkCss(root) });
  else out.push({ from: path.join(pkg, 'css/palettes/dark.class.css'), to: `${base}/css/palettes/dark.class.css` });
  return out;
}

/** Demo pages and Ionic assets, as files to write under public/ (or to serve in development). */
export function playgroundFiles(root: string, examples: Map<DocVersion, Map<string, PlaygroundExample>>): StaticFile[] {
  const files: StaticFile[] = [];
  for (const [version, byId] of examples) {
    if (!byId.size) continue;
    files.push(...ionicAssets(root, version));
    for (const example of byId.values()) files.push({ to: `${USAGE_DIR}/${version}/${example.id}/index.html`, content: demoHtml(example, version) });
  }
  return files;
}
