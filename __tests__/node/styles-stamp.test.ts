import fs from 'fs';
import os from 'os';
import path from 'path';
import { stylesStamp } from '../../src/node/styles-stamp';

describe('the styles stamp every page context carries', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'styles-stamp-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('src/styles/base.css', 'a { color: red; }');
  write('src/components/Tabs/tabs.css', '.tabs { display: flex; }');
  write('src/components/Tabs/index.tsx', 'export {};');
  const first = stylesStamp(root);

  it('is the same while no stylesheet changes (a script edit included)', () => {
    write('src/components/Tabs/index.tsx', 'export const x = 1;');
    expect(stylesStamp(root)).toBe(first);
  });

  it('changes with any stylesheet under src/, however deep', () => {
    write('src/components/Tabs/tabs.css', '.tabs { display: grid; }');
    const second = stylesStamp(root);
    expect(second).not.toBe(first);
    write('src/components/New/new.css', '.new {}');
    expect(stylesStamp(root)).not.toBe(second);
  });

  it('changes when a stylesheet moves, even with the same text', () => {
    const before = stylesStamp(root);
    fs.renameSync(path.join(root, 'src/styles/base.css'), path.join(root, 'src/styles/reset.css'));
    expect(stylesStamp(root)).not.toBe(before);
  });
});
