// The not-found page's script (src/browser/not-found), bundled once per process with esbuild
// into one minified function, given to that page in its context when pages are created (the
// server renderer is itself a webpack bundle, where esbuild cannot run). Other pages carry none.
import path from 'path';
import { buildSync } from 'esbuild';

let bundled: string | null = null;

export function notFoundScript(): string {
  if (bundled === null) {
    const result = buildSync({
      entryPoints: [path.resolve(__dirname, '../browser/not-found/entry.ts')],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2019',
      write: false,
      legalComments: 'none',
      // The UI strings (locales/*.json, reached through the locale registry) are in the page already.
      loader: { '.json': 'empty' },
    });
    bundled = result.outputFiles[0].text.trim().replace(/<\/script/gi, '<\\/script');
  }
  return bundled;
}
