import type { ChildProcess } from 'child_process';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__;
  server?.kill();
}
