// Compiles code samples with the TypeScript compiler API: one ts.Program per documentation
// version, each block a virtual module, against the packages of that version
// (.sample-types/package.json; v7 reads npm aliases through `paths`). Returns diagnostics
// relative to the block (0-based line, column), so callers map them to the MDX file.
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { versionConfig } from '../../../content/site/versions';
import { CURRENT_VERSION } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';

export const PROJECT_ROOT = path.resolve(__dirname, '../../..');
export const SAMPLE_TYPES = path.join(PROJECT_ROOT, '.sample-types');
const SAMPLE_MODULES = path.join(SAMPLE_TYPES, 'node_modules');
const MAIN_MODULES = path.join(PROJECT_ROOT, 'node_modules');

/** Fence languages that are compiled, with the extension of their virtual file. */
export const COMPILED_LANGS: Record<string, '.ts' | '.tsx' | '.js' | '.jsx'> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

/**
 * Modules samples may import that are not installed for the check (build tools, test runners,
 * third-party UI): their imports are typed `any`. Anything else that does not resolve is an
 * error, so a misspelt or wrong package is caught.
 */
export const UNCHECKED_MODULES: readonly (string | RegExp)[] = [
  /^swiper(\/|$)/,
  /^vite(st)?(\/|$)/,
  /^@vitejs\//,
  /^vite-plugin-/,
  /^virtual:/,
  /^@testing-library\//,
  /^@vue\/test-utils$/,
  /^@playwright\/test$/,
  /^cypress(\/|$)/,
  /^@angular\/(service-worker|cdk|platform-browser-dynamic|common\/http|animations)(\/|$)/,
  /^@angular\/core\/testing$/,
  /^@ionic-native\//,
  /^@awesome-cordova-plugins\//,
  /^ionic-angular$/, // Ionic 3, in migration guides
  /^@ionic\/pro$/,
  /^vue-virtual-scroller$/,
  /^@capacitor-community\//,
  /^@capacitor\/(android|ios)$/,
  /^@capawesome\//,
  /^@stencil\//,
  /^firebase(\/|$)/,
  /^workbox-/,
  /^express$/,
  /^localforage/,
  /^react-virtuoso$/,
  /^date-fns(\/|$)/,
  /^jest-preset-angular(\/|$)/,
];

/** Import specifiers of the reader's own app (relative, `@/` and `~/` aliases): typed `any`. */
export function isAppModule(specifier: string): boolean {
  return /^(\.{1,2}\/|@\/|~\/|src\/)/.test(specifier);
}

export function isUncheckedModule(specifier: string): boolean {
  return (
    isAppModule(specifier) ||
    UNCHECKED_MODULES.some((m) => (typeof m === 'string' ? m === specifier : m.test(specifier)))
  );
}

/**
 * `paths` of an archived version (from the version registry): its samples importing
 * `@ionic/react` read `ionic-react-v7`, `@ionic/core` its installed core, Capacitor plugins
 * their aliases of that Capacitor major.
 */
export function versionPaths(version: DocVersion): Record<string, string[]> {
  if (version === CURRENT_VERSION) return {};
  const { ionicMajor, ionicCore, capacitor } = versionConfig(version);
  const paths: Record<string, string[]> = {};
  const alias = (name: string, dir: string) => {
    paths[name] = [dir];
    paths[`${name}/*`] = [`${dir}/*`];
  };
  for (const pkg of ['angular', 'react', 'react-router', 'vue', 'vue-router'])
    alias(`@ionic/${pkg}`, path.join(SAMPLE_MODULES, `ionic-${pkg}-v${ionicMajor}`));
  alias('@ionic/core', path.join(MAIN_MODULES, ionicCore));
  alias('@capacitor/core', path.join(SAMPLE_MODULES, `capacitor-core-v${capacitor.major}`));
  alias('@capacitor/cli', path.join(SAMPLE_MODULES, `capacitor-cli-v${capacitor.major}`));
  const installed = new RegExp(`^${capacitor.installedAs.replace('{plugin}', '(.+)')}$`);
  const plugins = fs.existsSync(MAIN_MODULES) ? fs.readdirSync(MAIN_MODULES) : [];
  for (const dir of plugins) {
    const m = installed.exec(dir);
    if (m) alias(`@capacitor/${m[1]}`, path.join(MAIN_MODULES, dir));
  }
  return paths;
}

export function compilerOptions(version: DocVersion): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force, // every block is a module of its own
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    // Samples show APIs, not a whole app's typing discipline: an untyped parameter
    // or a class field assigned in ngOnInit is not an error.
    noImplicitAny: false,
    strictPropertyInitialization: false,
    experimentalDecorators: true, // Angular
    useDefineForClassFields: false,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    resolveJsonModule: true,
    allowJs: true,
    checkJs: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node', 'jest'],
    baseUrl: SAMPLE_TYPES,
    paths: versionPaths(version),
  };
}

