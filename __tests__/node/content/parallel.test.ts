import fs from 'fs';
import os from 'os';
import path from 'path';
import { compileOnThreads } from '../../../src/node/content/parallel';
import { compileDoc, GLOBAL_COMPONENTS } from '../../../src/node/content/compile';
import { mdxComponents } from '../../../src/node/render/mdx-components';

describe('compile on threads', () => {
  const files = Array.from({ length: 12 }, (_, i) => ({
    repoPath: `content/docs/v8/page-${i}.mdx`,
    raw: `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\n${i === 5 ? '<Broken\n' : 'Text.'}\n`,
  }));

  it('gives every file the result this thread would (the workers compiling every file)', async () => {
    const { results, byWorkers } = await compileOnThreads(process.cwd(), files, 3, false);
    expect(byWorkers).toBe(files.length);
    expect([...results.keys()].sort((a, b) => a - b)).toEqual(files.map((_, i) => i));
    files.forEach((f, i) => expect(results.get(i)).toEqual(compileDoc(f.raw, f.repoPath)));
    expect(results.get(5)?.doc).toBeNull();
    // Three threads each load the MDX compiler first: seconds on a loaded 2-core machine.
  }, 60000);

  it('compiles everything itself when no worker can start', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'no-worker-'));
    const { results, byWorkers } = await compileOnThreads(root, files, 3, false);
    expect(byWorkers).toBe(0);
    expect(results.size).toBe(files.length);
  });
});

describe('GLOBAL_COMPONENTS', () => {
  it('names exactly the components pages are rendered with', () => {
    expect([...GLOBAL_COMPONENTS].sort()).toEqual(
      Object.keys(mdxComponents)
        .filter((n) => /^[A-Z]/.test(n))
        .sort(),
    );
  });
});
