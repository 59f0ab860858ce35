import { Slugger } from '../../../src/lib/slug';
import {
  codeBlockHtml,
  createMarkdown,
  firstSentence,
  htmlToText,
  markdownToText,
} from '../../../src/node/reference/markdown';
import { formatType, linkTypes } from '../../../src/node/reference/format';

const identity = (h: string): string => h;

describe('createMarkdown', () => {
  const md = createMarkdown({ rewriteHref: (h) => (h.startsWith('./') ? `/docs/api/${h.slice(2)}` : h) });

  it('renders code spans, links and lists', () => {
    const html = md.block('Use `expand="block"` with [button](./button).\n\n- one\n- two');
    expect(html).toContain('<code>expand="block"</code>');
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
    expect(html).toContain('&lt;script>alert(1)&lt;/script>');
    expect(html).toContain('<code>x</code>');
    expect(html).toContain('&lt;ion-button>');
  });

  it('highlights fenced code with the markup and token classes of MDX code blocks', () => {
    const html = md.block('```ts\nconst a = 1;\n```');
    expect(html).toBe(codeBlockHtml('const a = 1;', 'ts'));
    expect(html).toContain(
      '<div class="code-block" data-language="ts"><div class="code-block__body"><pre class="code-block__pre ' +
        'language-ts" tabindex="0"',
    );
    expect(html).toContain(
      '<code class="language-ts" data-language="ts"><span class="k">const</span> a = <span class="n">1</span>;</code>',
    );
    expect(md.block('```\n<b>x</b>\n```')).toContain('data-language="text">&lt;b>x&lt;/b></code>');
  });

  it('gives headings unique ids and reports them when a slugger is given', () => {
    const slugger = new Slugger();
    slugger.reserve('api');
    const seen: [number, string, string][] = [];
    const r = createMarkdown({
      rewriteHref: identity,
      html: 'trusted',
      slugger,
      onHeading: (d, id, t) => seen.push([d, id, t]),
    });
    const html = r.block('## API\n\n## Install `now`\n\n### Install now\n\n<h2 id="raw">Raw</h2>');
    expect(html).toContain('<h2 id="api-1">API</h2>');
    expect(html).toContain('<h2 id="install-now">Install <code>now</code></h2>');
    expect(html).toContain('<h2 id="raw">Raw</h2>');
    expect(seen).toEqual([
      [2, 'api-1', 'API'],
      [2, 'install-now', 'Install now'],
      [3, 'install-now-1', 'Install now'],
    ]);
    // the slugger is shared: a second fragment of the same page continues the numbering
    expect(r.block('# Install now')).toBe('<h1 id="install-now-2">Install now</h1>');
    expect(createMarkdown({ rewriteHref: identity, headingShift: 1 }).block('# Title')).toBe('<h2>Title</h2>');
  });
});

describe('sanitising', () => {
  const safe = createMarkdown({ rewriteHref: (h) => `R(${h})`, html: 'safe' });
  const trusted = createMarkdown({ rewriteHref: identity, html: 'trusted' });

  it('keeps only href/title on links, rewrites href and drops javascript:, data: and vbscript: URLs', () => {
    expect(
      safe.description('<a href="./x" onclick="evil()" title="T" class="c">x</a> <a href="javascript:alert(1)">y</a>'),
    ).toBe('<a href="R(./x)" title="T">x</a> <a>y</a>');
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(trusted.description(`[a](${href}) <a href="${href}">b</a>`)).not.toMatch(/href/);
    }
  });

  it('removes script, iframe, event handlers and comments in both policies', () => {
    for (const r of [safe, trusted]) {
      const html = r.block(
        '<script>alert(1)</script>\n\n<iframe src="https://x"></iframe>\n\n<div onclick="e()">d</div>\n\ntext <!-- ' +
          'hidden --> <b onmouseover="e()">b</b>',
      );
      expect(html).not.toMatch(/<script|alert|<iframe|onclick|onmouseover|hidden/);
      expect(html).toContain('<b>b</b>');
    }
  });

  it('keeps the allowed inline tags in safe Markdown and shows other inline tags as text', () => {
    const tags = ['b', 'strong', 'i', 'em', 'code', 'kbd', 'sup', 'sub', 'small', 'span'];
    const html = safe.description(
      tags.map((t) => `<${t} class="x" style="y">${t}</${t}>`).join(' ') + ' a<br>b <ion-button>',
    );
    expect(html).toBe(tags.map((t) => `<${t}>${t}</${t}>`).join(' ') + ' a<br>b &lt;ion-button>');
  });

  it('keeps README HTML GitHub would keep', () => {
    expect(
      trusted.description('<details><summary>More</summary>\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n</details>'),
    ).toMatch(/^<details><summary>More<\/summary>\s*<table>[^]*<th align="left">a<\/th>[^]*<\/details>$/);
  });
});

describe('text helpers', () => {
  it('firstSentence stops at the first sentence end, not at abbreviations', () => {
    expect(firstSentence('The App API handles state. For example, it emits events.')).toBe(
      'The App API handles state.',
    );
    expect(firstSentence('Use a value, e.g. Foo. Then more.')).toBe('Use a value, e.g. Foo.');
    expect(firstSentence('No period at all')).toBe('No period at all');
    expect(firstSentence('x'.repeat(400)).length).toBeLessThanOrEqual(300);
  });
  it('htmlToText strips tags and decodes entities', () => {
    expect(htmlToText('<p>A &amp; <code>&lt;b&gt;</code>&#39;s</p>')).toBe("A & <b>'s");
    expect(htmlToText('<p>One.</p>\n<p>Two.</p>')).toBe('One. Two.');
  });
  it('markdownToText keeps the text and leaves out raw tags', () => {
    expect(markdownToText('Use **bold** and [a link](./x) <b>here</b>, see `code`.')).toBe(
      'Use bold and a link here, see code.',
    );
    expect(markdownToText('A | B ~~gone~~ www.example.com')).toBe('A | B gone www.example.com');
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
    expect(linkTypes("'Photo' | Level | undefined", anchors)).toBe(
      '\'Photo\' | <a href="#level">Level</a> | undefined',
    );
  });
});

describe('links to nowhere', () => {
  it('keeps the text of a link whose rewrite is empty', () => {
    const { createMarkdown } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../src/node/reference/markdown') as typeof import('../../../src/node/reference/markdown');
    const md = createMarkdown({ rewriteHref: (h) => (h === '#Missing' ? '' : h), html: 'safe' });
    expect(md.description('See [the type](#Missing) and <a href="#Missing">Missing</a>.')).toBe(
      'See the type and Missing.',
    );
    expect(md.description('[kept](#kept)')).toBe('<a href="#kept">kept</a>');
  });
});
