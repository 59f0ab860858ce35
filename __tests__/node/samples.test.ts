// The code-sample check (src/node/samples): fences and their markers, hidden context lines,
// compiling a block against its version's packages, and diagnostics mapped to the MDX file.
import type { DocVersion } from '../../src/lib/types';
import { visibleCode, visibleRange } from '../../src/node/mdx/hidden-lines';
import { checkBlocks, extractBlocks, findingPlace, placeOf, type SampleBlock } from '../../src/node/samples';
import { isIgnored, isUncheckedModule, versionPaths } from '../../src/node/samples/compile';
import { parseNocheck } from '../../src/node/samples/extract';

const page = (...blocks: string[]) => `---\ntitle: T\n---\n\nSome text.\n\n${blocks.join('\n\nMore text.\n\n')}\n`;
const blocksOf = (source: string, file = 'content/docs/v8/x.mdx', version: DocVersion = 'v8', locale = 'en') =>
  extractBlocks(source, file).map((b: SampleBlock) => ({ ...b, version, locale }));

describe('extractBlocks', () => {
  it('finds fenced blocks with language, meta, first code line and the tab they are in', () => {
    const source = page(
      '<Tabs>\n<TabItem value="react" label="React">\n\n```tsx title="src/App.tsx" {2}\nconst a = 1;\n```\n\n</TabItem>\n</Tabs>',
      '```shell\nnpm i\n```',
    );
    const blocks = extractBlocks(source, 'f.mdx');
    expect(blocks.map((b) => [b.lang, b.meta, b.line, b.code, b.tab])).toEqual([
      ['tsx', 'title="src/App.tsx" {2}', 11, 'const a = 1;', 'react'],
      ['shell', '', 20, 'npm i', null],
    ]);
  });

  it('removes the indentation of a fence inside a list item, and keeps a longer fence open over a shorter one', () => {
    const source = '1. Step\n\n   ```ts\n   const a = 1;\n     const b = 2;\n   ```\n\n````md\n```ts\nx\n```\n````\n';
    const blocks = extractBlocks(source, 'f.mdx');
    expect(blocks.map((b) => [b.lang, b.indent, b.code])).toEqual([
      ['ts', 3, 'const a = 1;\n  const b = 2;'],
      ['md', 0, '```ts\nx\n```'],
    ]);
  });

  it('reads nocheck="reason" and flags a nocheck without one', () => {
    expect(parseNocheck('title="a.ts" nocheck="pseudo-code"')).toBe('pseudo-code');
    expect(parseNocheck("nocheck='Ionic 3 API'")).toBe('Ionic 3 API');
    expect(parseNocheck('nocheck')).toBe('');
    expect(parseNocheck('title="nocheck.ts"')).toBeNull();
    const [bare] = extractBlocks('```ts nocheck\nx\n```', 'f.mdx');
    expect(bare.nocheck).toBe('');
    expect(bare.fenceProblem).toMatch(/needs a reason/);
  });
});

describe('hidden context lines', () => {
  const code = "import { a } from 'a';\n// ---cut---\nclass X {\n  m() {}\n// ---cut-after---\n}";
  it('shows only the lines between the markers', () => {
    expect(visibleCode(code)).toBe('class X {\n  m() {}');
    expect(visibleRange(code)).toEqual({ start: 2, end: 4 });
    expect(visibleCode('const a = 1;')).toBe('const a = 1;');
  });
});

describe('where a finding is', () => {
  it('maps content paths to version and locale', () => {
    expect(placeOf('content/docs/v7/api/button.mdx')).toEqual({ version: 'v7', locale: 'en' });
    expect(placeOf('content/i18n/ja/v8/intro.mdx')).toEqual({ version: 'v8', locale: 'ja' });
    expect(placeOf('content/playgrounds/x.mdx')).toBeNull();
  });

  it('finds an attribute on the line of its tag', () => {
    expect(findingPlace('<div>\n  <IonButton colr="x">', 'ion-button', 'colr')).toEqual({ line: 1, column: 13 });
  });
});

describe('module policy', () => {
  it('leaves the reader’s own modules and uninstalled tools untyped, and checks the rest', () => {
    expect(isUncheckedModule('./pages/Home')).toBe(true);
    expect(isUncheckedModule('@/views/HomePage.vue')).toBe(true);
    expect(isUncheckedModule('vite')).toBe(true);
    expect(isUncheckedModule('@ionic/reactt')).toBe(false);
    expect(
      isIgnored(
        { code: 2307, message: "Cannot find module './x' or its corresponding type declarations." },
        { ext: '.ts', importsApp: true },
      ),
    ).toBe(true);
    expect(
      isIgnored({ code: 2307, message: "Cannot find module '@ionic/reactt'" }, { ext: '.ts', importsApp: false }),
    ).toBe(false);
    expect(isIgnored({ code: 18047, message: "'m' is possibly 'null'." }, { ext: '.js', importsApp: false })).toBe(
      true,
    );
    expect(isIgnored({ code: 18047, message: "'m' is possibly 'null'." }, { ext: '.ts', importsApp: false })).toBe(
      false,
    );
  });

  it('maps v7 imports to the v7 packages', () => {
    expect(versionPaths('v8')).toEqual({});
    const v7 = versionPaths('v7');
    expect(v7['@ionic/react']?.[0]).toMatch(/ionic-react-v7$/);
    expect(v7['@capacitor/camera']?.[0]).toMatch(/capacitor-camera-v5$/);
  });
});

describe('checkBlocks', () => {
  jest.setTimeout(120_000);
  const otp = "import { IonInputOtp } from '@ionic/react';\n\nexport const Code = () => <IonInputOtp length={4} />;";
  const source = page(
    '```tsx\n' + otp + '\n```',
    '```ts nocheck="pseudo-code: the shape of a config"\n{ mode: ... }\n```',
    '```ts\n// ---cut---\nconst n: number = "one";\n```',
    '```html\n<ion-button colr="primary">Go</ion-button>\n```',
  );
  const meta = new Map([
    [
      'v8' as DocVersion,
      new Map([['ion-button', { tag: 'ion-button', props: [{ name: 'color', attr: 'color' }], events: [] }]]),
    ],
  ]);

  it('compiles each block against its version, reports file:line:column, counts marked blocks', () => {
    const v8 = checkBlocks(blocksOf(source), { meta, cache: false });
    expect(v8.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([
      "content/docs/v8/x.mdx:23:7: TS2322: Type 'string' is not assignable to type 'number'.",
      'content/docs/v8/x.mdx:29:13: <ion-button> has no attribute "colr" in Ionic 8',
    ]);
    const ts = v8.stats.find((s) => s.lang === 'ts')!;
    expect([ts.found, ts.checked, ts.marked, ts.errors, [...ts.reasons]]).toEqual([
      2,
      1,
      1,
      1,
      [['pseudo-code: the shape of a config', 1]],
    ]);
    // IonInputOtp arrived in Ionic 8: the same block fails against the v7 packages.
    const v7 = checkBlocks(blocksOf(page('```tsx\n' + otp + '\n```'), 'content/docs/v7/x.mdx', 'v7'), { cache: false });
    expect(v7.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual([
      expect.stringMatching(/^8: TS2724: '"@ionic\/react"' has no exported member named 'IonInputOtp'/),
    ]);
  });
});
