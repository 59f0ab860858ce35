// A build with broken code samples stops, naming each sample's file and line (issue #42): an
// Ionic 8 property on a v7 page, a name @ionic/react does not export, a misspelt ion-* attribute
// and an undocumented CSS variable. Runs `gatsby build` in a copy of the project (the checkout's
// own build and cache are left alone), with the sample check's cache copied so only the new
// blocks are compiled; the build stops before the content is compiled.
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../..');
const LEFT_OUT = new Set(['node_modules', 'public', '.cache', '.git', '__tests__', '.sample-types']);

const V7_PAGE = `---
title: Broken samples
---

A page with samples that do not exist in Ionic 7.

\`\`\`ts
const modal = document.querySelector('ion-modal')!;
modal.expandToScroll = false;
\`\`\`

\`\`\`html
<ion-modal focus-trap="false"></ion-modal>
\`\`\`
`;

const V8_PAGE = `---
title: Broken samples
---

\`\`\`tsx
import { IonFancyButton } from '@ionic/react';

export const Save = () => <IonFancyButton />;
\`\`\`

\`\`\`html
<ion-button fil="clear">Save</ion-button>
\`\`\`

\`\`\`css
ion-toolbar {
  --backgroud: #fff;
}
\`\`\`
`;

let copy = '';

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'ionic-docs-samples-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  fs.mkdirSync(path.join(copy, '.sample-types'));
  for (const f of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(ROOT, '.sample-types', f), path.join(copy, '.sample-types', f));
  fs.symlinkSync(path.join(ROOT, '.sample-types', 'node_modules'), path.join(copy, '.sample-types', 'node_modules'));
  const cache = path.join(ROOT, '.cache', 'ionic-docs', 'samples');
  if (fs.existsSync(cache)) fs.cpSync(cache, path.join(copy, '.cache', 'ionic-docs', 'samples'), { recursive: true });
  fs.writeFileSync(path.join(copy, 'content/docs/v7/broken-samples.mdx'), V7_PAGE);
  fs.writeFileSync(path.join(copy, 'content/docs/v8/broken-samples.mdx'), V8_PAGE);
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it('stops the build on each broken sample, naming its file, line and column', () => {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build', '--prefix-paths'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 280_000,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status).not.toBe(0);
  // The Ionic 8 property, on the v7 page only.
  expect(output).toContain(
    "content/docs/v7/broken-samples.mdx:9:7: TS2339: Property 'expandToScroll' does not exist on type " +
      "'HTMLIonModalElement'",
  );
  expect(output).toContain(
    'content/docs/v7/broken-samples.mdx:13:12: <ion-modal> has no attribute "focus-trap" in Ionic 7',
  );
  // TS2724 ("… Did you mean 'IonFabButton'?") or TS2305, as the compiler finds a near name or not.
  expect(output).toMatch(
    new RegExp(
      String.raw`content/docs/v8/broken-samples\.mdx:6:10: TS\d+: '"@ionic/react"' ` +
        String.raw`has no exported member named 'IonFancyButton'`,
    ),
  );
  expect(output).toContain('content/docs/v8/broken-samples.mdx:12:13: <ion-button> has no attribute "fil" in Ionic 8');
  expect(output).toContain(
    'content/docs/v8/broken-samples.mdx:17:3: <ion-toolbar> has no CSS custom property "--backgroud" in Ionic 8',
  );
  expect(output).toMatch(/The build stops on 5 code sample error\(s\)/);
  // It stopped at the check: no page was built.
  expect(fs.existsSync(path.join(copy, 'public', 'index.html'))).toBe(false);
});
