import type { CreateWebpackConfigArgs } from 'gatsby';

/** Preact replaces React in the production bundles (the server render and the browser): the
 * same components with a fifth of the framework code to download and evaluate. Development
 * keeps React, for fast refresh and its warnings. */
const PREACT = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** The framework chunk holds Preact instead of React (Gatsby's test names react packages only). */
const FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/;

export function configureWebpack({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig();
  // Gatsby pins react and react-dom to its own resolution; Preact must win.
  if (config.resolve?.alias) {
    delete config.resolve.alias.react;
    delete config.resolve.alias['react-dom'];
  }
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (stage === 'build-javascript' && framework?.test) framework.test = FRAMEWORK;
  // No production source maps: they double the output and nobody debugs the docs in production.
  if (stage === 'build-javascript') config.devtool = false;
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...PREACT } };
  actions.replaceWebpackConfig(config);
}
