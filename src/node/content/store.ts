// Every content file is compiled once: the store keeps each result by the file's content hash,
// in memory and on disk (.cache/ionic-docs/compiled.json), so a restart compiles only the files
// that changed since. A file that fails keeps its problems and its last good compile: the
// development server goes on serving that version of the page while the author fixes it.
import fs from 'fs';
import path from 'path';
import { diskStore, type DiskStore } from '../cache/disk';
import { listFiles } from '../files';
import { compileDoc, contentHash, type CompiledDoc } from './compile';
import { splitFrontmatter, toFrontmatter } from './frontmatter';
import type { ContentProblem } from './problems';

export const CONTENT_DIRS = ['content/docs', 'content/i18n'];

export function repoPathOf(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/** The state of one file: compiled, or failing with its problems (and its last good compile, if any). */
export type FileState =
  | { ok: true; doc: CompiledDoc }
  | { ok: false; problems: ContentProblem[]; lastGood: CompiledDoc | null; standIn: CompiledDoc; hash: string };

/**
 * What a file that never compiled stands for: its title, read leniently (else its name), no
 * headings, no body. Its page keeps its place in sidebars and translations, so one broken file
 * breaks no other page.
 */
function standInFor(raw: string, repoPath: string, hash: string): CompiledDoc {
  const frontmatter = toFrontmatter(splitFrontmatter(raw, repoPath).data);
  const name = path.basename(repoPath, '.mdx');
  return {
    frontmatter: { ...frontmatter, title: frontmatter.title || name },
    headings: [],
    links: [],
    playgrounds: [],
    code: '',
    body: '',
    hash,
  };
}

/** The compile a page is built from: the file's, else its last good one, else its stand-in. */
export function usableDoc(state: FileState): CompiledDoc {
  return state.ok ? state.doc : (state.lastGood ?? state.standIn);
}

const byFile = new Map<string, FileState>();
/** Compiles by content hash; failures too, so a broken file is compiled once per change. */
const failures = new Map<string, ContentProblem[]>();
let disk: DiskStore<CompiledDoc> | null = null;

/** Where compiled files are kept between runs; without it (tests, scripts) only in memory. */
export function keepCompiledOnDisk(root: string): void {
  disk = diskStore<CompiledDoc>(root, 'compiled', 16);
}

export function saveDiskCache(soon = false): void {
  if (!disk) return;
  if (soon) disk.saveSoon();
  else {
    disk.keepOnlyUsed();
    disk.save();
  }
}

/** What compiles a file's text: compileDoc, or a result already made for it (by a worker thread). */
export type Compile = typeof compileDoc;

function compileByHash(
  raw: string,
  repoPath: string,
  hash: string,
  compile: Compile,
): { doc: CompiledDoc | null; problems: ContentProblem[] } {
  // The repository path is part of the key: problems name their file.
  const key = `${hash}:${repoPath}`;
  const known = disk?.get(key);
  if (known) return { doc: known, problems: [] };
  const failed = failures.get(key);
  if (failed) return { doc: null, problems: failed };
  const { doc, problems } = compile(raw, repoPath);
  if (doc) disk?.set(key, doc);
  else failures.set(key, problems);
  return { doc, problems };
}

/** The state of a file after (re)reading it: compiled when new or changed, else as before. */
export function compileFile(
  absolute: string,
  repoPath: string,
  raw: string = fs.readFileSync(absolute, 'utf8'),
  compile: Compile = compileDoc,
): FileState {
  const hash = contentHash(raw);
  const before = byFile.get(absolute);
  if (before && (before.ok ? before.doc.hash : before.hash) === hash) return before;
  const { doc, problems } = compileByHash(raw, repoPath, hash, compile);
  const lastGood = before ? (before.ok ? before.doc : before.lastGood) : null;
  const state: FileState = doc
    ? { ok: true, doc }
    : { ok: false, problems, lastGood, standIn: standInFor(raw, repoPath, hash), hash };
  byFile.set(absolute, state);
  return state;
}

/** The file's state as last compiled (undefined before its first compile). */
export function fileState(absolute: string): FileState | undefined {
  return byFile.get(absolute);
}

/** Whether compileFile would compile this text (no run compiled it before, in memory or on disk). */
export function needsCompile(absolute: string, repoPath: string, raw: string): boolean {
  const hash = contentHash(raw);
  const before = byFile.get(absolute);
  if (before && (before.ok ? before.doc.hash : before.hash) === hash) return false;
  const key = `${hash}:${repoPath}`;
  return !failures.has(key) && disk?.get(key) === undefined;
}

/** The compiled file; throws its problems (scripts and tests that want all or nothing). */
export function compiledDoc(absolute: string, repoPath: string, raw?: string): CompiledDoc {
  const state = compileFile(absolute, repoPath, raw);
  if (!state.ok) throw new ContentProblemsError(state.problems);
  return state.doc;
}

export class ContentProblemsError extends Error {
  constructor(public problems: ContentProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.reason}`).join('\n'));
    this.name = 'ContentProblemsError';
  }
}

/** Every content file of the checkout. */
export function contentFiles(root: string): string[] {
  return CONTENT_DIRS.flatMap((dir) => listFiles(path.join(root, dir), '.mdx'));
}

/** Compiles the whole content tree; returns every problem of every file at once. */
export function compileContentTree(root: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const dir of CONTENT_DIRS) {
    for (const file of listFiles(path.join(root, dir), '.mdx')) {
      const state = compileFile(file, repoPathOf(root, file));
      if (!state.ok) problems.push(...state.problems);
    }
  }
  return problems;
}
