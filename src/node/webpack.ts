import type { CreateWebpackConfigArgs } from 'gatsby';

/** No production source maps for the browser: they double the output and nobody debugs the docs in production. */
export function configureWebpack({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
}
