// jest transform: the project's TypeScript through Babel, and the ESM-only packages of the
// unified/MDX ecosystem (node_modules files written as ES modules) converted to CommonJS,
// since jest's module system does not load ES modules. Other node_modules files pass through.
const babelJest = require('babel-jest').default;

const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    [require.resolve('@babel/preset-env'), { targets: { node: 'current' } }],
    [require.resolve('@babel/preset-react'), { runtime: 'automatic' }],
    require.resolve('@babel/preset-typescript'),
  ],
};
const babel = babelJest.createTransformer(babelOptions);
const ESM = /^\s*(import\s*[\w{*'"]|export\s)/m;

module.exports = {
  process(source, filename, options) {
    if (filename.includes('/node_modules/') && !ESM.test(source)) return { code: source };
    return babel.process(source, filename, options);
  },
  getCacheKey(source, filename, options) {
    return babel.getCacheKey(source, filename, options);
  },
};
