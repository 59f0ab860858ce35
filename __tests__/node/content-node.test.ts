import type { CreateNodeArgs } from 'gatsby';
import { onCreateDocNode } from '../../src/node/content-node';

function run(raw: string, relativePath = 'v8/intro/sample.mdx') {
  const createNode = jest.fn();
  const args = {
    node: {
      id: 'file-1',
      internal: { type: 'File' },
      sourceInstanceName: 'docs',
      relativePath,
      absolutePath: `/virtual/content/docs/${relativePath}`,
    },
    actions: { createNode, createParentChildLink: jest.fn() },
    createNodeId: (s: string) => `id:${s}`,
    loadNodeContent: () => Promise.resolve(raw),
  } as unknown as CreateNodeArgs;
  return Promise.resolve(onCreateDocNode(args)).then(() => createNode.mock.calls[0]?.[0]);
}

describe('Doc nodes', () => {
  it('are made from the compile, without the body (resolved when queried)', async () => {
    const node = await run('---\ntitle: Sample\n---\n\n## Part\n\nText.\n');
    expect(node).toMatchObject({
      docId: 'intro/sample',
      version: 'v8',
      locale: 'en',
      repoPath: 'content/docs/v8/intro/sample.mdx',
      frontmatter: { title: 'Sample' },
      headings: [{ depth: 2, id: 'part', text: 'Part' }],
      internal: { type: 'Doc' },
    });
    expect(node).not.toHaveProperty('body');
  });

  it('still exist for a file that stops compiling: its last good compile, so no page disappears', async () => {
    await run('---\ntitle: Good title\n---\n\n## Kept\n');
    const node = await run('---\ntitle: Broken\n---\n\n<div>\n');
    expect(node).toMatchObject({ frontmatter: { title: 'Good title' }, headings: [{ id: 'kept' }] });
  });

  it('still exist for a file that never compiled: its title, read leniently', async () => {
    const node = await run('---\ntitle: Never compiled\n---\n\n<Nope />\n', 'v8/intro/other.mdx');
    expect(node).toMatchObject({ docId: 'intro/other', frontmatter: { title: 'Never compiled' }, headings: [] });
  });

  it('are not made for other files', async () => {
    expect(await run('x', 'v8/intro/notes.txt')).toBeUndefined();
  });
});
