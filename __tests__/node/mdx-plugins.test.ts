import { parseCodeMeta, parseLineRanges } from '../../src/node/mdx/code-meta';
import { highlightToHast, resolveLanguage, tokenClass, type HastElement } from '../../src/node/mdx/highlight';
import type { MdNode } from '../../src/node/mdx/mdast';
import remarkAdmonitions from '../../src/node/mdx/remark-admonitions';
import remarkCjkBreaks from '../../src/node/mdx/remark-cjk-breaks';
import remarkCode, { visibleHovers } from '../../src/node/mdx/remark-code';
import { collectHeadings } from '../../src/node/mdx/remark-heading-ids';

const text = (value: string): MdNode => ({ type: 'text', value });
const para = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children });

function textOf(node: HastElement | { type: 'text'; value: string }): string {
  return node.type === 'text' ? node.value : node.children.map(textOf).join('');
}

describe('code meta', () => {
  it('parses titles and line ranges', () => {
    expect(parseCodeMeta('title="src/app.ts" {1,3-4}')).toEqual({ title: 'src/app.ts', highlight: new Set([1, 3, 4]) });
    expect(parseCodeMeta("title='a b.ts'").title).toBe('a b.ts');
    expect(parseCodeMeta(null)).toEqual({ title: null, highlight: new Set() });
    expect(parseLineRanges('5-3, x, 9')).toEqual(new Set([3, 4, 5, 9]));
  });
});

describe('highlightToHast', () => {
  it('keeps the text, wraps only highlighted lines, and colours tokens', () => {
    const code = 'const a = 1;\n\n// done\n';
    const nodes = highlightToHast(code, 'ts', new Set([3]));
    expect(nodes.map(textOf).join('')).toBe('const a = 1;\n\n// done');
    const lines = nodes.filter(
      (n): n is HastElement => n.type === 'element' && (n.properties.className as string[]).includes('hl'),
    );
    expect(lines).toHaveLength(1);
    expect(textOf(lines[0])).toBe('// done');
    // `const` is a keyword (class k); punctuation gets no element of its own.
    expect(nodes[0]).toEqual({
      type: 'element',
      tagName: 'span',
      properties: { className: ['k'] },
      children: [{ type: 'text', value: 'const' }],
    });
    expect(JSON.stringify(nodes)).not.toContain('punctuation');
  });
  it('joins adjacent tokens of one colour into one span and leaves blank space unwrapped', () => {
    const nodes = highlightToHast('<ion-button fill="clear">Go</ion-button>', 'html');
    const spans = nodes.filter((n): n is HastElement => n.type === 'element');
    // `="clear"` is one string span, not four (=, ", clear, ").
    expect(spans.filter((n) => (n.properties.className as string[])[0] === 's').map(textOf)).toEqual(['="clear"']);
    for (let i = 1; i < nodes.length; i += 1) {
      const [a, b] = [nodes[i - 1], nodes[i]];
      if (a.type === 'element' && b.type === 'element')
        expect((a.properties.className as string[])[0]).not.toBe((b.properties.className as string[])[0]);
    }
    expect(spans.some((n) => !/\S/.test(textOf(n)))).toBe(false);
    expect(nodes.map(textOf).join('')).toBe('<ion-button fill="clear">Go</ion-button>');
    // Diff lines keep the span on blank space: their colour is a background.
    expect(
      highlightToHast('-  \n+ a', 'diff')
        .filter((n) => n.type === 'element')
        .map(textOf),
    ).toContain('-  ');
  });
  it('gives an empty highlighted line content, so it keeps its height', () => {
    const [, line] = highlightToHast('a\n\nb', 'plain', new Set([2]));
    expect(line).toEqual({
      type: 'element',
      tagName: 'span',
      properties: { className: ['hl'] },
      children: [{ type: 'text', value: '\n' }],
    });
  });
  it('maps nested Prism types to the innermost coloured class', () => {
    expect(tokenClass(['tag', 'attr-value'])).toBe('s');
    expect(tokenClass(['tag', 'punctuation'])).toBe('t');
    expect(tokenClass(['punctuation'])).toBeNull();
  });

  it('knows the extra languages and falls back to plain text', () => {
    for (const lang of ['shell-session', 'http', 'diff', 'json', 'tsx', 'html', 'bash', 'vue'])
      expect(resolveLanguage(lang)).not.toBe('plain');
    expect(resolveLanguage('brainfuck-9000')).toBe('plain');
    expect(highlightToHast('$ npm i\nok', 'shell-session').map(textOf).join('')).toBe('$ npm i\nok');
  });
});

