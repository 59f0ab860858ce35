import fs from 'fs';
import type { Server } from 'http';

export default async function globalTeardown(): Promise<void> {
  const { __E2E_SERVER__: server, __E2E_SITE__: site } = globalThis as {
    __E2E_SERVER__?: Server;
    __E2E_SITE__?: string;
  };
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (site) fs.rmSync(site, { recursive: true, force: true });
}
