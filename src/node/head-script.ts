// The one inline script of every page (src/browser/inline: the pre-paint steps, the shell's
// custom elements, the app's start), bundled from its modules (./bundle.ts) with the build's
// values as a literal (src/lib/head-config.ts). The server renderer gets it through webpack's
// DefinePlugin (./webpack.ts), since esbuild cannot run inside that bundle; tests and the bench
// call headScript() directly.
import path from 'path';
import { headConfig, type HeadConfig } from '../lib/head-config';
import { bundleScript, type Bundled } from './bundle';

export type HeadScript = Bundled;

/** Bundles the head script afresh (a few hundred milliseconds). */
export function headScript(config: HeadConfig = headConfig()): HeadScript {
  const dir = path.resolve(__dirname, '../browser/inline');
  return bundleScript(dir, `import { start } from './index';\nstart(${JSON.stringify(config)});`);
}
