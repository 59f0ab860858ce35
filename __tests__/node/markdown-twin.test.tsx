// The Markdown twin of a page, from the same rendered body the reader gets: tabs as labelled
// sections, admonitions as block quotes, tables as GitHub tables, code with its language and
// title, absolute links, and a frontmatter with the page's facts.
import { compileDoc } from '../../src/node/content/compile';
import { markdownTwin, twinFile } from '../../src/node/markdown/twin';
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

describe('twinFile', () => {
  it('is the page path plus .md, index.md for folder paths', () => {
    expect(twinFile('/docs/intro/environment', '/docs')).toBe('intro/environment.md');
    expect(twinFile('/docs/', '/docs')).toBe('index.md');
    expect(twinFile('/docs/ja/', '/docs')).toBe('ja/index.md');
    expect(twinFile('/docs/v7/api/button', '/docs')).toBe('v7/api/button.md');
  });
});
