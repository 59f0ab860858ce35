// The not-found page's script (src/browser/not-found), bundled once per process with esbuild
// into one minified function for that page's head. Other pages carry none of it.
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
