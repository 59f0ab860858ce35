// The site's small inline scripts (the head script of every page, the not-found page's script,
// a live demo's two scripts) are TypeScript modules like any other, bundled here with esbuild
// and minified with terser, for browsers from 2019 on (no `?.` or `??` left).
import path from 'path';
import { buildSync } from 'esbuild';
import { minify_sync } from 'terser';

export interface Bundled {
  /** The minified script, safe inside <script>. */
  code: string;
  /** The absolute paths of the modules it was bundled from (what a rebuild watches). */
  inputs: string[];
}

/**
 * Bundles `contents` (a few lines of TypeScript importing from `dir`, usually a call with the
 * build's values as literals) into one IIFE. `jsonEmpty`: JSON imports become empty (strings a
 * page already holds).
 */
export function bundleScript(dir: string, contents: string, { jsonEmpty = false } = {}): Bundled {
  const result = buildSync({
    stdin: { contents, resolveDir: dir, sourcefile: 'entry.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    metafile: true,
    legalComments: 'none',
    ...(jsonEmpty ? { loader: { '.json': 'empty' as const } } : {}),
  });
  const minified = minify_sync(result.outputFiles[0].text, {
    ecma: 2019,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!minified.code) throw new Error(`bundle of ${dir}: the minifier returned nothing`);
  return {
    code: minified.code.replace(/<\/script/gi, '<\\/script'),
    inputs: Object.keys(result.metafile.inputs)
      .filter((input) => !input.startsWith('<stdin>') && input !== 'entry.ts')
      .map((input) => path.resolve(process.cwd(), input)),
  };
}
