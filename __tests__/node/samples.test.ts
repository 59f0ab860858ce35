// The code-sample check (src/node/samples): fences and their markers, hidden context lines,
// compiling a block against its version's packages, and diagnostics mapped to the MDX file.
import type { DocVersion } from '../../src/lib/types';
import { visibleCode, visibleRange } from '../../src/node/mdx/hidden-lines';
import {
  checkBlocks,
  checkSampleTexts,
  compileMissingInWorker,
  extractBlocks,
  findingPlace,
  placeOf,
  type SampleBlock,
} from '../../src/node/samples';
import {
  clip,
  compileBlocks,
  firstSentence,
  isIgnored,
  isUncheckedModule,
  programKind,
  versionPaths,
} from '../../src/node/samples/compile';
import { checkCss } from '../../src/node/samples/css';
import { checkEditedSamples, sampleDiagnostics } from '../../src/node/samples/build';
import { parseNocheck } from '../../src/node/samples/extract';

const page = (...blocks: string[]) => `---\ntitle: T\n---\n\nSome text.\n\n${blocks.join('\n\nMore text.\n\n')}\n`;
const blocksOf = (source: string, file = 'content/docs/v8/x.mdx', version: DocVersion = 'v8', locale = 'en') =>
  extractBlocks(source, file).map((b: SampleBlock) => ({ ...b, version, locale }));