describe('remarkCode', () => {
  it('attaches highlighted children and data attributes to code nodes', () => {
    const tree: MdNode = {
      type: 'root',
      children: [{ type: 'code', lang: 'json', meta: 'title="a.json"', value: '{"a": 1}' }],
    };
    remarkCode()(tree);
    const data = tree.children![0].data as { hProperties: Record<string, unknown>; hChildren: unknown[] };
    expect(data.hProperties['data-title']).toBe('a.json');
    expect(data.hProperties['data-language']).toBe('json');
    expect(data.hChildren.map((n) => textOf(n as HastElement)).join('')).toBe('{"a": 1}');
  });
  it('keeps short single-token inline code on one line, and lets long or spaced code wrap', () => {
    const code = (value: string): MdNode => ({ type: 'inlineCode', value });
    const tree: MdNode = {
      type: 'root',
      children: [
        para(
          code('--no-git'),
          code('#4d8dff'),
          code('--ion-background-color-step-50'),
          code('ionic start'),
          code('@ionic/angular-server/dist/ionic-angular-server.mjs'),
        ),
      ],
    };
    remarkCode()(tree);
    expect(tree.children![0].children!.map((c) => c.data?.hProperties ?? null)).toEqual([
      { className: ['code-nobreak'] },
      { className: ['code-nobreak'] },
      { className: ['code-nobreak'] },
      null,
      null,
    ]);
  });
});

describe('remarkAdmonitions', () => {
  const run = (children: MdNode[]) => {
    const tree: MdNode = { type: 'root', children };
    remarkAdmonitions()(tree, { path: 'x.mdx' });
    return tree.children!;
  };
  it('handles a one-paragraph admonition', () => {
    const [node] = run([para(text(':::note\nRemember this.\n:::'))]);
    expect(node).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Admonition',
      attributes: [{ name: 'type', value: 'note' }],
    });
    expect(node.children).toEqual([para(text('Remember this.'))]);
  });
  const titleOf = (...children: MdNode[]): MdNode => ({
    type: 'mdxJsxFlowElement',
    name: 'AdmonitionTitle',
    attributes: [],
    children,
  });
  it('handles several blocks and a title', () => {
    const list: MdNode = { type: 'list', children: [{ type: 'listItem', children: [para(text('item\n:::'))] }] };
    const out = run([para(text(':::warning Read this first')), para(text('One.')), list, para(text('after'))]);
    expect(out).toHaveLength(2);
    expect(out[0].attributes).toEqual([{ type: 'mdxJsxAttribute', name: 'type', value: 'warning' }]);
    expect(out[0].children).toEqual([titleOf(text('Read this first')), para(text('One.')), list]);
    expect(out[1]).toEqual(para(text('after')));
  });
  // Markdown splits the opening line at inline code, emphasis or a link: the title is every
  // node up to the line's end, whatever it starts or ends with.
  it.each([
    ['code', { type: 'inlineCode', value: 'ionic build' }],
    ['emphasis', { type: 'emphasis', children: [text('Never')] }],
    ['strong', { type: 'strong', children: [text('Never')] }],
    ['a link', { type: 'link', url: '/api/button', children: [text('Button')] }],
  ] as [string, MdNode][])('keeps a title that starts with %s', (_, start) => {
    const [node] = run([para(text(':::warning '), start, text(' does not type-check\nThe body.\n:::'))]);
    expect(node.children).toEqual([titleOf(start, text(' does not type-check')), para(text('The body.'))]);
  });
  it('keeps mixed inline Markdown in a title up to its hard break, then the body', () => {
    const code: MdNode = { type: 'inlineCode', value: 'isOpen' };
    const em: MdNode = { type: 'emphasis', children: [text('in sync')] };
    const [node] = run([
      para(text(':::tip Keep '), code, text(' '), em, { type: 'break' }, text('Body.')),
      para(text('More.\n:::')),
    ]);
    expect(node.children).toEqual([
      titleOf(text('Keep '), code, text(' '), em),
      para(text('Body.')),
      para(text('More.')),
    ]);
  });
  it('gives a title on a line of its own its own node, and none when there is no title', () => {
    const link: MdNode = { type: 'link', url: '/a', children: [text('A')] };
    const [titled] = run([para(text(':::note '), link), para(text('Body.\n:::'))]);
    expect(titled.children).toEqual([titleOf(link), para(text('Body.'))]);
    const [plain] = run([para(text(':::note  \nBody.\n:::'))]);
    expect(plain.children).toEqual([para(text('Body.'))]);
  });
  it('fails naming the file and line when never closed', () => {
    expect(() =>
      run([
        { ...para(text(':::tip\nno end')), position: { start: { line: 7, column: 1 }, end: { line: 8, column: 1 } } },
      ]),
    ).toThrow('x.mdx:7');
  });
  it('leaves other paragraphs alone', () => {
    expect(run([para(text('::: not an admonition'))])).toEqual([para(text('::: not an admonition'))]);
  });
});

