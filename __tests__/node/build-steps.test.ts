import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  currentStylesheet,
  deferScripts,
  finishHtmlInDirectory,
  hoistBodyScripts,
  plainApostrophes,
  relinkStylesheet,
} from '../../src/node/html-scripts';
import { locateDoc } from '../../src/node/content-node';
import { splitFrontmatter } from '../../src/node/content/frontmatter';
import { formatProblems } from '../../src/node/content/problems';
import { assertPageComponent, hasDefaultExport } from '../../src/node/page-checks';

describe('deferred scripts', () => {
  const page =
    '<html><body><p>Text</p><script id="gatsby-chunk-mapping">window.___chunkMapping={};</script><script src="/docs/webpack-runtime-1.js" async=""></script><script src="/docs/framework-2.js" async=""></script><script src="/docs/app-3.js" async=""></script></body></html>';
  it('replaces the async scripts by one loader that keeps their order, once', () => {
    const out = deferScripts(page)!;
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain('window.___chunkMapping={};');
    expect(out).toContain('["/docs/webpack-runtime-1.js","/docs/framework-2.js","/docs/app-3.js"]');
    expect(out.indexOf('id="deferred-scripts"')).toBeLessThan(out.indexOf('</body>'));
    expect(deferScripts(out)).toBeNull();
    expect(deferScripts('<html><body></body></html>')).toBeNull();
  });
  it('replaces a loader left from an earlier build when the scripts come back with new names', () => {
    const kept = deferScripts(page)!;
    const restitched = kept.replace(
      '<script id="gatsby-chunk-mapping">',
      '<script src="/docs/app-9.js" async></script><script id="gatsby-chunk-mapping">',
    );
    const out = deferScripts(restitched)!;
    expect(out).not.toMatch(/<script src=/);
    expect(out.match(/id="deferred-scripts"/g)).toHaveLength(1);
    expect(out).toContain('(["/docs/app-9.js"],window,document)');
  });
});

describe('apostrophes written as themselves', () => {
  it('in text and attributes, not inside scripts or styles', () => {
    const html =
      '<head><style>q::before{content:"&#x27;"}</style><script>var s="&#x27;";</script></head>' +
      '<body><p title="it&#x27;s">Don&#x27;t <code>&#x27;@ionic/core&#x27;</code></p></body>';
    expect(plainApostrophes(html)).toBe(
      '<head><style>q::before{content:"&#x27;"}</style><script>var s="&#x27;";</script></head>' +
        "<body><p title=\"it's\">Don't <code>'@ionic/core'</code></p></body>",
    );
  });

  it('returns null when there is nothing to change', () => {
    expect(plainApostrophes('<p>Don\'t</p><script>"&#x27;"</script>')).toBe('<p>Don\'t</p><script>"&#x27;"</script>');
    expect(plainApostrophes('<p>plain</p>')).toBeNull();
  });
});

