// Authoring aid for the sample check: adds the imports a code block is missing (TS2304
// "Cannot find name 'X'" where X is exported by one of the block's framework packages).
// A block that shows a whole file (a title, or imports of its own) gets visible imports;
// a fragment gets them as hidden context lines above `// ---cut---` (docs/AUTHORING.md).
// Usage: node -r ./scripts/register-ts.cjs scripts/sample-imports.ts <path prefix>… [--dry]
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { listFiles } from '../src/node/files';
import { CUT_BEFORE } from '../src/node/mdx/hidden-lines';
import { checkSampleFiles, extractBlocks, placeOf, type SampleBlock } from '../src/node/samples';
import { SAMPLE_TYPES, compilerOptions } from '../src/node/samples/compile';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const dry = args.includes('--dry');
const prefixes = args.filter((a) => !a.startsWith('--'));
// --skip=<file>: a list of paths (one a line) not to touch, e.g. pages being rewritten by others.
const skipFile = args.find((a) => a.startsWith('--skip='))?.slice(7);
const skip = new Set(skipFile ? fs.readFileSync(skipFile, 'utf8').split('\n').filter(Boolean) : []);

const CAPACITOR = [
  '@capacitor/core',
  '@capacitor/camera',
  '@capacitor/preferences',
  '@capacitor/filesystem',
  '@capacitor/app',
  '@capacitor/keyboard',
  '@capacitor/status-bar',
  '@capacitor/splash-screen',
  '@capacitor/haptics',
  '@capacitor/network',
  '@capacitor/device',
  '@capacitor/share',
  '@capacitor/toast',
  '@capacitor/geolocation',
  '@capacitor/local-notifications',
  '@capacitor/push-notifications',
];
const MODULES: Record<string, string[]> = {
  react: [
    'react',
    '@ionic/react',
    '@ionic/react-router',
    'react-router-dom',
    '@ionic/core/components',
    ...CAPACITOR,
    'ionicons/icons',
  ],
  vue: [
    'vue',
    '@ionic/vue',
    '@ionic/vue-router',
    'vue-router',
    '@ionic/core/components',
    ...CAPACITOR,
    'ionicons/icons',
  ],
  angular: [
    '@angular/core',
    '@ionic/angular/standalone',
    '@ionic/angular',
    '@angular/router',
    '@angular/common',
    '@angular/forms',
    '@angular/platform-browser',
    'rxjs',
    '@ionic/core/components',
    ...CAPACITOR,
    'ionicons',
    'ionicons/icons',
  ],
  javascript: ['@ionic/core/components', ...CAPACITOR, 'ionicons', 'ionicons/icons'],
};

const NOT_IMPORTS = new Set(['async', 'App', 'private', 'constructor', 'public', 'get', 'set']);

/** Export names of each module, from the v8 sample packages. */
function exportIndex(): Map<string, Set<string>> {
  const all = [...new Set(Object.values(MODULES).flat())];
  const file = path.join(SAMPLE_TYPES, 'virtual', 'index.ts');
  const text = all.map((m, i) => `import * as m${i} from '${m}';\nvoid m${i};`).join('\n');
  const host = ts.createCompilerHost(compilerOptions('v8'), true);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (f, l, ...rest) => (f === file ? ts.createSourceFile(f, text, l) : getSourceFile(f, l, ...rest));
  const fileExists = host.fileExists;
  host.fileExists = (f) => f === file || fileExists(f);
  const program = ts.createProgram({ rootNames: [file], options: compilerOptions('v8'), host });
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(file)!;
  const index = new Map<string, Set<string>>();
  sf.statements.forEach((st) => {
    if (!ts.isImportDeclaration(st)) return;
    const spec = (st.moduleSpecifier as ts.StringLiteral).text;
    const sym = checker.getSymbolAtLocation(st.moduleSpecifier);
    index.set(spec, new Set(sym ? checker.getExportsOfModule(sym).map((s) => s.name) : []));
  });
  return index;
}

