// The code-sample check (issue #42): every ts/tsx/js/jsx block of a page compiles against the
// packages of its version, and every ion-* attribute and event named in a block exists in that
// version's component metadata. `checkSampleFiles` is what the build calls: it takes content
// files and returns diagnostics as file, line, column and message. Results are cached by block
// content, version and the installed packages under .cache/ionic-docs/samples/.
import crypto from 'crypto';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import ts from 'typescript';
import { versionConfig } from '../../../content/site/versions';
import { VERSIONS } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';
import { listFiles } from '../files';
import { shareOut } from '../threads';
import { checkCode, type ComponentMeta } from '../overview-check';
import { visibleCode, visibleRange } from '../mdx/hidden-lines';
import {
  COMPILED_LANGS,
  PROJECT_ROOT,
  SAMPLE_TYPES,
  compileBlocks,
  compilerOptions,
  type BlockHover,
  type BlockResult,
  type SourceBlock,
} from './compile';
import { checkCss } from './css';
import { extractBlocks, type SampleBlock } from './extract';

export { extractBlocks, type SampleBlock } from './extract';
export type { BlockHover } from './compile';

/** Style languages whose custom properties are checked against the version's metadata. */
const STYLE_LANGS = new Set(['css', 'scss']);

/** Languages whose ion-* attributes and events are checked against the version's metadata. */
const MARKUP_LANGS = new Set(['html', 'vue', 'ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

export interface SampleDiagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
  /** 'ts' (compiler, with its TSxxxx code), 'attribute' (ion-* metadata), 'css' (custom properties) or 'fence'. */
  kind: 'ts' | 'attribute' | 'css' | 'fence';
  code?: number;
  version: DocVersion;
  locale: string;
  lang: string;
}

export interface SampleStats {
  /** The content file, when the check was asked for counts by file (`byFile`). */
  file?: string;
  version: DocVersion;
  locale: string;
  lang: string;
  found: number;
  checked: number;
  marked: number;
  errors: number;
  /** Blocks with at least one error. */
  failing: number;
  reasons: Map<string, number>;
}

export interface SampleReport {
  diagnostics: SampleDiagnostic[];
  stats: SampleStats[];
  /** Blocks compiled in this run (the others came from the cache). */
  compiled: number;
}

/** Version and locale of a content file from its path; null for files outside the versioned content. */
export function placeOf(file: string): { version: DocVersion; locale: string } | null {
  const m = /content\/(?:docs|i18n\/([a-z-]+))\/(v\d+)\//.exec(file.split(path.sep).join('/'));
  return m ? { version: m[2] as DocVersion, locale: m[1] ?? 'en' } : null;
}

/** Where in the block an attribute finding is: the first line naming it after its tag. */
export function findingPlace(code: string, tag: string, name: string): { line: number; column: number } {
  const lines = code.split('\n');
  const tagRe = new RegExp(
    `<(${tag}|Ion${tag.replace(/^ion-/, '').replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase())})\\b`,
  );
  const start = Math.max(
    0,
    lines.findIndex((l) => tagRe.test(l)),
  );
  for (let i = start; i < lines.length; i += 1) {
    const col = lines[i].indexOf(name, i === start ? Math.max(0, lines[i].search(tagRe)) : 0);
    if (col !== -1) return { line: i, column: col };
  }
  return { line: start, column: 0 };
}

let fingerprint: string | null = null;

/** What a cached result depends on besides the block: the packages, the compiler and this check's code. */
function packageFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = crypto.createHash('sha256');
  for (const f of [
    path.join(SAMPLE_TYPES, 'package-lock.json'),
    path.join(PROJECT_ROOT, 'package-lock.json'),
    path.join(__dirname, 'compile.ts'),
  ]) {
    if (fs.existsSync(f)) hash.update(fs.readFileSync(f));
  }
  hash.update(ts.version);
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

type Cached = BlockResult;

export const CACHE_DIR = path.join(PROJECT_ROOT, '.cache', 'ionic-docs', 'samples');

// The results of this process and earlier runs, read once: the check writes them, the
// highlighter (src/node/mdx/remark-code.ts) reads their hovers.
let memory: { file: string; entries: Record<string, Cached> } | null = null;

function readCache(file: string): Record<string, Cached> {
  if (memory?.file === file) return memory.entries;
  let entries: Record<string, Cached> = {};
  try {
    entries = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    entries = {};
  }
  memory = { file, entries };
  return entries;
}

const cacheFileOf = () => path.join(CACHE_DIR, `${packageFingerprint()}.json`);

/** Whether the blocks' results (their hovers) of these packages and this compiler are on disk. */
export function blockCacheExists(): boolean {
  return fs.existsSync(cacheFileOf());
}

/** A block's key in the cache: its version, language and code. */
export function blockKey(version: DocVersion, lang: string, code: string): string {
  return crypto.createHash('sha256').update(`${version}\0${lang}\0${code}`).digest('hex').slice(0, 24);
}

/**
 * The types a block shows on hover, if the check compiled it (in this process, or a run whose
 * results are cached); null otherwise. Positions are in the block's whole code, hidden lines included.
 */
export function hoversFor(version: DocVersion, lang: string, code: string): BlockHover[] | null {
  if (!COMPILED_LANGS[lang]) return null;
  return readCache(cacheFileOf())[blockKey(version, lang, code)]?.hovers ?? null;
}

export interface CheckOptions {
  /** Component metadata by version, for the attribute check; skipped for a version without it. */
  meta?: Map<DocVersion, Map<string, ComponentMeta>>;
  /** The global `--ion-*` variables by version, for the custom property check (with `meta`). */
  globals?: Map<DocVersion, Set<string>>;
  /** Read files relative to this folder (default: the project). */
  root?: string;
  /** Use and update the cache (default true). */
  cache?: boolean;
  /** Counts by content file as well as by version, locale and language (default false). */
  byFile?: boolean;
}

/** Checks the code samples of the given content files (paths relative to the project or absolute). */
export function checkSampleFiles(files: string[], options: CheckOptions = {}): SampleReport {
  const root = options.root ?? PROJECT_ROOT;
  return checkSampleTexts(
    files.map((f) => {
      const abs = path.resolve(root, f);
      return { file: path.relative(root, abs).split(path.sep).join('/'), text: fs.readFileSync(abs, 'utf8') };
    }),
    options,
  );
}

/** Below this many blocks to compile (an edit), a worker thread's start costs more than it saves. */
export const WORKER_MIN_BLOCKS = 100;

/**
 * Compiles the blocks of these content files that the cache lacks in a worker thread, and keeps
 * the results, so the check that follows finds them all cached. In a build, the compiler's
 * garbage is collected in the worker's own small heap rather than in the build's large one,
 * where each collection walks all of Gatsby's state too. Fewer than `min` blocks (an edit) stay
 * on this thread. Returns how many were compiled.
 */
export async function compileMissingInWorker(
  files: { file: string; text: string }[],
  min = WORKER_MIN_BLOCKS,
): Promise<number> {
  const cache = readCache(cacheFileOf());
  const items = [...missingBlocks(placedBlocks(files), cache)];
  const count = items.reduce((n, [, list]) => n + list.length, 0);
  if (count < min) return 0;
  // Two threads, this one not taking part: one worker compiles everything.
  const { results } = await shareOut(
    PROJECT_ROOT,
    { module: 'src/node/samples/compile.ts', fn: 'compileBlocks' },
    items,
    compileBlocks,
    2,
    false,
  );
  for (const found of results.values()) for (const [key, result] of found) cache[key] = result;
  writeCache(cache);
  return count;
}

function writeCache(cache: Record<string, Cached>): void {
  const cacheFile = cacheFileOf();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR))
    if (old !== path.basename(cacheFile)) fs.rmSync(path.join(CACHE_DIR, old));
  fs.writeFileSync(cacheFile, JSON.stringify(cache));
}

