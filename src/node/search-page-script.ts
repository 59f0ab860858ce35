// The search page's script: its element (src/components/SearchPage/element.ts) with the search
// code it needs, bundled once per process (./bundle.ts) and given to the search pages in their
// context when pages are created, as the not-found page's script is (the server renderer is a
// webpack bundle, where esbuild cannot run). Other pages carry none.
import path from 'path';
import { bundleScript, type Bundled } from './bundle';

/** The variables Gatsby would inline into the browser's code (src/search/backend.ts reads them). */
export const SEARCH_ENV = ['GATSBY_ALGOLIA_APP_ID', 'GATSBY_ALGOLIA_SEARCH_KEY', 'GATSBY_ALGOLIA_INDEX'] as const;

/** esbuild's `define` for those variables: their build-time values, `undefined` when unset. */
export function searchEnvDefine(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return Object.fromEntries(
    SEARCH_ENV.map((name) => [
      `process.env.${name}`,
      env[name] === undefined ? 'undefined' : JSON.stringify(env[name]),
    ]),
  );
}

let bundled: Bundled | null = null;

/** The bundle: its code and the modules it was made from. */
export function searchPageBundle(): Bundled {
  const dir = path.resolve(__dirname, '../components/SearchPage');
  // The registries reached through src/lib/routes (the locales' UI strings among them) are
  // not read by the search: its strings come from the element's attribute.
  bundled ??= bundleScript(dir, `import { defineSearchPage } from './element';\ndefineSearchPage();`, {
    jsonEmpty: true,
    define: searchEnvDefine(),
  });
  return bundled;
}

export const searchPageScript = (): string => searchPageBundle().code;
