// A cold start compiles every content file (641 files, tens of seconds of one core). The files no
// earlier run compiled are shared out between this thread and worker threads (src/node/threads.ts),
// and the results are stored as if this thread had made them.
import fs from 'fs';
import { defaultThreads, shareOut } from '../threads';
import { compileDoc } from './compile';
import type { ContentProblem } from './problems';
import { compileContentTree, compileFile, contentFiles, needsCompile, repoPathOf } from './store';

type Result = ReturnType<typeof compileDoc>;

/** Below this many files to compile, starting a worker (a few hundred milliseconds) is not worth it. */
const MIN_FILES = 40;

/**
 * Compiles `files` (text and repository path) on `threads` threads, this one included unless
 * `here` is false; results by index, and how many the workers made.
 */
export function compileOnThreads(
  root: string,
  files: { raw: string; repoPath: string }[],
  threads: number,
  here = true,
): Promise<{ results: Map<number, Result>; byWorkers: number }> {
  return shareOut(
    root,
    { module: 'src/node/content/compile.ts', fn: 'compileDoc' },
    files.map((f): [string, string] => [f.raw, f.repoPath]),
    compileDoc,
    threads,
    here,
  );
}

/** compileContentTree, with the files no earlier run compiled shared out between threads. */
export async function compileContentTreeInParallel(
  root: string,
  threads: number = defaultThreads(),
): Promise<ContentProblem[]> {
  const todo = contentFiles(root)
    .map((absolute) => ({ absolute, repoPath: repoPathOf(root, absolute), raw: fs.readFileSync(absolute, 'utf8') }))
    .filter((f) => needsCompile(f.absolute, f.repoPath, f.raw));
  if (threads > 1 && todo.length >= MIN_FILES) {
    const { results } = await compileOnThreads(root, todo, threads);
    todo.forEach((f, i) => {
      const made = results.get(i);
      compileFile(f.absolute, f.repoPath, f.raw, made ? () => made : compileDoc);
    });
  }
  return compileContentTree(root);
}