type PlacedBlock = SampleBlock & { version: DocVersion; locale: string };

/** The code blocks of content files (repository paths and texts), with their version and locale. */
function placedBlocks(files: { file: string; text: string }[]): PlacedBlock[] {
  return files.flatMap(({ file, text }) => {
    const place = placeOf(file);
    return place ? extractBlocks(text, file).map((b) => ({ ...b, ...place })) : [];
  });
}

/** The blocks to compile that the cache lacks, by version, each once (keyed as the cache keys them). */
function missingBlocks(blocks: PlacedBlock[], cache: Record<string, Cached>): Map<DocVersion, SourceBlock[]> {
  const missing = new Map<DocVersion, Map<string, SourceBlock>>();
  for (const b of blocks) {
    const ext = COMPILED_LANGS[b.lang];
    if (!ext || b.nocheck !== null) continue;
    const key = blockKey(b.version, b.lang, b.code);
    if (cache[key]) continue;
    const list = missing.get(b.version) ?? new Map<string, SourceBlock>();
    list.set(key, { id: key, ext, code: b.code });
    missing.set(b.version, list);
  }
  return new Map([...missing].map(([version, list]) => [version, [...list.values()]]));
}

/** Checks the code samples of content files already read: their repository paths and texts. */
export function checkSampleTexts(files: { file: string; text: string }[], options: CheckOptions = {}): SampleReport {
  return checkBlocks(placedBlocks(files), options);
}

