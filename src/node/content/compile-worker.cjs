// One worker thread of the cold-start compile (src/node/content/parallel.ts): takes the next
// file from the counter it shares with the other threads, compiles it with the build's own
// compile (TypeScript, run through scripts/register-ts.cjs as the scripts are) and sends the
// result back, until no file is left.
const path = require('path');
const { parentPort, workerData } = require('worker_threads');

require(path.join(workerData.root, 'scripts', 'register-ts.cjs'));
const { compileDoc } = require('./compile.ts');

const next = new Int32Array(workerData.counter);
for (;;) {
  const index = Atomics.add(next, 0, 1);
  if (index >= workerData.files.length) break;
  const { raw, repoPath } = workerData.files[index];
  parentPort.postMessage({ index, result: compileDoc(raw, repoPath) });
}
parentPort.postMessage({ done: true });
