import { compileDoc, errorPlace } from '../../../src/node/content/compile';
import { renderMdx } from '../../../src/node/render/mdx';

const page = (body: string, fm = 'title: A page\ndescription: One line.') => `---\n${fm}\n---\n${body}`;

describe('compileDoc', () => {
  it('reads frontmatter, headings with ids and compiles the body', () => {
    const { doc, problems } = compileDoc(
      page('\nIntro.\n\n## Getting Started\n\n### Install `@ionic/cli`\n\n## Pinned \\{#pinned-id\\}\n'),
      'content/docs/v8/a.mdx',
    );
    expect(problems).toEqual([]);
    expect(doc!.frontmatter).toMatchObject({ title: 'A page', description: 'One line.' });
    expect(doc!.headings).toEqual([
      { depth: 2, id: 'getting-started', text: 'Getting Started' },
      { depth: 3, id: 'install-ioniccli', text: 'Install @ionic/cli' },
      { depth: 2, id: 'pinned-id', text: 'Pinned' },
    ]);
  });

  it('reports MDX syntax errors at their file line', () => {
    const { doc, problems } = compileDoc(page('\nFine line.\n\nA <broken tag.\n'), 'content/docs/v8/b.mdx');
    expect(doc).toBeNull();
    expect(problems[0]).toMatchObject({ file: 'content/docs/v8/b.mdx', line: 8 });
  });

  it('reports every fenced code block without a language, at its line', () => {
    const { doc, problems } = compileDoc(
      page('\n```\nplain\n```\n\n```ts\nconst a = 1;\n```\n\n```\nmore\n```\n'),
      'e.mdx',
    );
    expect(doc).toBeNull();
    expect(problems).toEqual([
      { file: 'e.mdx', line: 6, column: 1, reason: 'code block without a language' },
      { file: 'e.mdx', line: 14, column: 1, reason: 'code block without a language' },
    ]);
  });

  it('reports a missing title and an unclosed admonition', () => {
    expect(compileDoc(page('text', 'description: x'), 'c.mdx').problems[0].reason).toBe('frontmatter has no "title"');
    const { problems } = compileDoc(page('\n:::note\nnever closed\n'), 'd.mdx');
    expect(problems[0]).toMatchObject({ file: 'd.mdx', line: 6 });
    expect(problems[0].reason).toContain('never closed');
  });

  it('reports an unclosed tag at the tag, not at 0:0, when MDX only names the place in its message', () => {
    // Line 8 of the file: the frontmatter takes lines 1 to 4.
    const { problems } = compileDoc(page('\nText.\n\n<div className="x">\n\nMore text.\n'), 'content/docs/v8/f.mdx');
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/docs/v8/f.mdx',
        line: 8,
        column: 1,
        reason: expect.stringContaining('closing tag'),
      }),
    ]);
    expect(errorPlace({ reason: 'Expected a closing tag for `<div>` (13:1-13:25)' })).toEqual({ line: 13, column: 1 });
    expect(errorPlace({ line: 4, column: 7 })).toEqual({ line: 4, column: 7 });
    expect(errorPlace({ message: 'no place' })).toEqual({ line: 1, column: 1 });
  });

  it('reports every unknown component at its place, as a compile error', () => {
    const { doc, problems } = compileDoc(
      page('\n<Tabs>\n\n<NoSuchWidget />\n\n</Tabs>\n\nText <Oops.Thing /> here.\n'),
      'g.mdx',
    );
    expect(doc).toBeNull();
    expect(problems.map((p) => [p.line, p.column, p.reason.split(' is ')[0]])).toEqual([
      [8, 1, '<NoSuchWidget>'],
      [12, 6, '<Oops.Thing>'],
    ]);
    expect(problems[0].reason).toContain('these are: Admonition, Tabs');
  });

  it('lists the links and playground examples a page names, with their places', () => {
    const { doc } = compileDoc(
      page(
        '\nSee [colors](/theming/colors#adding) and [ref][r].\n\n<Card title="CLI" href="../intro/cli" />' +
          '\n\n<Playground id="button/basic" />\n\n[r]: ./basics#top\n',
      ),
      'h.mdx',
    );
    expect(doc!.links).toEqual([
      { href: '/theming/colors#adding', line: 6, column: 5 },
      { href: '../intro/cli', line: 8, column: 1 },
      { href: './basics#top', line: 12, column: 1 },
    ]);
    expect(doc!.playgrounds).toEqual([{ id: 'button/basic', line: 10, column: 1 }]);
  });

  it('refuses imports and names the global components', () => {
    const { problems } = compileDoc(page("\nimport X from './x';\n\n<X />\n"), 'e.mdx');
    expect(problems[0].reason).toMatch(/import and export statements are not supported.*Tabs/);
  });
});

