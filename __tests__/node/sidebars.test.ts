import fs from 'fs';
import os from 'os';
import path from 'path';
import { evaluateModule, loadSidebars, placeOf } from '../../src/node/sidebars';

function checkout(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sidebars-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const sidebar = (label: string) =>
  `import type { SidebarsInput } from '../../src/lib/types';\nconst s: SidebarsInput = { docs: ['', { type: ` +
  `'category', label: '${label}', items: ['intro/cli'] }] };\nexport default s;\n`;

describe('sidebars read from their files', () => {
  it('runs a TypeScript module, with its relative imports', () => {
    const root = checkout({
      'a/main.ts': "import { items } from './items';\nexport default { docs: items as string[] };\n",
      'a/items.ts': "export const items: string[] = ['x'];\n",
    });
    expect(evaluateModule(path.join(root, 'a/main.ts'))).toMatchObject({ default: { docs: ['x'] } });
  });

  it('reads each version’s file again when it changed, and keeps the last good one on an error', () => {
    const root = checkout({ 'content/sidebars/v8.ts': sidebar('Start'), 'content/sidebars/v7.ts': sidebar('Seven') });
    const first = loadSidebars(root);
    expect(first.problems).toEqual([]);
    expect(first.sidebars.v8.docs?.[1]).toMatchObject({ label: 'Start' });

    fs.writeFileSync(path.join(root, 'content/sidebars/v8.ts'), sidebar('Started'));
    expect(loadSidebars(root).sidebars.v8.docs?.[1]).toMatchObject({ label: 'Started' });

    fs.writeFileSync(path.join(root, 'content/sidebars/v8.ts'), "const s = { docs: ['', ] ;\nexport default s;\n");
    const broken = loadSidebars(root);
    expect(broken.sidebars.v8.docs?.[1]).toMatchObject({ label: 'Started' });
    expect(broken.problems).toEqual([
      expect.objectContaining({ severity: 'error', file: 'content/sidebars/v8.ts', line: 1 }),
    ]);

    fs.writeFileSync(path.join(root, 'content/sidebars/v8.ts'), 'export default 42;\n');
    expect(loadSidebars(root).problems[0].message).toMatch(/default export must be the sidebars/);
  });

  it('finds where a doc id is written, to name its line', () => {
    expect(placeOf('docs: [\n  \'a\',\n    "intro/cli",\n]', 'intro/cli')).toEqual({ line: 3, column: 5 });
    expect(placeOf('nothing', 'x')).toEqual({ line: 1, column: 1 });
  });
});
