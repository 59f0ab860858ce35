import fs from 'fs';
import os from 'os';
import path from 'path';
import { DiskStore, pipelineFingerprint } from '../../src/node/cache/disk';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'disk-'));

describe('DiskStore', () => {
  it('keeps entries between processes and rewrites only the shards that changed', () => {
    const dir = tmp();
    const file = path.join(dir, 'bodies.json');
    const a = new DiskStore<string>(file, 'f1', 4);
    for (let i = 0; i < 20; i += 1) a.set(`key${i}`, `value${i}`);
    a.save();
    const shards = fs.readdirSync(dir).sort();
    expect(shards).toEqual(['bodies.0.json', 'bodies.1.json', 'bodies.2.json', 'bodies.3.json']);
    const read = () => shards.map((s) => fs.readFileSync(path.join(dir, s), 'utf8'));
    const before = read();

    const b = new DiskStore<string>(file, 'f1', 4);
    expect(b.get('key7')).toBe('value7');
    b.set('key7', 'changed');
    b.save();
    const after = read();
    expect(after.filter((text, i) => text !== before[i])).toHaveLength(1);
    expect(new DiskStore<string>(file, 'f1', 4).get('key7')).toBe('changed');
  });

  it('ignores files written by another version of the pipeline', () => {
    const file = path.join(tmp(), 'x.json');
    const a = new DiskStore<number>(file, 'old', 1);
    a.set('k', 1);
    a.save();
    expect(new DiskStore<number>(file, 'new', 1).get('k')).toBeUndefined();
  });

  it('drops what was not used since loading', () => {
    const file = path.join(tmp(), 'y.json');
    const a = new DiskStore<number>(file, 'f', 1);
    a.set('kept', 1);
    a.set('dropped', 2);
    a.save();
    const b = new DiskStore<number>(file, 'f', 1);
    expect(b.get('kept')).toBe(1);
    b.keepOnlyUsed();
    b.save();
    const c = new DiskStore<number>(file, 'f', 1);
    expect([c.get('kept'), c.get('dropped')]).toEqual([1, undefined]);
  });
});

describe('pipelineFingerprint', () => {
  it('changes with the code and the lock file, not with styles', () => {
    const make = (code: string, css: string, lock: string) => {
      const root = tmp();
      fs.mkdirSync(path.join(root, 'src', 'styles'), { recursive: true });
      fs.writeFileSync(path.join(root, 'src', 'a.ts'), code);
      fs.writeFileSync(path.join(root, 'src', 'styles', 'a.css'), css);
      fs.writeFileSync(path.join(root, 'package-lock.json'), lock);
      return pipelineFingerprint(root);
    };
    const base = make('a', 'x', '1');
    expect(make('a', 'y', '1')).toBe(base);
    expect(make('b', 'x', '1')).not.toBe(base);
    expect(make('a', 'x', '2')).not.toBe(base);
  });
});
