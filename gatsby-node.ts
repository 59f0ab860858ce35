// Thin on purpose: the hooks are in src/node/hooks.ts. Gatsby compiles this file with Parcel at
// every build and every start, together with everything it imports: with src/node imported from
// here, "compile gatsby files" took 5.5–8 s of each clean build; with this file alone, 3.5–4.5 s
// (three interleaved pairs; the rest is Parcel starting and scanning the project's files). So the
// hooks are loaded at run time, through Node's require with the project's TypeScript loader
// (scripts/register-ts.cjs, the one scripts and worker threads use), from the project's folder.
import { createRequire } from 'module';
import path from 'path';

const load = createRequire(path.join(process.cwd(), 'package.json'));
load('./scripts/register-ts.cjs');
const hooks = load('./src/node/hooks.ts') as typeof import('./src/node/hooks');

export const {
  onPreBootstrap,
  createSchemaCustomization,
  createResolvers,
  onCreateNode,
  createPages,
  onPostBootstrap,
  onCreateWebpackConfig,
  onCreateDevServer,
  onPostBuild,
} = hooks;
