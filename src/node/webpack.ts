import type { CreateWebpackConfigArgs } from 'gatsby';

/** No production source maps: they double the output and nobody debugs the docs in prod. */
export function configureWebpack({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ devtool: false });
  }
}
