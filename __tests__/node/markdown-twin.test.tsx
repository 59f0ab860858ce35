// The Markdown twin of a page, from the same rendered body the reader gets: tabs as labelled
// sections, admonitions as block quotes, tables as GitHub tables, code with its language and
// title, absolute links, and a frontmatter with the page's facts.
import { compileDoc } from '../../src/node/content/compile';
import { codeAsText, htmlToMarkdown, markdownTwin, twinFile } from '../../src/node/markdown/twin';
import { renderMdx } from '../../src/node/render/mdx';

const SITE = 'https://ionicframework.com';
const MDX = `---
title: Dark mode
description: Turn on the dark palette.
---

Read [colors](/theming/colors#steps) first, or [below](#turning-it-on).

## Turning it on

:::tip Before you start
Import the palette **once**.
:::

<Tabs groupId="framework">
<TabItem value="angular" label="Angular">

\`\`\`ts title="main.ts"
import '@ionic/angular/css/palettes/dark.system.css';
\`\`\`

</TabItem>
<TabItem value="react" label="React">

\`\`\`tsx
import '@ionic/react/css/palettes/dark.system.css';
\`\`\`

</TabItem>
</Tabs>

| File | When |
| --- | --- |
| \`dark.always.css\` | always |
| \`dark.class.css\` | with \`.ion-palette-dark\` |
`;

function render(): string {
  const { doc, problems } = compileDoc(MDX, 'content/docs/v8/theming/dark-mode.mdx');
  expect(problems).toEqual([]);
  return renderMdx(doc!.code, {
    locale: 'en',
    version: 'v8',
    file: 'theming/dark-mode.mdx',
    repoPath: 'content/docs/v8/theming/dark-mode.mdx',
  });
}

describe('markdownTwin', () => {
  const canonical = `${SITE}/docs/theming/dark-mode`;
  const md = markdownTwin(
    { title: 'Dark mode', description: 'Turn on the dark palette.', version: 'v8', language: 'en', canonical },
    render(),
    SITE,
  );

  it('starts with a frontmatter and the title', () => {
    expect(
      md.startsWith(
        `---\ntitle: Dark mode\ndescription: Turn on the dark palette.\nversion: v8\nlanguage: en\ncanonical: ` +
          `${canonical}\n---\n\n# Dark mode\n`,
      ),
    ).toBe(true);
  });

  it('makes links absolute, in-page ones included', () => {
    expect(md).toContain(`[colors](${SITE}/docs/theming/colors#steps)`);
    expect(md).toContain(`[below](${canonical}#turning-it-on)`);
  });

  it('keeps headings without their anchor links', () => {
    expect(md).toContain('\n## Turning it on\n');
    expect(md).not.toMatch(/\]\(#turning-it-on\)\n/);
  });

  it('turns an admonition into a block quote with its title', () => {
    expect(md).toContain('> **Before you start**\n>\n> Import the palette **once**.');
  });

  it('turns tabs into labelled sections with fenced code in its language and title', () => {
    expect(md).toContain(
      '**Angular**\n\n```ts title="main.ts"\nimport \'@ionic/angular/css/palettes/dark.system.css\';\n```',
    );
    expect(md).toContain("**React**\n\n```tsx\nimport '@ionic/react/css/palettes/dark.system.css';\n```");
  });

  it('keeps tables as GitHub tables', () => {
    expect(md).toMatch(/\| File +\| When +\|\n\| -+ \| -+ \|\n\| `dark.always.css` \| always +\|/);
  });

  it('has nothing only a screen needs', () => {
    expect(md).not.toMatch(/Copy|<button|aria-/);
  });
});

describe('code blocks', () => {
  // As the highlighter renders them: a span per token, an identifier's type as a focusable span
  // with its tooltip, a highlighted line, and text escaped by React.
  const code =
    '<code class="language-ts" data-language="ts"><span class="k">const</span> a = ' +
    '<span class="ty" tabindex="0" aria-describedby="ty-1"><span class="f">isPlatform</span>' +
    '<span class="ty__tip" role="tooltip" id="ty-1" aria-label="(platform: &quot;ios&quot;) =&gt; boolean">' +
    '</span></span>(<span class="s">&#x27;ios&#x27;</span>);\n<span class="hl">if (a &amp;&amp; 1 &lt; 2) {}</span></code>';
  const html = `<p>Before</p><div class="code-block"><pre class="code-block__pre">${code}</pre></div>`;

  it('are parsed as their text, entities kept', () => {
    expect(codeAsText(html)).toBe(
      '<p>Before</p><div class="code-block"><pre class="code-block__pre">' +
        '<code class="language-ts" data-language="ts">const a = isPlatform(&#x27;ios&#x27;);\n' +
        'if (a &amp;&amp; 1 &lt; 2) {}</code></pre></div>',
    );
  });

  it('read the same in Markdown as the highlighted HTML', () => {
    expect(htmlToMarkdown(html, SITE, `${SITE}/docs/x`)).toBe(
      "Before\n\n```ts\nconst a = isPlatform('ios');\nif (a && 1 < 2) {}\n```",
    );
  });

  it('leave other markup as it is', () => {
    const other = '<pre><span class="k">x</span></pre><p><span>y</span></p>';
    expect(codeAsText(other)).toBe(other);
  });
});

describe('twinFile', () => {
  it('is the page path plus .md, index.md for folder paths', () => {
    expect(twinFile('/docs/intro/environment', '/docs')).toBe('intro/environment.md');
    expect(twinFile('/docs/', '/docs')).toBe('index.md');
    expect(twinFile('/docs/ja/', '/docs')).toBe('ja/index.md');
    expect(twinFile('/docs/v7/api/button', '/docs')).toBe('v7/api/button.md');
  });
});
