import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintsPlugin } from './compile-hints';

/**
 * Production JavaScript: no source maps (they double the output and nobody debugs the docs in
 * production), and V8's compile hint on the scripts every page runs at once (./compile-hints.ts).
 */
export function configureWebpack({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false, plugins: [new CompileHintsPlugin()] });
}
