// The site's small inline scripts (the head script of every page, the not-found page's script,
// a live demo's two scripts) are TypeScript modules like any other, bundled here with esbuild
// and minified with terser, for the browsers Ionic 8 supports (BROWSERS): syntax they all run
// (`?.`, `??`, class fields) is kept, newer syntax is rewritten.
import path from 'path';
import { buildSync } from 'esbuild';
import { minify_sync } from 'terser';

/**
 * The minimum browsers of content/docs/v8/reference/browser-support.mdx (iOS and Android
 * WebViews are Safari's and Chrome's engines). All of them run ES2020 (`??` from Chrome 80,
 * Firefox 72, Safari 13.1; `?.` from Chrome 80, Firefox 74, Safari 13.1) and class fields
 * (Chrome 72, Firefox 69, Safari 14).
 */
export const BROWSERS = ['chrome89', 'edge89', 'firefox75', 'safari15', 'ios15'];

export interface Bundled {
  /** The minified script, safe inside <script>. */
  code: string;
  /** The absolute paths of the modules it was bundled from (what a rebuild watches). */
  inputs: string[];
}

/**
 * Bundles `contents` (a few lines of TypeScript importing from `dir`, usually a call with the
 * build's values as literals) into one IIFE. `jsonEmpty`: JSON imports become empty (strings a
 * page already holds). `define`: expressions replaced by the given code, as esbuild's option.
 */
export function bundleScript(
  dir: string,
  contents: string,
  { jsonEmpty = false, define }: { jsonEmpty?: boolean; define?: Record<string, string> } = {},
): Bundled {
  const result = buildSync({
    stdin: { contents, resolveDir: dir, sourcefile: 'entry.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: BROWSERS,
    // esbuild rewrites every `?.` for Chrome before 91, whose only flaw is an optional call
    // with a spread argument before the last one (`f?.(...a, b)`, crbug.com/42201552); these
    // scripts make no such call, so `?.` stays.
    supported: { 'optional-chain': true },
    // Class fields as the language defines them (and as jest runs them), kept as fields: by
    // the project's tsconfig (ES2021) they would be assignments in the constructor. Of that
    // tsconfig, this is the only setting that changes these scripts.
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
    // esbuild's own syntax minifier first, for what terser leaves (`const` written as `let`,
    // `typeof x > "u"`); terser after it compresses and mangles.
    minifySyntax: true,
    write: false,
    metafile: true,
    legalComments: 'none',
    ...(jsonEmpty ? { loader: { '.json': 'empty' as const } } : {}),
    ...(define ? { define } : {}),
  });
  const minified = minify_sync(result.outputFiles[0].text, {
    ecma: 2020,
    // Function expressions written as arrows: none of these scripts calls one with `new` or
    // reads its prototype (terser converts only those that use no `this` or `arguments`).
    // `unsafe` takes the built-ins as standard (no patched prototypes or globals): it writes
    // String(x) and short templates as concatenations, which these scripts apply to strings,
    // numbers and booleans only, and calls Error without `new`.
    compress: { passes: 3, unsafe_arrows: true, unsafe: true },
    // Properties named with one leading underscore are the scripts' own (the members of the
    // head script's elements that only its own code uses), never the DOM's nor another
    // script's: shortened too.
    mangle: { properties: { regex: /^_[^_]/ } },
    format: { comments: false },
  });
  if (!minified.code) throw new Error(`bundle of ${dir}: the minifier returned nothing`);
  // The one `?.` that Chrome 89 and 90 get wrong (above) is refused rather than shipped (a
  // textual check: any optional call with a spread among its arguments).
  if (/\?\.[\w$]*\([^()]*\.\.\./.test(minified.code)) {
    throw new Error(`bundle of ${dir}: an optional call with a spread argument (Chrome 89 and 90 fail it)`);
  }
  return {
    code: minified.code.replace(/<\/script/gi, '<\\/script'),
    inputs: Object.keys(result.metafile.inputs)
      .map((input) => path.resolve(process.cwd(), input))
      // The entry is the stdin above, named after a file of `dir` that does not exist.
      .filter((input) => input !== path.join(dir, 'entry.ts')),
  };
}