describe('remarkCjkBreaks', () => {
  const run = (...children: MdNode[]) => {
    const tree: MdNode = { type: 'root', children: [para(...children)] };
    remarkCjkBreaks()(tree);
    return tree.children![0].children!;
  };
  const link = (label: string): MdNode => ({ type: 'link', url: '/api/modal', children: [text(label)] });
  const strong = (label: string): MdNode => ({ type: 'strong', children: [text(label)] });
  const code = (value: string): MdNode => ({ type: 'inlineCode', value });

  it('removes a break between Japanese text and a link or emphasis whose text is Japanese on that side', () => {
    expect(run(text('詳しくは\n'), link('モーダル'), text('\nを参照してください。'))).toEqual([
      text('詳しくは'),
      link('モーダル'),
      text('を参照してください。'),
    ]);
    expect(run(strong('重要'), text('\n  です。'))).toEqual([strong('重要'), text('です。')]);
    // A text node that is only the break, between two such elements.
    expect(run(link('モーダル'), text('\n'), strong('シート'))).toEqual([link('モーダル'), text(''), strong('シート')]);
  });
  it('keeps the break (a space) next to Latin text, inline code, or a link whose edge is Latin', () => {
    const kept = [
      [text('詳しくは\n'), link('Capacitor'), text('\nを参照')],
      [text('Ionic の\n'), code('ion-button'), text('\nを使います')],
      [text('See\n'), link('モーダル'), text('\nfor more')],
    ];
    for (const children of kept) expect(run(...children.map((c) => ({ ...c })))).toEqual(children);
  });
  it('still joins lines inside one text node', () => {
    expect(run(text('ライブラリです。\nどれも'))).toEqual([text('ライブラリです。どれも')]);
  });
});

describe('collectHeadings', () => {
  it('slugs headings, honours explicit ids and records them', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        { type: 'heading', depth: 2, children: [text('Install '), { type: 'inlineCode', value: '@ionic/core' }] },
        { type: 'heading', depth: 2, children: [text('プロパティ {#properties}')] },
        {
          type: 'heading',
          depth: 3,
          children: [text('Usage '), { type: 'mdxTextExpression', value: '/* #usage-notes */' }],
        },
        { type: 'heading', depth: 2, children: [text('Install @ionic/core')] },
      ],
    };
    expect(collectHeadings(tree)).toEqual([
      { depth: 2, id: 'install-ioniccore', text: 'Install @ionic/core' },
      { depth: 2, id: 'properties', text: 'プロパティ' },
      { depth: 3, id: 'usage-notes', text: 'Usage' },
      { depth: 2, id: 'install-ioniccore-1', text: 'Install @ionic/core' },
    ]);
    expect((tree.children![1].data as { hProperties: { id: string } }).hProperties.id).toBe('properties');
  });
});

describe('types on hover', () => {
  const code = 'const p = Camera.getPhoto();';
  const start = code.indexOf('getPhoto');
  const hover = {
    start,
    end: start + 8,
    text: '(method) CameraPlugin.getPhoto(): Promise<Photo>',
    doc: 'Takes.',
    id: 'ty-1',
  };

  it('wraps an identifier in a focusable span described by a tooltip whose text is not code', () => {
    const nodes = highlightToHast(code, 'ts', new Set(), [hover]);
    // The code reads (and copies) the same: the tooltip's text is in attributes.
    expect(nodes.map(textOf).join('')).toBe(code);
    const wrapper = nodes.find(
      (n): n is HastElement => n.type === 'element' && (n.properties.className as string[])[0] === 'ty',
    )!;
    expect(wrapper.properties).toMatchObject({ tabIndex: 0, ariaDescribedBy: 'ty-1' });
    expect(wrapper.children.map(textOf).join('')).toBe('getPhoto');
    const tip = wrapper.children[wrapper.children.length - 1] as HastElement;
    expect(tip.properties).toMatchObject({ role: 'tooltip', id: 'ty-1', ariaLabel: hover.text, dataDoc: 'Takes.' });
  });

  it('moves positions from the compiled code to the code a reader sees', () => {
    const whole = "import { Camera } from '@capacitor/camera';\n// ---cut---\nCamera.getPhoto();";
    let n = 0;
    const hovers = visibleHovers(
      whole,
      [
        { line: 0, column: 9, length: 6, text: 'hidden', doc: '' },
        { line: 2, column: 7, length: 8, text: 'shown', doc: '' },
      ],
      () => `ty-${(n += 1)}`,
    );
    expect(hovers).toEqual([{ start: 7, end: 15, text: 'shown', doc: '', id: 'ty-1' }]);
  });
});