/** Ambient declarations every sample sees: what Vite, Vue single-file components and assets give an app. */
export const ENVIRONMENT = `
interface ImportMetaEnv { readonly [key: string]: any }
interface ImportMeta {
  readonly env: ImportMetaEnv;
  glob(pattern: string, options?: any): Record<string, any>;
  readonly hot?: any;
}
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<{}, {}, any>;
  export default component;
}
declare module '*.css';
declare module '*.scss';
declare module '*.svg';
declare module '*.png';
declare module '*.jpg';
// Globals of test runners that are not installed for the check (Vitest with globals: true, Cypress).
declare const vi: {
  mock(path: string, factory?: (importOriginal: <T = any>() => Promise<T>) => any): void;
  [name: string]: <T = any>(...args: any[]) => any;
};
declare const cy: any;
declare namespace Cypress { type Chainable<T = any> = any }
// Jasmine (Angular's Karma tests): @types/jest only has Jasmine 1's \`jasmine\` namespace.
declare namespace jasmine {
  interface SpyAnd {
    resolveTo(value?: any): Spy;
    rejectWith(value?: any): Spy;
  }
  // Loose: @types/jest's createSpyObj<T> returns a plain T, which must be assignable to it.
  type SpyObj<T> = T & { [K in keyof T]: any };
}
// The matchers of @testing-library/jest-dom (its setup file is in the testing guides).
declare namespace jest {
  interface Matchers<R> {
    toBeInTheDocument(): R;
    toBeVisible(): R;
    toBeDisabled(): R;
    toBeEnabled(): R;
    toBeChecked(): R;
    toHaveTextContent(text: string | RegExp): R;
    toHaveAttribute(name: string, value?: unknown): R;
    toHaveValue(value?: unknown): R;
    toHaveClass(...names: string[]): R;
    toHaveFocus(): R;
  }
}
// The config object a page may define before Ionic loads (CDN, developing/config).
interface Window { Ionic: any }
`;

export interface SourceBlock {
  /** Unique within one compile; becomes the virtual file name. */
  id: string;
  ext: '.ts' | '.tsx' | '.js' | '.jsx';
  code: string;
}

export interface BlockDiagnostic {
  /** 0-based line and column in the block's code. */
  line: number;
  column: number;
  code: number;
  message: string;
}

function messageOf(d: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n');
  const first = text[0].trim();
  const last = text[text.length - 1].trim();
  return text.length > 1 && last !== first ? `${first} ${last}` : first;
}

const NULL_CHECKS = new Set([2531, 2532, 2533, 18047, 18048, 18049]);
const UNKNOWN_CHECKS = new Set([2571, 18046]);
const JS = new Set(['.js', '.jsx']);

/**
 * Diagnostics that say nothing about the sample: "Cannot find module" for a module that is
 * deliberately not checked; `unknown` where a value comes from the reader's own (untyped) app
 * module, e.g. `inject(OrderService)`; null checks in JavaScript, which no compiler reads.
 */
export function isIgnored(d: { code: number; message: string }, block: { ext: string; importsApp: boolean }): boolean {
  if (d.code === 2307 || d.code === 2792 || d.code === 7016 || d.code === 2688) {
    const m = /(?:module|type definition file for) '([^']+)'/.exec(d.message);
    return !!m && isUncheckedModule(m[1]);
  }
  // JavaScript reads any property of a queried element or an event; TypeScript readers cast.
  if (
    JS.has(block.ext) &&
    (d.code === 2339 || d.code === 2322) &&
    /type '(Element|HTMLElement|Event|EventTarget|Element \| null)'/.test(d.message)
  )
    return true;
  if (UNKNOWN_CHECKS.has(d.code)) return block.importsApp;
  if (NULL_CHECKS.has(d.code)) return JS.has(block.ext);
  return false;
}

/** Whether a block imports a module typed any here (the reader's app, a tool not installed). */
export function importsAppModule(code: string): boolean {
  return [...code.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].some((m) => isUncheckedModule(m[1]));
}

let sharedHost: { version: DocVersion; host: ts.CompilerHost } | null = null;

/** Compiles the blocks of one version in one program; diagnostics by block id. */
export function compileBlocks(version: DocVersion, blocks: SourceBlock[]): Map<string, BlockDiagnostic[]> {
  const options = compilerOptions(version);
  const dir = path.join(SAMPLE_TYPES, 'virtual', version);
  const files = new Map<string, string>();
  const byFile = new Map<string, string>();
  for (const b of blocks) {
    const name = path.join(dir, `${b.id.replace(/[^\w.-]+/g, '_')}${b.ext}`);
    files.set(name, b.code);
    byFile.set(name, b.id);
  }
  files.set(path.join(dir, 'environment.d.ts'), ENVIRONMENT);
  // Globals of @ionic/core (ion-* elements in HTMLElementTagNameMap) are always loaded, so a
  // block's result does not depend on the others in the program (results are cached by block).
  files.set(path.join(dir, 'globals.ts'), "import '@ionic/core';\n");

  // Library files are parsed once per version and kept for the next compile in this process.
  if (!sharedHost || sharedHost.version !== version)
    sharedHost = { version, host: ts.createCompilerHost(options, true) };
  const base = sharedHost.host;
  const cache = new Map<string, ts.SourceFile | undefined>();
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (f) => files.has(f) || base.fileExists(f),
    readFile: (f) => files.get(f) ?? base.readFile(f),
    getSourceFile: (f, lang, onError, create) => {
      const text = files.get(f);
      if (text !== undefined) return ts.createSourceFile(f, text, lang, true);
      if (!cache.has(f)) cache.set(f, base.getSourceFile(f, lang, onError, create));
      return cache.get(f);
    },
    writeFile: () => undefined,
  };
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  const result = new Map<string, BlockDiagnostic[]>();
  for (const [name, id] of byFile) {
    const sf = program.getSourceFile(name);
    const block = { ext: path.extname(name), importsApp: importsAppModule(files.get(name) ?? '') };
    if (!sf) continue;
    const diagnostics = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
    result.set(
      id,
      diagnostics
        .filter((d) => d.category === ts.DiagnosticCategory.Error)
        .map((d) => {
          const { line, character } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
          return { line, column: character, code: d.code, message: messageOf(d) };
        })
        .filter((d) => !isIgnored(d, block)),
    );
  }
  return result;
}
