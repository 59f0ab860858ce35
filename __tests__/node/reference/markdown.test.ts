import { Slugger, createMarkdown, firstSentence, htmlToText, sanitizeHtml, slugify } from '../../../src/node/reference/markdown';
import { formatType, linkTypes } from '../../../src/node/reference/format';

const identity = (h: string): string => h;

describe('createMarkdown', () => {
  const md = createMarkdown({ rewriteHref: (h) => (h.startsWith('./') ? `/docs/api/${h.slice(2)}` : h) });

  it('renders code spans, links and lists', () => {
    const html = md.block('Use `expand="block"` with [button](./button).\n\n- one\n- two');
    expect(html).toContain('<code>expand=&quot;block&quot;</code>');
    expect(html).toContain('<a href="/docs/api/button">button</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
  });

  it('unwraps a lone paragraph for table cells but keeps block structure otherwise', () => {
    expect(md.description('Just *one* paragraph.')).toBe('Just <em>one</em> paragraph.');
    expect(md.description('One.\n\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>');
    expect(md.description('')).toBe('');
  });

  it('escapes raw HTML that is not on the allow list and keeps safe inline tags', () => {
    const html = md.description('A <script>alert(1)</script> and <code>x</code> and <ion-button>.');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<code>x</code>');
    expect(html).toContain('&lt;ion-button&gt;');
  });

  it('highlights fenced code at build time', () => {
    const html = md.block('```ts\nconst a = 1;\n```');
    expect(html).toContain('<pre class="language-typescript" tabindex="0"><code class="language-typescript">');
    expect(html).toContain('<span class="token keyword">const</span>');
  });

  it('gives headings unique ids and reports them when a slugger is given', () => {
    const slugger = new Slugger();
    slugger.reserve('api');
    const seen: [number, string, string][] = [];
    const r = createMarkdown({ rewriteHref: identity, html: 'trusted', slugger, onHeading: (d, id, t) => seen.push([d, id, t]) });
    const html = r.block('## API\n\n## Install `now`\n\n### Install now');
    expect(html).toContain('<h2 id="api-1">API</h2>');
    expect(seen).toEqual([
      [2, 'api-1', 'API'],
      [2, 'install-now', 'Install now'],
      [3, 'install-now-1', 'Install now'],
    ]);
  });
});

describe('sanitizeHtml', () => {
  it('keeps only href/title on links, rewrites href and drops javascript: URLs', () => {
    const out = sanitizeHtml('<a href="./x" onclick="evil()" title="T">x</a><a href="javascript:alert(1)">y</a>', (h) => `R(${h})`);
    expect(out).toBe('<a href="R(./x)" title="T">x</a><a>y</a>');
  });
  it('removes comments and escapes stray angle brackets', () => {
    expect(sanitizeHtml('a <!-- hidden --> b < c', identity)).toBe('a  b &lt; c');
  });
});

describe('text helpers', () => {
  it('firstSentence stops at the first sentence end, not at abbreviations', () => {
    expect(firstSentence('The App API handles state. For example, it emits events.')).toBe('The App API handles state.');
    expect(firstSentence('Use a value, e.g. Foo. Then more.')).toBe('Use a value, e.g. Foo.');
    expect(firstSentence('No period at all')).toBe('No period at all');
    expect(firstSentence('x'.repeat(400)).length).toBeLessThanOrEqual(300);
  });
  it('htmlToText strips tags and decodes entities', () => {
    expect(htmlToText('<p>A &amp; <code>&lt;b&gt;</code>&#39;s</p>')).toBe("A & <b>'s");
  });
  it('slugify follows the GitHub/docgen convention', () => {
    expect(slugify("addListener('appStateChange', ...)")).toBe('addlistenerappstatechange-');
    expect(slugify('Type Aliases')).toBe('type-aliases');
  });
});

describe('type formatting', () => {
  it('collapses whitespace of multi-line types', () => {
    expect(formatType('"block"\n  | "full"\n  | undefined')).toBe('"block" | "full" | undefined');
    expect(formatType('( a: string )  =>  void')).toBe('(a: string) => void');
  });
  it('links documented type names, escapes the rest and leaves string literals alone', () => {
    const anchors = new Map([
      ['Photo', 'photo'],
      ['Level', 'level'],
    ]);
    expect(linkTypes('Promise<Photo>', anchors)).toBe('Promise&lt;<a href="#photo">Photo</a>&gt;');
    expect(linkTypes("'Photo' | Level | undefined", anchors)).toBe('\'Photo\' | <a href="#level">Level</a> | undefined');
  });
});

describe('links to nowhere', () => {
  it('keeps the text of a link whose rewrite is empty', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createMarkdown } = require('../../../src/node/reference/markdown') as typeof import('../../../src/node/reference/markdown');
    const md = createMarkdown({ rewriteHref: (h) => (h === '#Missing' ? '' : h), html: 'safe' });
    expect(md.description('See [the type](#Missing) and <a href="#Missing">Missing</a>.')).toBe('See the type and <a>Missing</a>.');
    expect(md.description('[kept](#kept)')).toBe('<a href="#kept">kept</a>');
  });
});
