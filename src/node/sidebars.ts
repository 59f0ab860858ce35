// The sidebars of each version, read from content/sidebars/<version>.ts whenever pages are
// created. gatsby-node is compiled once, when Gatsby starts, with what it imports: a sidebar
// imported there would keep its first contents until a restart. Read from its file instead
// (compiled as scripts/register-ts.cjs compiles the project's modules), an edit shows as soon as
// Gatsby re-creates pages, which it does because gatsby-config sources content/sidebars as
// files. A file that does not compile or run keeps its last good contents, with a problem
// naming its line.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { VERSIONS } from '../lib/routes';
import type { DocVersion, SidebarsInput } from '../lib/types';
import { diskStore, hashOf } from './cache/disk';
import type { Diagnostic } from './diagnostics';

export const SIDEBAR_DIR = 'content/sidebars';

export function sidebarFile(version: DocVersion): string {
  return `${SIDEBAR_DIR}/${version}.ts`;
}

/** Runs a TypeScript module's source (type imports only, or relative imports of more such modules). */
export function evaluateModule(file: string, source: string = fs.readFileSync(file, 'utf8')): unknown {
  // Node's own require, from the project: this module is also loaded from Gatsby's bundles.
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));
  const { compileTs } = projectRequire('./scripts/register-ts.cjs') as {
    compileTs: (source: string, filename: string) => string;
  };
  const code = compileTs(source, file);
  const module = { exports: {} as Record<string, unknown> };
  const base = createRequire(file);
  const localRequire = (specifier: string) => {
    if (!specifier.startsWith('.')) return base(specifier);
    const target = path.resolve(path.dirname(file), specifier);
    const withExtension = ['.ts', '/index.ts'].map((ext) => target + ext).find((f) => fs.existsSync(f));
    return withExtension ? evaluateModule(withExtension) : base(target);
  };
  new Function('exports', 'require', 'module', '__filename', '__dirname', code)(
    module.exports,
    localRequire,
    module,
    file,
    path.dirname(file),
  );
  return module.exports;
}

/** Line and column of the first quoted `text` in `source` ('intro/cli' or "intro/cli"), else of the file start. */
export function placeOf(source: string, text: string): { line: number; column: number } {
  const at = [`'${text}'`, `"${text}"`].map((q) => source.indexOf(q)).filter((i) => i >= 0);
  if (!at.length) return { line: 1, column: 1 };
  const before = source.slice(0, Math.min(...at)).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

interface Loaded {
  hash: string;
  sidebars: SidebarsInput;
}
const loaded = new Map<string, Loaded>();

function isSidebars(value: unknown): value is SidebarsInput {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value as Record<string, unknown>).every((items) => Array.isArray(items))
  );
}

/**
 * Each version's sidebars as their files say now; a file is compiled again only when it
 * changed. Problems name the file and line; the version then keeps its last good sidebars
 * (none, on a first read).
 */
export function loadSidebars(root: string): { sidebars: Record<DocVersion, SidebarsInput>; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const sidebars = {} as Record<DocVersion, SidebarsInput>;
  // Kept on disk by content: a restart or a build runs no Babel for an unchanged sidebar.
  const disk = diskStore<SidebarsInput>(root, 'sidebars');
  let saved = false;
  for (const version of VERSIONS) {
    const repoPath = sidebarFile(version);
    const file = path.join(root, repoPath);
    const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const before = loaded.get(file);
    if (source === null) {
      sidebars[version] = {};
      continue;
    }
    const hash = hashOf(source);
    if (before?.hash === hash) {
      sidebars[version] = before.sidebars;
      continue;
    }
    const known = disk.get(`${repoPath}:${hash}`);
    if (known) {
      loaded.set(file, { hash, sidebars: known });
      sidebars[version] = known;
      continue;
    }
    try {
      const value = (evaluateModule(file, source) as { default?: unknown }).default;
      if (!isSidebars(value))
        throw new Error('the default export must be the sidebars: { docs: [...], api: [...], ... }');
      loaded.set(file, { hash, sidebars: value });
      sidebars[version] = value;
      disk.set(`${repoPath}:${hash}`, JSON.parse(JSON.stringify(value)));
      saved = true;
    } catch (error) {
      const e = error as Error & { loc?: { line: number; column: number } };
      // Syntax errors carry a place (columns from 0, scripts/register-ts.cjs); others are the file's as a whole.
      problems.push({
        severity: 'error',
        file: repoPath,
        ...(e.loc ? { line: e.loc.line, column: e.loc.column + 1 } : {}),
        message: e.message.replace(`${file}: `, '').split('\n')[0],
      });
      sidebars[version] = before?.sidebars ?? {};
    }
  }
  if (saved) {
    disk.keepOnlyUsed();
    disk.save();
  }
  return { sidebars, problems };
}