describe('inline scripts moved to the head', () => {
  const page =
    '<html><head><script>theme()</script><link rel="stylesheet" href="/docs/styles.a.css"/></head><body><p>Text</p>' +
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a";/*]]>*/</script>' +
    '<script\n   id="gatsby-chunk-mapping"\n  >window.___chunkMapping="{}";</script>' +
    '<script>window.___webpackCompilationHash="abc";</script><script type="module">demo()</script></body></html>';

  it("puts Gatsby's globals and the loader before the stylesheet, in order, and leaves other scripts", () => {
    const out = hoistBodyScripts(
      deferScripts(page.replace('</body>', '<script src="/docs/app-1.js" async=""></script></body>'))!,
    )!;
    const head = out.slice(0, out.indexOf('<body'));
    const body = out.slice(out.indexOf('<body'));
    expect(head.indexOf('theme()')).toBeLessThan(head.indexOf('window.pagePath'));
    expect(head.indexOf('window.pagePath')).toBeLessThan(head.indexOf('id="gatsby-chunk-mapping">'));
    expect(head.indexOf('___chunkMapping')).toBeLessThan(head.indexOf('___webpackCompilationHash'));
    expect(head.indexOf('___webpackCompilationHash')).toBeLessThan(head.indexOf('id="deferred-scripts"'));
    expect(head.indexOf('id="deferred-scripts"')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(body).toBe('<body><p>Text</p><script type="module">demo()</script></body></html>');
    expect(hoistBodyScripts(out)).toBeNull();
  });

  it('replaces the copies an earlier build moved up when Gatsby stitches the scripts in again', () => {
    const kept = hoistBodyScripts(
      deferScripts(page.replace('</body>', '<script src="/docs/app-1.js" async=""></script></body>'))!,
    )!;
    const restitched = kept.replace(
      '</body>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a";/*]]>*/</script>' +
        '<script\n   id="gatsby-chunk-mapping"\n  >window.___chunkMapping="{\\"app\\":2}";</script>' +
        '<script>window.___webpackCompilationHash="def";</script><script src="/docs/app-2.js" async=""></script></body>',
    );
    const out = hoistBodyScripts(deferScripts(restitched)!)!;
    for (const marker of [
      'id="gatsby-script-loader"',
      'id="gatsby-chunk-mapping"',
      '___webpackCompilationHash',
      'id="deferred-scripts"',
    ]) {
      expect(out.split(marker).length - 1).toBe(1);
    }
    expect(out).toContain('___webpackCompilationHash="def"');
    expect(out).toContain('___chunkMapping="{\\"app\\":2}"');
    expect(out).toContain('(["/docs/app-2.js"],window,document)');
    expect(out.indexOf('id="deferred-scripts"')).toBeLessThan(out.indexOf('<link rel="stylesheet"'));
    // a head that already holds two copies (left by a build before this step replaced them)
    const twice = restitched.replace(
      '<link rel="stylesheet"',
      '<script>window.___webpackCompilationHash="old";</script><link rel="stylesheet"',
    );
    expect(hoistBodyScripts(deferScripts(twice)!)!.split('___webpackCompilationHash').length - 1).toBe(1);
  });

  it('leaves a page without a stylesheet link or body scripts alone', () => {
    expect(hoistBodyScripts(page.replace(/<link[^>]*>/, ''))).toBeNull();
    expect(
      hoistBodyScripts('<html><head><link rel="stylesheet" href="/s.css"/></head><body><p>x</p></body></html>'),
    ).toBeNull();
  });
});

describe('stylesheet link', () => {
  it("points a kept page at this build's stylesheet and leaves a current one alone", () => {
    const page = '<head><link rel="stylesheet" href="/docs/styles.abc123.css"/></head>';
    expect(relinkStylesheet(page, 'styles.def456.css')).toBe(
      '<head><link rel="stylesheet" href="/docs/styles.def456.css"/></head>',
    );
    expect(relinkStylesheet(page, 'styles.abc123.css')).toBeNull();
    expect(relinkStylesheet('<head></head>', 'styles.def456.css')).toBeNull();
  });
  it("reads the current stylesheet from webpack's stats", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stats-'));
    expect(currentStylesheet(dir)).toBeNull();
    fs.writeFileSync(
      path.join(dir, 'webpack.stats.json'),
      JSON.stringify({ assetsByChunkName: { app: ['webpack-runtime-1.js', 'styles.e781df.css', 'app-2.js'] } }),
    );
    expect(currentStylesheet(dir)).toBe('styles.e781df.css');
    fs.rmSync(dir, { recursive: true });
  });
});

describe('the post-build pass over the pages', () => {
  it("defers scripts and links this build's stylesheet in one pass, and leaves finished pages alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-'));
    fs.writeFileSync(
      path.join(dir, 'webpack.stats.json'),
      JSON.stringify({ assetsByChunkName: { app: ['styles.c3d4.css', 'app-2.js'] } }),
    );
    fs.mkdirSync(path.join(dir, 'a'));
    const kept =
      '<html><head><link rel="stylesheet" href="/docs/styles.a1b2.css"/></head><body><script src="/docs/app-2.js" async></script></body></html>';
    fs.writeFileSync(path.join(dir, 'a', 'index.html'), kept);
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><link rel="stylesheet" href="/docs/styles.c3d4.css"/></head><body></body></html>',
    );
    expect(finishHtmlInDirectory(dir)).toEqual({ scripts: 1, stylesheet: 1 });
    const out = fs.readFileSync(path.join(dir, 'a', 'index.html'), 'utf8');
    expect(out).toContain('href="/docs/styles.c3d4.css"');
    expect(out).toContain('(["/docs/app-2.js"],window,document)');
    expect(out).not.toMatch(/<script src=/);
    expect(out.indexOf('id="deferred-scripts"')).toBeLessThan(out.indexOf('<link rel="stylesheet"'));
    expect(finishHtmlInDirectory(dir)).toEqual({ scripts: 0, stylesheet: 0 });
    fs.rmSync(dir, { recursive: true });
  });
});

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
      'The page component at route "/docs/intro/cli" (/x/broken.tsx) has no default export, so nothing can be rendered.',
    );
  });
});
