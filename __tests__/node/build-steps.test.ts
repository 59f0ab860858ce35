import fs from 'fs';
import os from 'os';
import path from 'path';
import { externalizeChunkMapping, replaceInlineMapping } from '../../src/node/chunk-mapping';
import { frontmatterLineCount, locateDoc } from '../../src/node/content-node';
import { checkFrontmatter, formatProblems } from '../../src/node/preflight';

describe('chunk mapping', () => {
  const page = (body: string) =>
    `<html><body>${body}<script\n  id="gatsby-chunk-mapping"\n>window.___chunkMapping={"a":["/x.js"]};</script><script src="/docs/app.js" async></script></body></html>`;
  it('replaces the inline mapping with one cached script', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'index.html'), page('home'));
    fs.writeFileSync(path.join(dir, 'a/index.html'), page('a'));
    const { files, script } = externalizeChunkMapping(dir, '/docs');
    expect(files).toBe(2);
    expect(script).toMatch(/^chunk-map-[0-9a-f]{12}\.js$/);
    const html = fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8');
    expect(html).toContain(`<script src="/docs/${script}"></script><script src="/docs/app.js" async>`);
    expect(html).not.toContain('___chunkMapping');
    expect(fs.readFileSync(path.join(dir, script!), 'utf8')).toBe('window.___chunkMapping={"a":["/x.js"]};');
    // Idempotent: a second run finds nothing to move.
    expect(externalizeChunkMapping(dir, '/docs').files).toBe(0);
  });
  it('leaves pages without a mapping alone', () => {
    expect(replaceInlineMapping('<html></html>', '/x.js')).toBeNull();
  });
});

describe('content files', () => {
  it('locates docs and translations', () => {
    expect(locateDoc('docs', 'v8/cli/index.mdx')).toEqual({ version: 'v8', locale: 'en', id: 'cli', file: 'cli/index.mdx', repoPath: 'content/docs/v8/cli/index.mdx' });
    expect(locateDoc('docs', 'v8/index.mdx')?.id).toBe('');
    expect(locateDoc('i18n', 'ja/v7/intro/cli.mdx')).toMatchObject({ version: 'v7', locale: 'ja', id: 'intro/cli' });
    expect(locateDoc('i18n', 'fr/v7/intro/cli.mdx')).toBeNull();
    expect(locateDoc('docs', 'v6/intro.mdx')).toBeNull();
  });
  it('counts frontmatter lines', () => {
    expect(frontmatterLineCount('---\ntitle: A\n---\n\nBody')).toBe(3);
    expect(frontmatterLineCount('Body')).toBe(0);
  });
  it('reports YAML errors and missing titles with file and line', () => {
    expect(checkFrontmatter('---\ntitle: A\nkeywords: [a, @b]\n---\n', 'x.mdx').problems[0]).toMatchObject({ file: 'x.mdx', line: 3 });
    expect(checkFrontmatter('---\ndescription: no title\n---\n', 'y.mdx').problems).toEqual([{ file: 'y.mdx', line: 1, column: 1, reason: 'frontmatter has no "title"' }]);
    expect(checkFrontmatter('---\ntitle: Fine\n---\n', 'z.mdx').problems).toEqual([]);
    expect(formatProblems([{ file: 'y.mdx', line: 4, column: 2, reason: 'bad' }])).toContain('y.mdx:4:2: bad');
  });
});

describe('page component checks', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { assertPageComponent, hasDefaultExport } = require('../../src/node/page-checks') as typeof import('../../src/node/page-checks');
  it('finds default exports', () => {
    expect(hasDefaultExport('export default function Page() {}')).toBe(true);
    expect(hasDefaultExport('function P() {}\nexport { P as default };')).toBe(true);
    expect(hasDefaultExport('export function Head() {}')).toBe(false);
  });
  it('names the route when the default export is missing', () => {
    expect(() => assertPageComponent('/x/broken.tsx?__contentFilePath=/a.mdx', '/docs/intro/cli', () => 'export const Head = 1;')).toThrow(
      'The page component at route "/docs/intro/cli" (/x/broken.tsx) has no default export, so nothing can be rendered.',
    );
  });
});
