import fs from 'fs';
import os from 'os';
import path from 'path';
import { DiskStore } from '../../src/node/cache/disk';
import { addTwin, finishLlms, markdownOutputs, readWrittenTwins } from '../../src/node/markdown/store';
import type { BuiltPage } from '../../src/node/pages';
import { writeChanged } from '../../src/node/public-files';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));

describe('writeChanged', () => {
  it('writes a file only when its content, key or source changed, or when it is missing', () => {
    const dir = tmp();
    const source = path.join(dir, 'source.svg');
    fs.writeFileSync(source, '<svg/>');
    const publicDir = path.join(dir, 'public');
    const manifest = new DiskStore<string>(path.join(dir, 'manifest.json'), 'f', 1);
    let made = 0;
    const files = (text: string, key: string) => [
      { to: 'a/index.html', content: text },
      { to: 'icons/x.svg', from: source },
      {
        to: 'page.md',
        key,
        content: () => {
          made += 1;
          return `# ${key}`;
        },
      },
    ];
    expect(writeChanged(publicDir, files('one', 'k1'), manifest)).toEqual({ written: 3, unchanged: 0 });
    expect(writeChanged(publicDir, files('one', 'k1'), manifest)).toEqual({ written: 0, unchanged: 3 });
    expect(made).toBe(1); // an unchanged twin is not converted again
    expect(writeChanged(publicDir, files('two', 'k2'), manifest)).toEqual({ written: 2, unchanged: 1 });
    expect(fs.readFileSync(path.join(publicDir, 'page.md'), 'utf8')).toBe('# k2');
    fs.rmSync(path.join(publicDir, 'icons/x.svg'));
    expect(writeChanged(publicDir, files('two', 'k2'), manifest)).toEqual({ written: 1, unchanged: 2 });
  });
});

describe('Markdown outputs', () => {
  const page = (id: string, html: string): [BuiltPage, string] => [
    {
      kind: 'doc',
      path: `/${id}`,
      repoPath: `content/docs/v8/${id}.mdx`,
      code: '',
      generated: false,
      reference: null,
      model: { id, locale: 'en', version: 'v8', path: `/docs/${id}`, title: id, description: `About ${id}.` },
    } as BuiltPage,
    html,
  ];
  const run = (pages: [BuiltPage, string][]) => {
    for (const [p, html] of pages) addTwin(p, html);
    finishLlms([]);
    return new Map(markdownOutputs().map((o) => [o.to, o]));
  };

  it('keys each twin by its body and metadata, and llms-full.txt by the twins it holds', () => {
    const first = run([page('intro/a', '<p>A</p>'), page('intro/b', '<p>B</p>')]);
    const second = run([page('intro/a', '<p>A</p>'), page('intro/b', '<p>B changed</p>')]);
    expect(second.get('intro/a.md')?.key).toBe(first.get('intro/a.md')?.key);
    expect(second.get('intro/b.md')?.key).not.toBe(first.get('intro/b.md')?.key);
    expect(second.get('llms-full.txt')?.key).not.toBe(first.get('llms-full.txt')?.key);
    expect(second.get('llms.txt')?.key).toBe(first.get('llms.txt')?.key);
    expect([...second.keys()].pop()).toBe('llms-full.txt'); // written last: it reads the twins
  });

  it('makes llms-full.txt from twins already written instead of converting them again', () => {
    const outputs = run([page('intro/a', '<p>A</p>')]);
    readWrittenTwins((to, key) =>
      to === 'intro/a.md' && key === outputs.get('intro/a.md')?.key ? '---\ntitle: a\n---\n\n# From disk\n' : undefined,
    );
    expect(outputs.get('llms-full.txt')?.content()).toContain('# From disk');
    readWrittenTwins(() => undefined);
  });
});

describe('twins converted once pages are created', () => {
  it('converts every new twin in a worker thread, before the files are written', async () => {
    jest.resetModules();
    // This thread cannot convert: what the outputs hold then came from the worker.
    jest.doMock('../../src/node/markdown/twin', () => ({
      ...jest.requireActual('../../src/node/markdown/twin'),
      markdownTwin: () => {
        throw new Error('converted on the build’s thread');
      },
    }));
    const store = await import('../../src/node/markdown/store');
    const { startTwinConversion } = await import('../../src/node/public-files');
    const root = tmp();
    const pages = Array.from({ length: 40 }, (_, i) => `page-${i}`);
    for (const id of pages)
      store.addTwin(
        {
          kind: 'doc',
          path: `/${id}`,
          repoPath: `content/docs/v8/${id}.mdx`,
          model: { id, locale: 'en', version: 'v8', path: `/docs/${id}`, title: id, description: `About ${id}.` },
        } as BuiltPage,
        `<h2 id="use">Use ${id}</h2><p>Text of <code>${id}</code>.</p>`,
      );
    store.finishLlms([]);
    await startTwinConversion(process.cwd(), path.join(root, 'public'));
    const twins = store.markdownOutputs().filter((o) => o.twin);
    expect(twins).toHaveLength(40);
    for (const [i, twin] of twins.entries()) expect(twin.content()).toContain(`## Use page-${i}`);
    jest.dontMock('../../src/node/markdown/twin');
  });
});
