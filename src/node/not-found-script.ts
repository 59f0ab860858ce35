// The not-found page's script (src/browser/not-found), bundled once per process (./bundle.ts)
// and given to that page in its context when pages are created (the server renderer is itself
// a webpack bundle, where esbuild cannot run). Other pages carry none.
import path from 'path';
import { bundleScript } from './bundle';

let bundled: string | null = null;

export function notFoundScript(): string {
  if (bundled === null) {
    const dir = path.resolve(__dirname, '../browser/not-found');
    // The UI strings (locales/*.json, reached through the locale registry) are in the page already.
    bundled = bundleScript(dir, `import { run } from './index';\nrun(window);`, { jsonEmpty: true }).code;
  }
  return bundled;
}
