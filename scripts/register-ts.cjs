// Lets Node run the project's TypeScript modules from scripts (`node -r ./scripts/register-ts.cjs
// scripts/x.ts`), with the same Babel presets as jest, so scripts reuse src/ instead of copying it.
const fs = require('fs');
const babel = require('@babel/core');

const options = {
  babelrc: false,
  configFile: false,
  sourceMaps: 'inline',
  presets: [
    [require.resolve('@babel/preset-env'), { targets: { node: 'current' }, modules: 'commonjs' }],
    [require.resolve('@babel/preset-react'), { runtime: 'automatic' }],
    require.resolve('@babel/preset-typescript'),
  ],
};

for (const ext of ['.ts', '.tsx']) {
  require.extensions[ext] = (module, filename) => {
    const { code } = babel.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
    module._compile(code, filename);
  };
}