function frameworkOf(block: SampleBlock): string | null {
  if (block.tab && MODULES[block.tab]) return block.tab;
  for (const fw of ['react', 'vue', 'angular']) if (new RegExp(`from '@ionic/${fw}`).test(block.code)) return fw;
  if (/from '@angular\//.test(block.code)) return 'angular';
  if (/from '(vue|vue-router)'/.test(block.code)) return 'vue';
  if (/from '(react|react-router-dom)'/.test(block.code) || block.lang === 'tsx' || block.lang === 'jsx')
    return 'react';
  const m = /\/v\d+\/(react|vue|angular|javascript)\//.exec(block.file);
  return m ? m[1] : null;
}

const index = exportIndex();
const files = ['content/docs', 'content/i18n']
  .flatMap((d) => listFiles(path.join(root, d), '.mdx'))
  .map((f) => path.relative(root, f).split(path.sep).join('/'))
  .filter((f) => (prefixes.length === 0 || prefixes.some((p) => f.startsWith(p))) && !skip.has(f));
const report = checkSampleFiles(files);
const missing = new Map<string, Set<string>>(); // file:line of block → names
let added = 0;
for (const file of files) {
  const place = placeOf(file);
  if (!place) continue;
  const diags = report.diagnostics.filter((d) => d.file === file && d.code === 2304);
  if (!diags.length) continue;
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const lines = source.split('\n');
  const blocks = extractBlocks(source, file);
  // From the last block up, so earlier line numbers stay true.
  for (const block of [...blocks].reverse()) {
    const count = block.code.split('\n').length;
    const names = new Set(
      diags
        .filter((d) => d.line >= block.line && d.line < block.line + count)
        .map((d) => /name '([^']+)'/.exec(d.message)?.[1])
        .filter((n): n is string => !!n),
    );
    const fw = frameworkOf(block);
    if (!names.size || !fw) continue;
    const byModule = new Map<string, string[]>();
    for (const name of names) {
      // Keywords of a broken fragment and app files (`App` of App.vue) are not imports to add.
      if (NOT_IMPORTS.has(name)) continue;
      const already = [...block.code.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      const candidates = [...already.filter((m) => index.get(m)?.has(name)), ...MODULES[fw]];
      const mod = candidates.find((m) => index.get(m)?.has(name));
      if (!mod) continue;
      byModule.set(mod, [...(byModule.get(mod) ?? []), name]);
    }
    if (!byModule.size) continue;
    const pad = ' '.repeat(block.indent);
    const code = block.code.split('\n');
    const visible = /title=/.test(block.meta) || /^import\s/m.test(block.code.split(CUT_BEFORE).pop() ?? '');
    const newLines: string[] = [];
    for (const [mod, list] of byModule) {
      added += list.length;
      // Merge into a one-line import of the same module when the block has one.
      const at = code.findIndex((l) =>
        new RegExp(`^import \\{([^}]*)\\} from '${mod.replace(/[/$]/g, '\\$&')}';`).test(l),
      );
      if (at !== -1) {
        code[at] = code[at].replace(/\{([^}]*)\}/, (_, inner: string) => {
          const merged = [
            ...inner
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
            ...list,
          ];
          return `{ ${merged.join(', ')} }`;
        });
      } else newLines.push(`import { ${list.sort().join(', ')} } from '${mod}';`);
    }
    if (newLines.length) {
      const cut = code.findIndex((l) => l.trim() === CUT_BEFORE);
      if (visible) {
        let last = -1;
        code.forEach((l, i) => {
          if (/^import\s.*from\s|^import\s'/.test(l) && i > cut) last = i;
        });
        const inserted = [...newLines, ...(last === -1 ? [''] : [])];
        const at = last === -1 ? cut + 1 : last + 1;
        code.splice(at, 0, ...inserted);
        // Highlighted lines ({2,5-7}) count visible lines: those after the insertion move down.
        const visibleAt = at - (cut + 1);
        const fence = lines[block.line - 2];
        lines[block.line - 2] = fence.replace(/\{([\d\s,-]+)\}/, (_, spec: string) => {
          const shift = (n: string) => String(Number(n) > visibleAt ? Number(n) + inserted.length : Number(n));
          return `{${spec.replace(/\d+/g, shift)}}`;
        });
      } else if (cut !== -1) code.splice(cut, 0, ...newLines);
      else code.unshift(...newLines, CUT_BEFORE);
    }
    lines.splice(block.line - 1, count, ...code.map((l) => (l ? pad + l : l)));
    const key = `${file}:${block.line}`;
    missing.set(key, new Set([...byModule.values()].flat()));
  }
  if (!dry) fs.writeFileSync(path.join(root, file), lines.join('\n'));
}
for (const [k, v] of missing) console.log(`${k}: ${[...v].join(', ')}`);
console.log(`${added} imports added in ${missing.size} blocks${dry ? ' (dry run)' : ''}`);
