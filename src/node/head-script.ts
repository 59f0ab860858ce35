// The one inline script of every page (src/browser/inline: the pre-paint steps, the shell's
// custom elements, the app's start), bundled from its TypeScript modules with esbuild and
// minified with terser, for browsers from 2019 on. The server renderer gets it through
// webpack's DefinePlugin (./webpack.ts), since esbuild cannot run inside that bundle; tests and
// the bench call headScript() directly.
import path from 'path';
import { buildSync } from 'esbuild';
import { minify_sync } from 'terser';
import { headConfig, type HeadConfig } from '../lib/head-config';

const INLINE_DIR = path.resolve(__dirname, '../browser/inline');

export interface HeadScript {
  /** The minified script, safe inside <script>. */
  code: string;
  /** The absolute paths of the modules it was bundled from (what a rebuild watches). */
  inputs: string[];
}

/** Bundles the head script afresh (tens of milliseconds). */
export function headScript(config: HeadConfig = headConfig()): HeadScript {
  const result = buildSync({
    stdin: {
      contents: `import { start } from './index';\nstart(${JSON.stringify(config)});`,
      resolveDir: INLINE_DIR,
      sourcefile: 'head-script.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    metafile: true,
    legalComments: 'none',
  });
  const minified = minify_sync(result.outputFiles[0].text, {
    ecma: 2019,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!minified.code) throw new Error('head script: the minifier returned nothing');
  const root = process.cwd();
  return {
    code: minified.code.replace(/<\/script/gi, '<\\/script'),
    inputs: Object.keys(result.metafile.inputs)
      .filter((input) => !input.startsWith('<stdin>') && !input.includes('head-script.ts'))
      .map((input) => path.resolve(root, input)),
  };
}
