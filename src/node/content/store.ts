// Every content file is compiled once per build (and again in development only when it
// changes): the store keeps the result by absolute path for the node and page steps.
import fs from 'fs';
import path from 'path';
import { listFiles } from '../files';
import { compileDoc, contentHash, type CompiledDoc } from './compile';
import type { ContentProblem } from './problems';

const store = new Map<string, CompiledDoc>();

export const CONTENT_DIRS = ['content/docs', 'content/i18n'];

export function repoPathOf(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/** The compiled file, compiling it when it is new or changed; throws the file's problems. */
export function compiledDoc(
  absolute: string,
  repoPath: string,
  raw: string = fs.readFileSync(absolute, 'utf8'),
): CompiledDoc {
  const cached = store.get(absolute);
  if (cached && cached.hash === contentHash(raw)) return cached;
  const { doc, problems } = compileDoc(raw, repoPath);
  if (!doc) throw new ContentProblemsError(problems);
  store.set(absolute, doc);
  return doc;
}

export class ContentProblemsError extends Error {
  constructor(public problems: ContentProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.reason}`).join('\n'));
    this.name = 'ContentProblemsError';
  }
}

/** Compiles the whole content tree; returns every problem of every file at once. */
export function compileContentTree(root: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const dir of CONTENT_DIRS) {
    for (const file of listFiles(path.join(root, dir), '.mdx')) {
      try {
        compiledDoc(file, repoPathOf(root, file));
      } catch (error) {
        if (error instanceof ContentProblemsError) problems.push(...error.problems);
        else throw error;
      }
    }
  }
  return problems;
}
