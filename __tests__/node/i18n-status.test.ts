// The translation records in CI: `npm run i18n:status` fails when a Japanese page's record of
// its English source is missing or malformed (stale translations are reported, not failed).
import { spawnSync } from 'child_process';
import path from 'path';

jest.setTimeout(60000);

it('every translation records the English source it was made from', () => {
  const root = path.resolve(__dirname, '../..');
  const run = spawnSync(process.execPath, ['-r', './scripts/register-ts.cjs', 'scripts/i18n.ts', 'status'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.stdout).toMatch(/total: \d+ current, \d+ stale, \d+ missing, 0 invalid/);
  expect(run.status).toBe(0);
});