describe('renderMdx', () => {
  const render = (body: string, locale: 'en' | 'ja' = 'en', version: 'v8' | 'v7' = 'v8') => {
    const { doc, problems } = compileDoc(page(body), 'content/docs/v8/theming/basics.mdx');
    expect(problems).toEqual([]);
    return renderMdx(doc!.code, {
      locale,
      version,
      file: 'theming/basics.mdx',
      repoPath: 'content/docs/v8/theming/basics.mdx',
    });
  };

  it('resolves links in the page locale and version', () => {
    expect(render('[Colors](./colors) and [button](/api/button#properties)', 'ja', 'v7')).toContain(
      '<a href="/docs/ja/v7/theming/colors">Colors</a> and <a href="/docs/ja/v7/api/button#properties">button</a>',
    );
    expect(render('[out](https://example.com)')).toContain(
      '<a href="https://example.com" rel="noopener noreferrer">out</a>',
    );
  });

  it('renders headings with anchors, highlighted code, and admonitions', () => {
    const html = render('## Usage\n\n```ts title="a.ts"\nconst x = 1;\n```\n\n:::tip\nDo it.\n:::\n', 'ja');
    expect(html).toContain('<h2 id="usage" class="anchor-heading">Usage<a class="hash-link" href="#usage"');
    expect(html).toContain('<div class="code-block__title">a.ts</div>');
    expect(html).toContain('<span class="k">const</span>');
    // The copy button is in the page, labelled in its language; language and title are on the block only.
    expect(html).toContain(
      '<button type="button" class="control code-block__copy" aria-label="コードをクリップボードにコピー"',
    );
    expect(html).toContain('<code class="language-ts"><span');
    expect(html).toContain(
      '<p class="admonition__heading"><span class="admonition__icon" aria-hidden="true">✓</span><span ' +
        'class="admonition__title">ヒント</span></p>',
    );
  });

  it('renders an admonition title that starts with code, emphasis or a link, apart from the body', () => {
    const heading = (title: string) =>
      `<p class="admonition__heading"><span class="admonition__icon" aria-hidden="true">!</span><span ` +
      `class="admonition__title">${title}</span></p><div class="admonition__content"><p>Body.</p></div>`;
    expect(render(':::warning `ionic build` does not type-check\nBody.\n:::\n')).toContain(
      heading('<code>ionic build</code> does not type-check'),
    );
    expect(render(':::warning *Never* run `sudo npm`\n\nBody.\n\n:::\n')).toContain(
      heading('<em>Never</em> run <code>sudo npm</code>'),
    );
    expect(render(':::warning [Button](/api/button) changed\nBody.\n:::\n', 'ja', 'v7')).toContain(
      heading('<a href="/docs/ja/v7/api/button">Button</a> changed'),
    );
  });

  it("names a task list's checkboxes by their state, in the page's language", () => {
    const html = render('- [ ] Update Angular\n- [x] Read the guide\n', 'ja');
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="未完了"/>');
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="完了" checked=""/>');
  });

  it('renders tabs with every panel and the first selected', () => {
    const html = render(
      '<Tabs groupId="framework">\n<TabItem value="angular" label="Angular">\n\nA\n\n</TabItem>\n<TabItem ' +
        'value="react" label="React">\n\nR\n\n</TabItem>\n</Tabs>\n',
    );
    expect(html).toContain('data-group="framework"');
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*data-value="angular"/);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*data-value="react"/);
  });
});
