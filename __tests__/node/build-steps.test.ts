import { locateDoc } from '../../src/node/content-node';
import { splitFrontmatter } from '../../src/node/content/frontmatter';
import { formatProblems } from '../../src/node/content/problems';
import { assertPageComponent, hasDefaultExport } from '../../src/node/page-checks';

describe('content files', () => {
  it('locates docs and translations', () => {
    expect(locateDoc('docs', 'v8/cli/index.mdx')).toEqual({
      version: 'v8',
      locale: 'en',
      id: 'cli',
      file: 'cli/index.mdx',
      repoPath: 'content/docs/v8/cli/index.mdx',
    });
    expect(locateDoc('docs', 'v8/index.mdx')?.id).toBe('');
    expect(locateDoc('i18n', 'ja/v7/intro/cli.mdx')).toMatchObject({ version: 'v7', locale: 'ja', id: 'intro/cli' });
    expect(locateDoc('i18n', 'fr/v7/intro/cli.mdx')).toBeNull();
    expect(locateDoc('docs', 'v6/intro.mdx')).toBeNull();
  });
  it('keeps body lines at their file positions', () => {
    const { body } = splitFrontmatter('---\ntitle: A\n---\n\nBody', 'a.mdx');
    expect(body.split('\n').indexOf('Body')).toBe(4);
  });
  it('reports YAML errors, missing titles and wrong types with file and line', () => {
    expect(splitFrontmatter('---\ntitle: A\nkeywords: [a, @b]\n---\n', 'x.mdx').problems[0]).toMatchObject({
      file: 'x.mdx',
      line: 3,
    });
    expect(splitFrontmatter('---\ndescription: no title\n---\n', 'y.mdx').problems).toEqual([
      { file: 'y.mdx', line: 1, column: 1, reason: 'frontmatter has no "title"' },
    ]);
    expect(splitFrontmatter('---\ntitle: Fine\nversions: v7\n---\n', 'w.mdx').problems[0].reason).toBe(
      'frontmatter "versions" must be a list of strings',
    );
    expect(splitFrontmatter('---\ntitle: Fine\n---\n', 'z.mdx').problems).toEqual([]);
    expect(splitFrontmatter('no block', 'n.mdx').problems[0].reason).toMatch(/no frontmatter block/);
    expect(formatProblems([{ file: 'y.mdx', line: 4, column: 2, reason: 'bad' }])).toContain('y.mdx:4:2: bad');
  });
});

describe('page component checks', () => {
  it('finds default exports', () => {
    expect(hasDefaultExport('export default function Page() {}')).toBe(true);
    expect(hasDefaultExport('function P() {}\nexport { P as default };')).toBe(true);
    expect(hasDefaultExport('export function Head() {}')).toBe(false);
  });
  it('names the route when the default export is missing', () => {
    expect(() =>
      assertPageComponent('/x/broken.tsx?__contentFilePath=/a.mdx', '/docs/intro/cli', () => 'export const Head = 1;'),
    ).toThrow(
      'The page component at route "/docs/intro/cli" (/x/broken.tsx) has no default export, so nothing can be ' +
        'rendered.',
    );
  });
});
