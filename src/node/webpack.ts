import type { CreateWebpackConfigArgs } from 'gatsby';
import webpack from 'webpack';
import { CompileHintsPlugin } from './compile-hints';
import { headScript, type HeadScript } from './head-script';

/**
 * Production JavaScript: no source maps (they double the output and nobody debugs the docs in
 * production), and V8's compile hint on the scripts every page runs at once (./compile-hints.ts).
 * The server renderer (gatsby-ssr.tsx) gets the head script as the constant HEAD_SCRIPT,
 * bundled by esbuild (./head-script.ts), which cannot run inside webpack's bundle. Its modules
 * are the renderer's file dependencies, so a build after an edit to one of them compiles the
 * renderer again, with the new script, rather than reuse a cached one. (`gatsby develop`
 * renders its page shell once, at start: an edit shows after a restart.)
 */
export function configureWebpack({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false, plugins: [new CompileHintsPlugin()] });
  if (stage === 'build-html' || stage === 'develop-html') {
    // Bundled once here for the list of its modules, and used by the first compilation.
    let first: HeadScript | null = headScript();
    const script = webpack.DefinePlugin.runtimeValue(
      () => {
        const { code } = first ?? headScript();
        first = null;
        return JSON.stringify(code);
      },
      { fileDependencies: first.inputs },
    );
    actions.setWebpackConfig({ plugins: [plugins.define({ HEAD_SCRIPT: script })] });
  }
}
