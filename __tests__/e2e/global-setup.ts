// Serves the production build for the browser tests (`npm test` builds first): a copy of
// public/, so that nothing else running meanwhile (the development server's smoke tests write
// into public/) changes what is tested; the project's one static server, on a free port.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { startStaticServer } from '../../scripts/serve.mjs';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  if (!fs.existsSync(path.join(root, 'public/index.html'))) {
    throw new Error('No production build in public/: run `npm run build` first (`npm test` does).');
  }
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'ionic-docs-e2e-'));
  fs.cpSync(path.join(root, 'public'), site, { recursive: true });
  const { server, origin } = await startStaticServer({ dir: site, port: 0 });
  process.env.E2E_BASE_URL = origin;
  process.env.E2E_SITE_DIR = site;
  Object.assign(globalThis, { __E2E_SERVER__: server, __E2E_SITE__: site });
}
