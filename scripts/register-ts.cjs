// Lets Node run the project's TypeScript modules outside Gatsby's bundles: scripts
// (`node -r ./scripts/register-ts.cjs scripts/x.ts`), worker threads (src/node/thread-worker.cjs),
// Gatsby's own hooks (gatsby-node.ts loads src/node/hooks.ts through it) and the sidebars
// (src/node/sidebars.ts, compileTs). Each file is compiled on its own by esbuild as it is loaded:
// types removed, JSX made calls of the automatic runtime, modules made CommonJS. Loading what
// gatsby-node needs takes about 1.6 s this way, against 3.5 s with Babel. (Jest compiles with
// Babel, jest.config.js; tsconfig's isolatedModules keeps the code within what both handle.)
const fs = require('fs');
const esbuild = require('esbuild');

/**
 * One TypeScript (or TSX) file's source as CommonJS. A syntax error is thrown as an Error whose
 * message is esbuild's text and whose `loc` is its place (line from 1, column from 0).
 */
function compileTs(source, filename) {
  try {
    return esbuild.transformSync(source, {
      loader: filename.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'cjs',
      target: `node${process.versions.node.split('.')[0]}`,
      jsx: 'automatic',
      sourcefile: filename,
      sourcemap: 'inline',
    }).code;
  } catch (error) {
    const first = error && Array.isArray(error.errors) ? error.errors[0] : undefined;
    if (!first) throw error;
    const thrown = new Error(first.text);
    if (first.location) thrown.loc = { line: first.location.line, column: first.location.column };
    throw thrown;
  }
}

if (!require.extensions['.ts'] || !require.extensions['.ts'].compileTs) {
  for (const ext of ['.ts', '.tsx']) {
    const load = (module, filename) =>
      module._compile(compileTs(fs.readFileSync(filename, 'utf8'), filename), filename);
    load.compileTs = compileTs;
    require.extensions[ext] = load;
  }
}

module.exports = { compileTs };
