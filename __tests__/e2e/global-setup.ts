// Serves the production build on 127.0.0.1 for the browser tests (`npm test` builds first).
import { spawn } from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  if (!fs.existsSync(path.join(root, 'public/index.html'))) {
    throw new Error('No production build in public/: run `npm run build` first (`npm test` does).');
  }
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', path.join(root, 'public')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('static server did not start')), 10000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server;
}
