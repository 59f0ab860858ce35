// Every ion-* attribute and event named in the component overviews' code exists in the
// metadata of that component (@ionic/docs core.json).
import fs from 'fs';
import path from 'path';
import { checkCode, codeBlocks, type ComponentMeta } from '../../src/node/overview-check';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const core = require('@ionic/docs/core.json') as { components: ComponentMeta[] };
const meta = new Map(core.components.map((c) => [c.tag, c]));
const dir = path.resolve(__dirname, '../../content/docs/v8/api');
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.mdx')) : [];
// The Japanese component pages are checked the same way.
const jaDir = path.resolve(__dirname, '../../content/i18n/ja/v8/api');
const jaFiles = fs.existsSync(jaDir) ? fs.readdirSync(jaDir).filter((f) => f.endsWith('.mdx')) : [];

function problemsIn(folder: string, names: string[]): string[] {
  const problems: string[] = [];
  for (const file of names) {
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const block of codeBlocks(source)) {
      if (!/^(html|tsx|jsx|ts|js|vue)$/.test(block.lang)) continue;
      for (const f of checkCode(block.code, meta))
        problems.push(
          `${path.relative(path.resolve(__dirname, '../..'), folder)}/${file}:${block.line}: <${f.tag}> has no ` +
            `${f.kind} "${f.name}"`,
        );
    }
  }
  return problems;
}

describe('component overviews', () => {
  it('exist for every v8 component', () => {
    const names = new Set(files.map((f) => f.replace(/\.mdx$/, '')));
    expect([...meta.keys()].map((t) => t.replace(/^ion-/, '')).filter((n) => !names.has(n))).toEqual([]);
  });

  it('name only attributes and events the components have', () => {
    expect(problemsIn(dir, files)).toEqual([]);
  });

  it('in Japanese too', () => {
    expect(problemsIn(jaDir, jaFiles)).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('catches a wrong attribute and event, and accepts real ones', () => {
    const code = `<ion-button expand="block" colr="primary" (ionFocus)="f()" @ionBlurr="b">Go</ion-button>
<IonInput label="Name" labelPlacement="floating" onIonInput={(e) => set(e)} onIonChnage={x} />`;
    const found = checkCode(code, meta).map((f) => `${f.tag}:${f.name}`);
    expect(found).toEqual(['ion-button:colr', 'ion-button:ionBlurr', 'ion-input:ionChnage']);
  });
});