export function checkBlocks(blocks: PlacedBlock[], options: CheckOptions = {}): SampleReport {
  const useCache = options.cache ?? true;
  const cacheFile = cacheFileOf();
  const cache = useCache ? readCache(cacheFile) : {};
  const diagnostics: SampleDiagnostic[] = [];
  const stats = new Map<string, SampleStats>();
  const statOf = (b: { file: string; version: DocVersion; locale: string; lang: string }) => {
    const key = `${options.byFile ? b.file : ''}\0${b.version}\0${b.locale}\0${b.lang}`;
    let s = stats.get(key);
    if (!s) {
      s = {
        ...(options.byFile ? { file: b.file } : {}),
        version: b.version,
        locale: b.locale,
        lang: b.lang,
        found: 0,
        checked: 0,
        marked: 0,
        errors: 0,
        failing: 0,
        reasons: new Map(),
      };
      stats.set(key, s);
    }
    return s;
  };
  const keyOf = (b: SampleBlock & { version: DocVersion }) => blockKey(b.version, b.lang, b.code);
  const cssProps = new Map<DocVersion, Map<string, Set<string>>>();
  const cssPropsOf = (version: DocVersion, meta: Map<string, ComponentMeta>) => {
    let props = cssProps.get(version);
    if (!props) {
      props = new Map([...meta].map(([tag, c]) => [tag, new Set((c.styles ?? []).map((st) => st.name))]));
      cssProps.set(version, props);
    }
    return props;
  };
  const failing = new Set<SampleBlock>();
  const seen = new Set<string>();
  const report = (
    b: SampleBlock & { version: DocVersion; locale: string },
    d: Omit<SampleDiagnostic, 'version' | 'locale' | 'lang' | 'file'>,
  ) => {
    const full = { ...d, file: b.file, version: b.version, locale: b.locale, lang: b.lang };
    // The same attribute written on several tags of one line is one finding.
    if (seen.has(formatDiagnostic(full))) return;
    seen.add(formatDiagnostic(full));
    diagnostics.push(full);
    statOf(b).errors += 1;
    failing.add(b);
  };

  const toCompile = missingBlocks(blocks, cache);
  const waiting = new Map<string, PlacedBlock[]>();
  for (const b of blocks) {
    const ext = COMPILED_LANGS[b.lang];
    if (ext) {
      const s = statOf(b);
      s.found += 1;
      if (b.fenceProblem) report(b, { line: b.line - 1, column: 1, message: b.fenceProblem, kind: 'fence' });
      if (b.nocheck !== null) {
        s.marked += 1;
        s.reasons.set(b.nocheck, (s.reasons.get(b.nocheck) ?? 0) + 1);
      } else {
        s.checked += 1;
        const key = keyOf(b);
        const list = waiting.get(key) ?? [];
        list.push(b);
        waiting.set(key, list);
      }
    }
    const meta = options.meta?.get(b.version);
    const globals = options.globals?.get(b.version);
    if (meta && globals && STYLE_LANGS.has(b.lang)) {
      const s = statOf(b);
      s.found += 1;
      if (b.nocheck !== null) {
        s.marked += 1;
        s.reasons.set(b.nocheck, (s.reasons.get(b.nocheck) ?? 0) + 1);
        continue;
      }
      s.checked += 1;
      const code = visibleCode(b.code);
      const offset = visibleRange(b.code).start;
      for (const f of checkCss(code, cssPropsOf(b.version, meta), globals)) {
        report(b, {
          line: b.line + offset + f.line,
          column: f.column + 1 + b.indent,
          message: f.tag
            ? `<${f.tag}> has no CSS custom property "${f.name}" in Ionic ${b.version.slice(1)}`
            : `Ionic ${b.version.slice(1)} has no global CSS variable "${f.name}"`,
          kind: 'css',
        });
      }
      continue;
    }
    if (meta && MARKUP_LANGS.has(b.lang)) {
      if (!ext) {
        const s = statOf(b);
        s.found += 1;
        if (b.nocheck !== null) {
          s.marked += 1;
          s.reasons.set(b.nocheck, (s.reasons.get(b.nocheck) ?? 0) + 1);
        } else s.checked += 1;
      }
      // A block marked nocheck is not checked at all (an Ionic 3 guide's markup, pseudo-code).
      if (b.nocheck !== null) continue;
      const code = visibleCode(b.code);
      const offset = visibleRange(b.code).start;
      for (const f of checkCode(code, meta)) {
        const at = findingPlace(code, f.tag, f.name);
        report(b, {
          line: b.line + offset + at.line,
          column: at.column + 1 + b.indent,
          message: `<${f.tag}> has no ${f.kind} "${f.name}" in Ionic ${b.version.slice(1)}`,
          kind: 'attribute',
        });
      }
    }
  }

  let compiled = 0;
  for (const [version, list] of toCompile) {
    compiled += list.length;
    for (const [key, found] of compileBlocks(version, list)) cache[key] = found;
  }
  for (const [key, list] of waiting) {
    for (const b of list) {
      for (const d of cache[key]?.diagnostics ?? []) {
        report(b, {
          line: b.line + d.line,
          column: d.column + 1 + b.indent,
          message: `TS${d.code}: ${d.message}`,
          kind: 'ts',
          code: d.code,
        });
      }
    }
  }
  for (const b of failing) statOf(b as SampleBlock & { version: DocVersion; locale: string }).failing += 1;
  if (useCache && compiled) writeCache(cache);
  diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);

  return {
    diagnostics,
    stats: [...stats.values()].sort(
      (a, b) => a.version.localeCompare(b.version) || a.locale.localeCompare(b.locale) || a.lang.localeCompare(b.lang),
    ),
    compiled,
  };
}

/** One diagnostic as the build and the command print it. */
export function formatDiagnostic(d: SampleDiagnostic): string {
  return `${d.file}:${d.line}:${d.column}: ${d.message}`;
}

export { compilerOptions };

/**
 * The global `--ion-*` variables of each version: every one the version's @ionic/core styles
 * read or set (its global stylesheets and each component's).
 */
export function globalVariablesByVersion(): Map<DocVersion, Set<string>> {
  return new Map(
    VERSIONS.map((version) => {
      // Not require.resolve: the bundle Gatsby makes of gatsby-node replaces it.
      const core = path.dirname(
        createRequire(path.join(PROJECT_ROOT, 'package.json')).resolve(
          `${versionConfig(version).ionicCore}/package.json`,
        ),
      );
      const names = new Set<string>();
      const files = [
        ...listFiles(path.join(core, 'css'), '.css'),
        ...listFiles(path.join(core, 'dist', 'collection'), '.css'),
      ];
      for (const file of files)
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/--ion-[a-z0-9-]+/g)) names.add(m[0]);
      return [version, names];
    }),
  );
}