describe('extractBlocks', () => {
  it('finds fenced blocks with language, meta, first code line and the tab they are in', () => {
    const source = page(
      '<Tabs>\n<TabItem value="react" label="React">\n\n' +
        '```tsx title="src/App.tsx" {2}\nconst a = 1;\n```\n\n</TabItem>\n</Tabs>',
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

describe('programs by kind of block', () => {
  jest.setTimeout(120_000);
  it('gives test runners’ and Node’s types only to blocks that use them, Vue’s declaration to its importers', () => {
    const react = "import { IonButton } from '@ionic/react';\nexport const A = () => <IonButton>Go</IonButton>;";
    const spec = "describe('HomePage', () => {\n  it('works', () => expect(1).toBe(1));\n});";
    const config = 'export const url = process.env.SERVER_URL;';
    const timer = 'let t: NodeJS.Timeout;';
    const sfc = "import Home from './Home.vue';";
    expect([react, spec, config, timer, sfc].map((code, i) => programKind(code, i ? '.ts' : '.tsx'))).toEqual([
      'app-jsx',
      'tooling',
      'tooling',
      'tooling',
      'app',
    ]);
    expect(programKind(spec, '.tsx')).toBe('tooling-jsx');
    // A method named like a runner's global is not one.
    expect(programKind('/^a/.test(name); items.it(1);', '.ts')).toBe('app');
    const results = compileBlocks('v8', [
      { id: 'react', ext: '.tsx', code: react },
      { id: 'spec', ext: '.ts', code: spec },
      { id: 'config', ext: '.ts', code: config },
      { id: 'timer', ext: '.ts', code: timer },
      { id: 'sfc', ext: '.ts', code: sfc },
    ]);
    expect(Object.fromEntries([...results].map(([id, r]) => [id, r.diagnostics.map((d) => d.message)]))).toEqual({
      react: [],
      spec: [],
      config: [],
      timer: [],
      sfc: [],
    });
  });
});

describe('a clean check in a worker thread', () => {
  jest.setTimeout(180_000);
  it('compiles the missing blocks in a worker, and the check then finds the same errors in the cache', async () => {
    // Text no run has compiled before, so the cache lacks it.
    const fresh = `// run ${Date.now()} ${Math.random()}`;
    const otp = "import { IonInputOtp } from '@ionic/react';\nexport const Code = () => <IonInputOtp length={4} />;";
    const files = [
      { file: 'content/docs/v8/worker-a.mdx', text: page('```ts\n' + fresh + '\nconst n: number = "one";\n```') },
      { file: 'content/docs/v7/worker-b.mdx', text: page('```tsx\n' + fresh + '\n' + otp + '\n```') },
    ];
    // Fewer blocks than the minimum (an edit) stay on this thread: nothing is compiled ahead.
    expect(await compileMissingInWorker(files)).toBe(0);
    expect(await compileMissingInWorker(files, 1)).toBe(2);
    const report = checkSampleTexts(files);
    expect(report.compiled).toBe(0);
    expect(report.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      expect.stringMatching(/^content\/docs\/v7\/worker-b.mdx:9 TS2724: '"@ionic\/react"' has no exported member/),
      "content/docs/v8/worker-a.mdx:9 TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });
});

describe('types on hover', () => {
  jest.setTimeout(120_000);
  it('gives the Ionic and Capacitor identifiers of a block their compiler type, and nothing else', () => {
    const code = [
      "import { Camera, CameraResultType } from '@capacitor/camera';",
      'const local = 1;',
      'export async function take() {',
      '  return Camera.getPhoto({ resultType: CameraResultType.Uri, quality: local });',
      '}',
    ].join('\n');
    const report = checkBlocks(blocksOf(page('```ts\n' + code + '\n```')), { cache: false });
    expect(report.diagnostics).toEqual([]);
    const hovers = compileBlocks('v8', [{ id: 'b', ext: '.ts', code }]).get('b')!.hovers;
    const at = (line: number, name: string) =>
      hovers.find((h) => h.line === line && h.column === code.split('\n')[line].indexOf(name));
    expect(at(0, 'Camera')?.text).toBe('(alias) const Camera: CameraPlugin');
    expect(at(3, 'getPhoto')?.text).toBe('(method) CameraPlugin.getPhoto(options: ImageOptions): Promise<Photo>');
    expect(at(3, 'getPhoto')?.doc).toMatch(/^\S.*\.$/);
    expect(at(3, 'Uri')?.text).toMatch(/^\(enum member\) CameraResultType\.Uri = "uri"/);
    // The sample's own names and the reader's untyped code get none.
    expect(hovers.some((h) => h.line === 1 || h.text.includes('local'))).toBe(false);
  });

  it('skips JSX tags and attributes (the component pages document them) but explains hooks', () => {
    const code = [
      "import { IonButton, useIonToast } from '@ionic/react';",
      'export function Save() {',
      '  const [present] = useIonToast();',
      "  return <IonButton onClick={() => present({ message: 'Saved' })}>Save</IonButton>;",
      '}',
    ].join('\n');
    const hovers = compileBlocks('v8', [{ id: 'j', ext: '.tsx', code }]).get('j')!.hovers;
    expect(hovers.filter((h) => h.line === 3)).toEqual([]);
    expect(
      hovers.find((h) => h.line === 2 && code.split('\n')[2].slice(h.column).startsWith('useIonToast'))?.text,
    ).toMatch(/^\(alias\) useIonToast\(\): UseIonToastResult/);
  });

  it('shortens long types and documentation at a word', () => {
    expect(clip('a '.repeat(200), 20)).toMatch(/^(a ){1,10}…$|^a( a)*…$/);
    expect(clip('short', 20)).toBe('short');
    expect(firstSentence('Take a photo. Then more.')).toBe('Take a photo.');
    expect(firstSentence('See {@link ImageOptions} for options')).toBe('See ImageOptions for options');
  });
});

describe('checkCss', () => {
  const components = new Map([
    ['ion-toolbar', new Set(['--background', '--color'])],
    ['ion-button', new Set(['--background'])],
  ]);
  const globals = new Set(['--ion-color-primary', '--ion-background-color']);
  const names = (code: string) =>
    checkCss(code, components, globals).map((f) => `${f.line}:${f.column} ${f.tag} ${f.name}`);

  it('checks custom properties set on an ion-* element against its documented ones', () => {
    expect(names('ion-toolbar {\n  --background: red;\n  --colr: blue;\n}')).toEqual(['2:2 ion-toolbar --colr']);
    expect(names('.page ion-toolbar.md:hover { --color: red }')).toEqual([]);
    expect(names('ion-toolbar ion-button { --color: red }')).toEqual(['0:25 ion-button --color']);
    // A property any of the listed elements has is fine; one none has is not.
    expect(names('ion-toolbar, ion-button { --color: red; --x: 1 }')).toEqual(['0:40 ion-toolbar --x']);
  });

  it('checks global --ion-* variables anywhere, and lets readers define their own colours', () => {
    expect(names(':root {\n  --ion-color-primary: #000;\n  --ion-color-step-50: #111;\n}')).toEqual([
      '2:2 null --ion-color-step-50',
    ]);
    expect(names(':root { --ion-color-favorite: #f00; --ion-color-favorite-rgb: 255, 0, 0; }')).toEqual([]);
    expect(names('.mine { --my-own: 1px }')).toEqual([]);
  });

  it('reads nested SCSS, skips parts, comments and at-rules', () => {
    expect(names('ion-toolbar {\n  &.dark { --colr: 1; }\n  .x { --y: 1 }\n}')).toEqual(['1:11 ion-toolbar --colr']);
    expect(names('ion-button::part(native) { --anything: 1 }')).toEqual([]);
    expect(names('/* ion-toolbar { --colr: 1 } */\n@media (min-width: 1px) { ion-toolbar { --colr: 1 } }')).toEqual([
      '1:40 ion-toolbar --colr',
    ]);
  });
});

describe('the findings kept for pages', () => {
  jest.setTimeout(120_000);
  it('keeps each checked file’s findings, and rechecks an edited file when its text changes', () => {
    const file = 'content/docs/v8/kept.mdx';
    checkEditedSamples(process.cwd(), file, page('```ts\nconst n: number = "one";\n```'));
    expect(sampleDiagnostics([file], 'warning').map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`)).toEqual([
      "warning content/docs/v8/kept.mdx:8 TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
    checkEditedSamples(process.cwd(), file, page('```ts\nconst n: number = 1;\n```'));
    expect(sampleDiagnostics([file], 'error')).toEqual([]);
    // A file no longer among the pages has no findings.
    expect(sampleDiagnostics([], 'error')).toEqual([]);
  });
});
