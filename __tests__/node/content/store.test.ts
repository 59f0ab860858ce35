import fs from 'fs';
import os from 'os';
import path from 'path';
import { compileFile, fileState, keepCompiledOnDisk, saveDiskCache, usableDoc } from '../../../src/node/content/store';

const good = (title: string, text = 'Text.') => `---\ntitle: ${title}\n---\n\n## Part\n\n${text}\n`;

describe('content store', () => {
  it('keeps the last good compile of a file that stops compiling, and its problems', () => {
    const file = '/virtual/content/docs/v8/a.mdx';
    const first = compileFile(file, 'content/docs/v8/a.mdx', good('First'));
    expect(first.ok).toBe(true);
    const broken = compileFile(file, 'content/docs/v8/a.mdx', `${good('Second')}\n<div>\n`);
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    expect(broken.problems[0]).toMatchObject({ file: 'content/docs/v8/a.mdx', line: 9 });
    expect(usableDoc(broken).frontmatter.title).toBe('First');
    expect(fileState(file)).toBe(broken);
    // Compiled once per content: asking again for the same text returns the same state.
    expect(compileFile(file, 'content/docs/v8/a.mdx', `${good('Second')}\n<div>\n`)).toBe(broken);
    const fixed = compileFile(file, 'content/docs/v8/a.mdx', good('Third'));
    expect(fixed.ok && fixed.doc.frontmatter.title).toBe('Third');
  });

  it('stands a never-compiled file in with its title (read leniently) and no body', () => {
    const state = compileFile('/virtual/b.mdx', 'content/docs/v8/b.mdx', good('Broken page', '<Nope />'));
    expect(state.ok).toBe(false);
    expect(usableDoc(state)).toMatchObject({
      frontmatter: { title: 'Broken page' },
      headings: [],
      code: '',
      links: [],
    });
    const noTitle = compileFile('/virtual/c.mdx', 'content/docs/v8/c.mdx', '---\ntitle: [oops\n---\n');
    expect(usableDoc(noTitle).frontmatter.title).toBe('c');
  });

  it('reuses compiles kept on disk by an earlier run', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src', 'x.ts'), 'export {};');
    keepCompiledOnDisk(root);
    compileFile(path.join(root, 'd.mdx'), 'content/docs/v8/d.mdx', good('On disk'));
    saveDiskCache();
    const files = fs.readdirSync(path.join(root, '.cache', 'ionic-docs'));
    expect(files.filter((f) => f.startsWith('compiled.'))).toHaveLength(1); // one of 16 shards had an entry
    const stored = JSON.parse(fs.readFileSync(path.join(root, '.cache', 'ionic-docs', files[0]), 'utf8'));
    expect(
      Object.values(stored.entries as Record<string, { frontmatter: { title: string } }>)[0].frontmatter.title,
    ).toBe('On disk');
  });
});
