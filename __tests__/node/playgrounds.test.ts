// Playground examples: parsing (with file:line problems), the demo page, and the check of
// every example's ion-* names against the component metadata of each version it runs in.
import path from 'path';
import { checkAllExamples, checkExampleCode, componentMetaByVersion } from '../../src/node/playgrounds/check';
import { JSDOM } from 'jsdom';
import { PLAYGROUND_MESSAGE } from '../../src/lib/playground';
import { demoHeadScript, demoHtml, demoPath, demoSizeScript, ionicAssets } from '../../src/node/playgrounds/demo';
import { loadPlaygrounds, parseExample } from '../../src/node/playgrounds/load';

const root = path.resolve(__dirname, '../..');
const meta = componentMetaByVersion();

const example = (body: string, front = 'title: Basic chips\nheight: 200') => `---\n${front}\n---\n\n${body}`;
const ALL = `## JavaScript

\`\`\`html
<ion-chip color="primary" id="c">Tag</ion-chip>
\`\`\`

\`\`\`js
document.querySelector('#c').addEventListener('click', () => {});
\`\`\`

## Angular

\`\`\`html
<ion-chip color="primary" (click)="go()">Tag</ion-chip>
\`\`\`

## React

\`\`\`tsx
<IonChip color="primary" onClick={go}>Tag</IonChip>
\`\`\`

## Vue

\`\`\`vue
<template><ion-chip color="primary" @click="go">Tag</ion-chip></template>
\`\`\`
`;

