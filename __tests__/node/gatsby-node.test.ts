// gatsby-node.ts loads the hooks of src/node/hooks.ts at run time (through scripts/register-ts.cjs)
// and names each one it exports: a hook added there and not named here would never run. Checked
// in a Node process of its own, as Gatsby runs the file (jest has a module system of its own).
import { spawnSync } from 'child_process';

const script = `
const node = require('./gatsby-node.ts');
const hooks = require('./src/node/hooks.ts');
const names = (m) => Object.keys(m).filter((k) => k !== '__esModule').sort();
console.log(JSON.stringify({
  exported: names(node),
  hooks: names(hooks),
  same: names(hooks).filter((k) => typeof hooks[k] === 'function' && node[k] === hooks[k]),
}));
`;

describe('gatsby-node', () => {
  it('exports every hook of src/node/hooks.ts, the functions loaded from the source', () => {
    const run = spawnSync(process.execPath, ['-r', './scripts/register-ts.cjs', '-e', script], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { exported, hooks, same } = JSON.parse(run.stdout) as Record<string, string[]>;
    expect(hooks).toContain('onPreBootstrap');
    expect(exported).toEqual(hooks);
    expect(same).toEqual(hooks);
  });
});
