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

/**
 * The program a block compiles in, read from its code: `tooling` (tests, with a test runner's
 * globals, and Node code such as `process.env` or `require`: Jest's and Node's types) or `app`
 * (browser code: neither, as in an app, where `setTimeout` returns a number). A React page's
 * block does not pay for parsing Node's and Jest's types (a cold compile after an edit, in a
 * build, is mostly parsing), and each block's result depends on its own code only, as the cache
 * needs. The `*.vue` declaration joins a program only when one of its blocks imports a `.vue`
 * file (it changes no other block's result, and it loads Vue's types). JSX (`tsx`, `jsx` blocks,
 * React's automatic runtime) has programs of its own: with `jsx` set, the compiler imports
 * React's runtime into every module, and a `ts` block would parse React's types for nothing.
 */
export type ProgramKind = 'app' | 'tooling' | 'app-jsx' | 'tooling-jsx';

const TEST_GLOBALS = new RegExp(
  String.raw`(?:^|[^.\w$])(?:describe|it|test|expect|beforeEach|afterEach|beforeAll|afterAll|jest|jasmine|vi|cy|` +
    String.raw`Cypress|spyOn|fail|xit|fit|xdescribe|fdescribe)\s*[.(<]`,
  'm',
);
const NODE_GLOBALS = new RegExp(
  String.raw`(?:^|[^.\w$])(?:process|require|module|exports|__dirname|__filename|Buffer|global|NodeJS|` +
    String.raw`setImmediate|clearImmediate)\b`,
  'm',
);
const VUE_IMPORT = /\.vue['"]/;

export function programKind(code: string, ext: string): ProgramKind {
  const kind = TEST_GLOBALS.test(code) || NODE_GLOBALS.test(code) ? 'tooling' : 'app';
  return ext === '.tsx' || ext === '.jsx' ? `${kind}-jsx` : kind;
}

export function compilerOptions(version: DocVersion, kind: ProgramKind = 'tooling-jsx'): ts.CompilerOptions {
  const tooling = kind.startsWith('tooling');
  return {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force, // every block is a module of its own
    jsx: kind.endsWith('-jsx') ? ts.JsxEmit.ReactJSX : undefined,
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
    types: tooling ? ['node', 'jest'] : [],
    baseUrl: SAMPLE_TYPES,
    paths: versionPaths(version),
  };
}

/** Ambient declarations every sample sees: what Vite and assets give an app. */
export const ENVIRONMENT = `
interface ImportMetaEnv { readonly [key: string]: any }
interface ImportMeta {
  readonly env: ImportMetaEnv;
  glob(pattern: string, options?: any): Record<string, any>;
  readonly hot?: any;
}
declare module '*.css';
declare module '*.scss';
declare module '*.svg';
declare module '*.png';
declare module '*.jpg';
// The config object a page may define before Ionic loads (CDN, developing/config).
interface Window { Ionic: any }
`;

/** Vue single-file components, for blocks that import one. */
export const VUE_ENVIRONMENT = `
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<{}, {}, any>;
  export default component;
}
`;

/** Test runners' globals not installed for the check, for blocks of tests (beside @types/jest). */
export const TEST_ENVIRONMENT = `
// Vitest with globals: true, Cypress.
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

/** A type shown on hover: where the identifier is in the block (0-based) and what the compiler says of it. */
export interface BlockHover {
  line: number;
  column: number;
  length: number;
  /** The compiler's quick info, e.g. `(method) CameraPlugin.getPhoto(options: ImageOptions): Promise<Photo>`. */
  text: string;
  /** The first sentence of the API's documentation ('' when it has none). */
  doc: string;
}

export interface BlockResult {
  diagnostics: BlockDiagnostic[];
  hovers: BlockHover[];
}

/** Declarations in these packages are the APIs a hover explains (v7 reads them under npm aliases). */
const API_PACKAGE =
  /[\\/]node_modules[\\/](?:@ionic[\\/]|@capacitor[\\/]|ionic-[\w-]+-v\d+[\\/]|capacitor-[\w-]+-v\d+[\\/])/;
export const HOVER_TEXT_MAX = 240;
export const HOVER_DOC_MAX = 200;

/** Shortens a hover's text to `max` characters at a word boundary. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** The first sentence of a documentation comment, without its inline tags' braces. */
export function firstSentence(doc: string): string {
  const text = doc
    .replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const end = /[.!?](\s|$)/.exec(text);
  return clip(end ? text.slice(0, end.index + 1) : text, HOVER_DOC_MAX);
}

// Library files are parsed once per process and shared by every compile (both versions, and in
// the development server every edit): the registry keeps them by path and compiler options.
// Documentation comments are read only where a hover shows them (the Ionic and Capacitor
// packages) and in the blocks: skipping the others' (the DOM's, React's, Node's) saves a sixth of
// a cold compile, the most of a build after an edit. Type errors are the same either way
// (JSDocParsingMode.ParseForTypeErrors). A registry parses in one mode, hence two.
const VIRTUAL = /[\\/]\.sample-types[\\/]virtual[\\/]/;
const modeOf = (file: string) =>
  API_PACKAGE.test(file) || VIRTUAL.test(file) ? ts.JSDocParsingMode.ParseAll : ts.JSDocParsingMode.ParseForTypeErrors;
const registries = new Map(
  [ts.JSDocParsingMode.ParseAll, ts.JSDocParsingMode.ParseForTypeErrors].map((mode) => [
    mode,
    ts.createDocumentRegistry(undefined, undefined, mode),
  ]),
);
const registryFor = (file: string) => registries.get(modeOf(file))!;
/** A file's source options with the parsing mode of its registry (which checks that they agree). */
const withMode = <T>(file: string, options: T): T =>
  typeof options === 'object' ? { ...options, jsDocParsingMode: modeOf(file) } : options;
// The same routing for both methods of each pair (they share a signature).
const byFile =
  (method: 'acquireDocument' | 'updateDocument'): ts.DocumentRegistry['acquireDocument'] =>
  (file, settings, snapshot, version, kind, options) =>
    registryFor(file)[method](file, settings, snapshot, version, kind, withMode(file, options));
const byKey =
  (method: 'acquireDocumentWithKey' | 'updateDocumentWithKey'): ts.DocumentRegistry['acquireDocumentWithKey'] =>
  (file, p, settings, key, snapshot, version, kind, options) =>
    registryFor(file)[method](file, p, settings, key, snapshot, version, kind, withMode(file, options));
const registry: ts.DocumentRegistry = {
  acquireDocument: byFile('acquireDocument'),
  acquireDocumentWithKey: byKey('acquireDocumentWithKey'),
  updateDocument: byFile('updateDocument'),
  updateDocumentWithKey: byKey('updateDocumentWithKey'),
  getKeyForCompilationSettings: (settings) =>
    registries.get(ts.JSDocParsingMode.ParseAll)!.getKeyForCompilationSettings(settings),
  releaseDocument: (file: string, settings: ts.CompilerOptions, kind?: ts.ScriptKind, format?: ts.ResolutionMode) =>
    registryFor(file).releaseDocument(file, settings, kind!, format),
  releaseDocumentWithKey: (
    p: ts.Path,
    key: ts.DocumentRegistryBucketKey,
    kind?: ts.ScriptKind,
    format?: ts.ResolutionMode,
  ) => registryFor(p).releaseDocumentWithKey(p, key, kind!, format),
  reportStats: () => [...registries.values()].map((r) => r.reportStats()).join('\n'),
};
const snapshots = new Map<string, ts.IScriptSnapshot | undefined>();

function libSnapshot(file: string): ts.IScriptSnapshot | undefined {
  if (!snapshots.has(file)) {
    const text = ts.sys.readFile(file);
    snapshots.set(file, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
  }
  return snapshots.get(file);
}

/** Identifiers of JSX tags and attributes are the component API, documented on its page; no hover. */
function isJsxName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxClosingElement(parent)) &&
      parent.tagName === node) ||
    ts.isJsxAttribute(parent)
  );
}

type KnownInfo = Map<ts.Symbol, Map<boolean, { text: string; doc: string } | null>>;

function hoversOf(ls: ts.LanguageService, program: ts.Program, sf: ts.SourceFile, known: KnownInfo): BlockHover[] {
  const checker = program.getTypeChecker();
  const hovers: BlockHover[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !isJsxName(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      // Where the API is declared (a package that only augments another's, as @ionic/react does
      // React's namespace, does not make it an Ionic API).
      const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
      if (symbol && declaration && API_PACKAGE.test(declaration.getSourceFile().fileName)) {
        const start = node.getStart(sf);
        const imported = !!ts.findAncestor(node, ts.isImportDeclaration);
        const forSymbol = known.get(symbol) ?? new Map<boolean, { text: string; doc: string } | null>();
        known.set(symbol, forSymbol);
        if (!forSymbol.has(imported)) {
          const info = ls.getQuickInfoAtPosition(sf.fileName, start);
          forSymbol.set(
            imported,
            info?.displayParts
              ? {
                  // An imported name's info ends with its import line, which the reader sees already.
                  text: clip(ts.displayPartsToString(info.displayParts).replace(/\nimport [^]*$/, ''), HOVER_TEXT_MAX),
                  doc: firstSentence(ts.displayPartsToString(info.documentation ?? [])),
                }
              : null,
          );
        }
        const found = forSymbol.get(imported);
        if (found) {
          const { line, character } = sf.getLineAndCharacterOfPosition(start);
          hovers.push({ line, column: character, length: node.getWidth(sf), ...found });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return hovers;
}

interface VersionService {
  ls: ts.LanguageService;
  /** The files of the current compile: the blocks, the environment and the globals. */
  files: Map<string, string>;
  generation: number;
}

// One language service per version, kind of program and process: a later compile (an edit in the
// development server, the next batch) reuses every library file the last one parsed.
const services = new Map<string, VersionService>();

function serviceFor(version: DocVersion, kind: ProgramKind): VersionService {
  const key = `${version}:${kind}`;
  let service = services.get(key);
  if (service) return service;
  const options = compilerOptions(version, kind);
  const files = new Map<string, string>();
  const state = { files, generation: 0 } as VersionService;
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getProjectVersion: () => String(state.generation),
    getScriptFileNames: () => [...state.files.keys()],
    // A block's file is named by its content's hash: a name never changes its text.
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => {
      const text = state.files.get(f);
      return text !== undefined ? ts.ScriptSnapshot.fromString(text) : libSnapshot(f);
    },
    getCurrentDirectory: () => SAMPLE_TYPES,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (f) => state.files.has(f) || ts.sys.fileExists(f),
    readFile: (f, encoding) => state.files.get(f) ?? ts.sys.readFile(f, encoding),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  state.ls = ts.createLanguageService(host, registry);
  service = state;
  services.set(key, service);
  return service;
}

/**
 * Lets go of the language services and the library files they parsed (a build, once its check
 * is done: the hundreds of megabytes they hold are not needed for the pages).
 */
export function releaseCompilers(): void {
  for (const { ls } of services.values()) ls.dispose();
  services.clear();
  snapshots.clear();
}

/**
 * Compiles the blocks of one version, in one program per kind (a language service, for the
 * hovers): diagnostics and the types of the Ionic and Capacitor APIs each block names, by block id.
 */
export function compileBlocks(version: DocVersion, blocks: SourceBlock[]): Map<string, BlockResult> {
  const byKind = new Map<ProgramKind, SourceBlock[]>();
  for (const b of blocks) {
    const kind = programKind(b.code, b.ext);
    byKind.set(kind, [...(byKind.get(kind) ?? []), b]);
  }
  const result = new Map<string, BlockResult>();
  for (const [kind, group] of byKind)
    for (const [id, found] of compileKind(version, kind, group)) result.set(id, found);
  return result;
}

function compileKind(version: DocVersion, kind: ProgramKind, blocks: SourceBlock[]): Map<string, BlockResult> {
  const dir = path.join(SAMPLE_TYPES, 'virtual', version, kind);
  const files = new Map<string, string>();
  const byFile = new Map<string, string>();
  for (const b of blocks) {
    const name = path.join(dir, `${b.id.replace(/[^\w.-]+/g, '_')}${b.ext}`);
    files.set(name, b.code);
    byFile.set(name, b.id);
  }
  files.set(path.join(dir, 'environment.d.ts'), ENVIRONMENT);
  if (blocks.some((b) => VUE_IMPORT.test(b.code))) files.set(path.join(dir, 'vue.d.ts'), VUE_ENVIRONMENT);
  if (kind.startsWith('tooling')) files.set(path.join(dir, 'test.d.ts'), TEST_ENVIRONMENT);
  // Globals of @ionic/core (ion-* elements in HTMLElementTagNameMap) are always loaded, so a
  // block's result does not depend on the others in the program (results are cached by block).
  files.set(path.join(dir, 'globals.ts'), "import '@ionic/core';\n");

  const service = serviceFor(version, kind);
  service.files = files;
  service.generation += 1;
  const { ls } = service;
  const program = ls.getProgram()!;
  const result = new Map<string, BlockResult>();
  // One quick info per API and kind of place (its import, its uses) in the whole program: asking
  // the service costs milliseconds each, and the blocks name the same APIs again and again.
  const known: KnownInfo = new Map();
  for (const [name, id] of byFile) {
    const sf = program.getSourceFile(name);
    const block = { ext: path.extname(name), importsApp: importsAppModule(files.get(name) ?? '') };
    if (!sf) continue;
    const diagnostics = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
    result.set(id, {
      diagnostics: diagnostics
        .filter((d) => d.category === ts.DiagnosticCategory.Error)
        .map((d) => {
          const { line, character } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
          return { line, column: character, code: d.code, message: messageOf(d) };
        })
        .filter((d) => !isIgnored(d, block)),
      hovers: hoversOf(ls, program, sf, known),
    });
  }
  return result;
}