describe('parseExample', () => {
  it('reads the frontmatter and one code list per framework', () => {
    const { example: ex, problems } = parseExample(example(ALL), 'content/playgrounds/v8/chip/basic.md');
    expect(problems).toEqual([]);
    expect(ex).toMatchObject({
      id: 'chip/basic',
      component: 'chip',
      title: 'Basic chips',
      height: 200,
      layout: 'content',
      versions: ['v8'],
    });
    expect(ex?.code.javascript.map((c) => c.lang)).toEqual(['html', 'js']);
    expect(ex?.code.javascript[0].line).toBe(8);
    expect(ex?.code.react[0].code).toContain('<IonChip');
  });

  it('names the file and line of each problem', () => {
    const bad = example(
      ALL.replace('## Vue', '## Svelte').replace('```tsx', '```'),
      'title: X\nlayout: full\nversions: [v6]',
    );
    const { example: ex, problems } = parseExample(bad, 'content/playgrounds/v8/chip/basic.md');
    expect(ex).toBeNull();
    const reasons = problems.map((p) => `${p.line}: ${p.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown section "Svelte"'),
        expect.stringContaining('code block without a language'),
        expect.stringContaining('no Vue code'),
        expect.stringContaining('"layout" is "content"'),
        expect.stringContaining('"versions" lists "v6"'),
      ]),
    );
    expect(problems.find((p) => p.reason.includes('Svelte'))?.line).toBe(29);
    expect(parseExample(example(ALL), 'content/playgrounds/chip/basic.md').problems[0].reason).toContain(
      'content/playgrounds/<v8|v7>/<component>/<name>.md',
    );
  });

  it('requires markup in the JavaScript section, since it is what runs', () => {
    const { problems } = parseExample(
      example(ALL.replace('```html\n<ion-chip color="primary" id="c">', '```css\nion-chip{}\n```\n\n```js\n//')),
      'content/playgrounds/v8/chip/basic.md',
    );
    expect(problems.map((p) => p.reason)).toContain(
      'the JavaScript section needs an html block: it is what the demo runs',
    );
  });
});

describe('the demo page', () => {
  const { example: ex } = parseExample(example(ALL), 'content/playgrounds/v8/chip/basic.md');

  it('runs the JavaScript version on the site’s own copy of Ionic, with no other origin', () => {
    const html = demoHtml(ex!, 'v8');
    expect(html).toContain('<script type="module" src="/docs/usage/assets/v8/ionic/ionic.esm.js"></script>');
    expect(html).toContain('href="/docs/usage/assets/v8/css/ionic.bundle.css"');
    expect(html).toContain('<ion-chip color="primary" id="c">Tag</ion-chip>');
    expect(html).toContain("document.querySelector('#c')");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(demoPath('v8', 'chip/basic')).toBe('/docs/usage/v8/chip/basic/');
  });

  it('uses each version’s dark theme', () => {
    expect(demoHtml(ex!, 'v8')).toContain('ion-palette-dark');
    expect(demoHtml(ex!, 'v7')).toContain('/docs/usage/assets/v7/dark.css');
    const v7 = ionicAssets(root, 'v7');
    expect(v7.find((f) => f.to.endsWith('dark.css'))?.content).toContain('.dark-theme');
    expect(v7.some((f) => /ionic\/p-[\w-]+\.entry\.js$/.test(f.to))).toBe(true);
  });
});

describe('playground code', () => {
  it('catches names a component does not have in a version', () => {
    const wrong = ALL.replace('<IonChip color="primary"', '<IonChip colour="primary"').replace(
      '(click)',
      '(ionChipTap)',
    );
    const { example: ex } = parseExample(
      example(wrong, 'title: X\nversions: [v8, v7]'),
      'content/playgrounds/v8/chip/basic.md',
    );
    const found = checkExampleCode(ex!, meta);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('React: <ion-chip> has no attribute "colour" in v8'),
        expect.stringContaining('<ion-chip> has no attribute "colour" in v7'),
      ]),
    );
    expect(checkExampleCode(parseExample(example(ALL), 'content/playgrounds/v8/chip/basic.md').example!, meta)).toEqual(
      [],
    );
  });

  it('names only attributes, properties and events of the versions each example runs in', () => {
    const { examples, problems } = loadPlaygrounds(root);
    expect(problems).toEqual([]);
    expect(checkAllExamples(examples, meta)).toEqual([]);
  });
});

describe("the demo frame's scripts (src/components/PlaygroundDemo/frame.ts, bundled)", () => {
  // A frame page at the site's origin inside a docs page, as a browser runs them.
  function frame(query: string, pageTheme: string) {
    const page = new JSDOM(`<!doctype html><html data-theme="${pageTheme}"><body></body></html>`, {
      url: 'https://ionicframework.com/docs/api/chip',
    });
    const { window } = new JSDOM(
      '<!doctype html><html><head></head><body><main class="demo-content">x</main></body></html>',
      { url: `https://ionicframework.com/docs/usage/v8/chip/basic/${query}`, runScripts: 'outside-only' },
    );
    Object.defineProperty(window, 'parent', { value: page.window });
    const posted: unknown[] = [];
    page.window.postMessage = ((message: unknown) => posted.push(message)) as never;
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      constructor(private readonly fn: () => void) {}
      observe() {
        this.fn();
      }
    };
    window.HTMLElement.prototype.getBoundingClientRect = () => ({ height: 120.2 }) as DOMRect;
    window.eval(demoHeadScript('ion-palette-dark'));
    window.eval(demoSizeScript());
    return { window, page: page.window, posted };
  }

  it('sets the look from the address and follows the embedding page’s colour mode', async () => {
    const { window, page } = frame('?mode=md', 'dark');
    expect((window as unknown as { Ionic: unknown }).Ionic).toEqual({ config: { mode: 'md' } });
    expect(window.document.documentElement.classList.contains('ion-palette-dark')).toBe(true);
    page.document.documentElement.setAttribute('data-theme', 'light');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.document.documentElement.classList.contains('ion-palette-dark')).toBe(false);
    const chosen = frame('?theme=dark', 'light').window;
    expect(chosen.document.documentElement.classList.contains('ion-palette-dark')).toBe(true);
  });

  it('tells the embedding page its content’s height', () => {
    expect(frame('', 'light').posted).toEqual([{ type: PLAYGROUND_MESSAGE, height: 121 }]);
  });
});
