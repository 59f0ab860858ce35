// Work shared out between this thread and worker threads: each takes the next item from a
// counter they share (so a slow item holds up no one), and the results come back by index. A
// worker runs the repository's TypeScript (through scripts/register-ts.cjs, as the scripts do)
// and calls one exported function of one module with each item's arguments. A worker that
// cannot start or stops early leaves its items to this thread; with one core, or few items,
// everything stays here.
import os from 'os';
import path from 'path';
import { Worker } from 'worker_threads';

/** Threads to use: the machine's cores, at most four (beyond that, start-up outweighs the gain). */
export function defaultThreads(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(cores, 4));
}

/** What a worker runs: `require(<root>/<module>)[fn](...args)` for each item. */
export interface ThreadJob {
  module: string;
  fn: string;
}

/**
 * Runs `run(...args)` for every item, on `threads` threads (this one included unless `here` is
 * false); results by index, and how many the workers made.
 */
export async function shareOut<A extends unknown[], R>(
  root: string,
  job: ThreadJob,
  items: A[],
  run: (...args: A) => R,
  threads: number,
  here = true,
): Promise<{ results: Map<number, R>; byWorkers: number }> {
  const results = new Map<number, R>();
  let byWorkers = 0;
  const counter = new SharedArrayBuffer(4);
  const next = new Int32Array(counter);
  const workers = Array.from({ length: Math.max(0, threads - 1) }, () => {
    const worker = new Worker(path.join(root, 'src/node/thread-worker.cjs'), {
      workerData: { root, job, items, counter },
    });
    return new Promise<void>((resolve) => {
      worker.on('message', (m: { index?: number; result?: R; done?: boolean }) => {
        if (m.index !== undefined && 'result' in m) {
          results.set(m.index, m.result as R);
          byWorkers += 1;
        }
        if (m.done) resolve();
      });
      // A worker that fails is not an error of the work: its items are done here.
      worker.on('error', () => resolve());
      worker.on('exit', () => resolve());
    });
  });
  if (!here) await Promise.all(workers);
  for (;;) {
    const index = Atomics.add(next, 0, 1);
    if (index >= items.length) break;
    results.set(index, run(...items[index]));
  }
  await Promise.all(workers);
  // Items a failed worker took and never returned.
  items.forEach((args, i) => {
    if (!results.has(i)) results.set(i, run(...args));
  });
  return { results, byWorkers };
}
