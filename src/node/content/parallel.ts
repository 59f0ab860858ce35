// A cold start compiles every content file (641 files, tens of seconds of one core). The files no
// earlier run compiled are shared out between this thread and worker threads: each takes the
// next file from a counter they share (so a slow file holds up no one), and the results are
// stored as if this thread had made them. A worker that cannot start or stops early leaves its
// files to this thread; with one core, or few files, everything stays here.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Worker } from 'worker_threads';
import { compileDoc } from './compile';
import type { ContentProblem } from './problems';
import { compileContentTree, compileFile, contentFiles, needsCompile, repoPathOf } from './store';

type Result = ReturnType<typeof compileDoc>;

/** Below this many files to compile, starting a worker (a few hundred milliseconds) is not worth it. */
const MIN_FILES = 40;

export function defaultThreads(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(cores, 4));
}

/**
 * Compiles `files` (text and repository path) on `threads` threads, this one included unless
 * `here` is false; results by index, and how many the workers made.
 */
export async function compileOnThreads(
  root: string,
  files: { raw: string; repoPath: string }[],
  threads: number,
  here = true,
): Promise<{ results: Map<number, Result>; byWorkers: number }> {
  const results = new Map<number, Result>();
  let byWorkers = 0;
  const counter = new SharedArrayBuffer(4);
  const next = new Int32Array(counter);
  const workers = Array.from({ length: threads - 1 }, () => {
    const worker = new Worker(path.join(root, 'src/node/content/compile-worker.cjs'), {
      workerData: { root, files, counter },
    });
    return new Promise<void>((resolve) => {
      worker.on('message', (m: { index?: number; result?: Result; done?: boolean }) => {
        if (m.index !== undefined && m.result) {
          results.set(m.index, m.result);
          byWorkers += 1;
        }
        if (m.done) resolve();
      });
      // A worker that fails is not an error of the content: its files are compiled here.
      worker.on('error', () => resolve());
      worker.on('exit', () => resolve());
    });
  });
  if (!here) await Promise.all(workers);
  for (;;) {
    const index = Atomics.add(next, 0, 1);
    if (index >= files.length) break;
    results.set(index, compileDoc(files[index].raw, files[index].repoPath));
  }
  await Promise.all(workers);
  // Files a failed worker took and never returned.
  files.forEach((f, i) => {
    if (!results.has(i)) results.set(i, compileDoc(f.raw, f.repoPath));
  });
  return { results, byWorkers };
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
