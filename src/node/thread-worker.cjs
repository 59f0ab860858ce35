// One worker thread of src/node/threads.ts (shareOut): takes the next item from the counter it
// shares with the other threads, calls the job's function with the item's arguments and sends
// the result back, until no item is left.
const path = require('path');
const { parentPort, workerData } = require('worker_threads');

require(path.join(workerData.root, 'scripts', 'register-ts.cjs'));
const run = require(path.join(workerData.root, workerData.job.module))[workerData.job.fn];

const next = new Int32Array(workerData.counter);
for (;;) {
  const index = Atomics.add(next, 0, 1);
  if (index >= workerData.items.length) break;
  parentPort.postMessage({ index, result: run(...workerData.items[index]) });
}
parentPort.postMessage({ done: true });
