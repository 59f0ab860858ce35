// The live demo of a playground example: a small static page of the site that runs the
// example's JavaScript version on Ionic's own CSS and web components, copied from the
// installed package each version names in content/site/versions.ts. No request leaves the site.
import fs from 'fs';
import path from 'path';
import { DEMO_CONTENT_CLASS } from '../../components/PlaygroundDemo/frame';
import { escapeHtml } from '../../lib/html';
import { PATH_PREFIX } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';
import { versionConfig } from '../../../content/site/versions';
import type { StaticFile } from '../assets';
import { bundleScript } from '../bundle';
import { locatePackage } from '../reference/packages';
import type { PlaygroundExample } from './load';

export const USAGE_DIR = 'usage';
/** Where a dark theme taken from a docs page is written, under the version's assets. */
const PAGE_DARK_FILE = 'dark.css';

export function demoPath(version: DocVersion, id: string): string {
  return `${PATH_PREFIX}/${USAGE_DIR}/${version}/${id}/`;
}

export function assetsPath(version: DocVersion): string {
  return `${PATH_PREFIX}/${USAGE_DIR}/assets/${version}`;
}

type DarkTheme = ReturnType<typeof versionConfig>['darkTheme'];

/** A version's dark theme for the demos: its URL under the version's assets, and the class that turns it on. */
export function darkTheme(version: DocVersion): { href: string; className: string } {
  const theme: DarkTheme = versionConfig(version).darkTheme;
  return {
    href: `${assetsPath(version)}/${'file' in theme ? theme.file : PAGE_DARK_FILE}`,
    className: theme.className,
  };
}

/** A dark theme taught on a docs page (before Ionic shipped palettes): the CSS block titled `block` there. */
export function pageDarkCss(root: string, version: DocVersion, page: string, block: string): string {
  const source = `content/docs/${version}/${page}`;
  const text = fs.readFileSync(path.join(root, source), 'utf8');
  const m = new RegExp('```css title="' + block.replace(/[./]/g, '\\$&') + '"\\n([\\s\\S]*?)\\n```').exec(text);
  if (!m)
    throw new Error(
      `${source}: the playgrounds use its \`\`\`css title="${block}" block ` +
        `as the Ionic ${versionConfig(version).ionicMajor} dark theme, and it is missing`,
    );
  return m[1];
}

const FRAME_DIR = path.resolve(__dirname, '../../components/PlaygroundDemo');
const frameScripts = new Map<string, string>();

/** A frame script (src/components/PlaygroundDemo/frame.ts), bundled once per process and call. */
function frameScript(call: string): string {
  let code = frameScripts.get(call);
  if (code === undefined) {
    code = bundleScript(FRAME_DIR, `import { demoHead, demoSize } from './frame';\n${call};`).code;
    frameScripts.set(call, code);
  }
  return code;
}

/** The frame's head script: the look and colour mode, before Ionic loads (demoHead). */
export function demoHeadScript(darkClass: string): string {
  return frameScript(`demoHead(${JSON.stringify(darkClass)})`);
}

/** The frame's last script: its content's height, told to the embedding page (demoSize). */
export function demoSizeScript(): string {
  return frameScript('demoSize()');
}

export function demoHtml(example: PlaygroundExample, version: DocVersion): string {
  const assets = assetsPath(version);
  const markup = example.code.javascript
    .filter((c) => c.lang === 'html')
    .map((c) => c.code)
    .join('\n');
  const scripts = example.code.javascript
    .filter((c) => c.lang === 'js' || c.lang === 'javascript')
    .map((c) => c.code)
    .join('\n');
  const styles = example.code.javascript
    .filter((c) => c.lang === 'css')
    .map((c) => c.code)
    .join('\n');
  const dark = darkTheme(version);
  const title = `${example.title} · ion-${example.component} (Ionic ${versionConfig(version).ionicMajor} demo)`;
  const layoutCss =
    example.layout === 'app'
      ? 'html,body{height:100%}'
      : 'ion-app{position:static;contain:none;display:block}' +
        `.${DEMO_CONTENT_CLASS}{display:block;` +
        'background:var(--ion-background-color,#fff);color:var(--ion-text-color,#000)}';
  const body =
    example.layout === 'app'
      ? markup
      : `<ion-app><main class="${DEMO_CONTENT_CLASS} ion-padding">\n${markup}\n</main></ion-app>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<script>${demoHeadScript(dark.className)}</script>
<link rel="stylesheet" href="${assets}/css/ionic.bundle.css">
<link rel="stylesheet" href="${dark.href}">
<style>${layoutCss}${styles}</style>
<script type="module" src="${assets}/ionic/ionic.esm.js"></script>
</head>
<body>
${body}
${scripts ? `<script type="module">\n${scripts}\n</script>` : ''}
<script>${demoSizeScript()}</script>
</body>
</html>
`;
}

/** Every file the demos of a version load: Ionic's ES module build, its icons and CSS. */
export function ionicAssets(root: string, version: DocVersion): StaticFile[] {
  const { ionicCore, ionicMajor, darkTheme: theme } = versionConfig(version);
  const pkg = locatePackage(ionicCore, { nodeModules: path.join(root, 'node_modules') }, ionicMajor).root;
  const out: StaticFile[] = [];
  const base = `${USAGE_DIR}/assets/${version}`;
  const dist = path.join(pkg, 'dist/ionic');
  for (const name of fs.readdirSync(dist)) {
    if (name.endsWith('.esm.js') || /^p-[\w-]+(\.entry)?\.js$/.test(name))
      out.push({ from: path.join(dist, name), to: `${base}/ionic/${name}` });
  }
  for (const name of fs.readdirSync(path.join(dist, 'svg')))
    out.push({ from: path.join(dist, 'svg', name), to: `${base}/ionic/svg/${name}` });
  out.push({ from: path.join(pkg, 'css/ionic.bundle.css'), to: `${base}/css/ionic.bundle.css` });
  if ('file' in theme) out.push({ from: path.join(pkg, theme.file), to: `${base}/${theme.file}` });
  else out.push({ to: `${base}/${PAGE_DARK_FILE}`, content: pageDarkCss(root, version, theme.page, theme.block) });
  return out;
}

/** Demo pages and Ionic assets, as files to write under public/ (or to serve in development). */
export function playgroundFiles(root: string, examples: Map<DocVersion, Map<string, PlaygroundExample>>): StaticFile[] {
  const files: StaticFile[] = [];
  for (const [version, byId] of examples) {
    if (!byId.size) continue;
    files.push(...ionicAssets(root, version));
    for (const example of byId.values())
      files.push({ to: `${USAGE_DIR}/${version}/${example.id}/index.html`, content: demoHtml(example, version) });
  }
  return files;
}
