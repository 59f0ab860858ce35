import fs from 'fs';
import path from 'path';
import {
  API_KINDS,
  apiSince,
  buildHistory,
  compareVersions,
  componentDeprecatedIn,
  componentSince,
  deprecatedIn,
  formatHistory,
  hasApi,
  historyStart,
  minorOf,
  releaseLabels,
  removedIn,
  slimDocs,
  v8Fate,
  type ApiHistory,
  type ApiKind,
  type DocsJson,
  type DocsJsonComponent,
  type ReleaseDocs,
} from '../../src/lib/api-history';

// A hand-made docs-json component: names, or [name, extra fields] for deprecations and docs.
type Item = string | [string, { deprecation?: string; docs?: string }];
type Spec = { tag: string; deprecated?: boolean } & Partial<Record<ApiKind, Item[]>>;

function component(spec: Spec): DocsJsonComponent {
  const c: DocsJsonComponent = { tag: spec.tag, docsTags: spec.deprecated ? [{ name: 'deprecated' }] : [] };
  for (const kind of API_KINDS) {
    const items = (spec[kind] ?? []).map((it) => {
      const [name, extra] = typeof it === 'string' ? [it, {}] : it;
      const base = { docs: '', docsTags: [], ...extra };
      return kind === 'events' ? { event: name, ...base } : { name, ...base };
    });
    (c as unknown as Record<string, unknown>)[kind] = items;
  }
  return c;
}

const release = (version: string, specs: Spec[]): ReleaseDocs => ({
  version,
  docs: { components: specs.map(component) } satisfies DocsJson,
});

const RENAME = 'Use `renamedNew` instead.';
const MOVE = 'Use the `moved` property on `ion-b` instead.';
const dep = (deprecation: string): { deprecation: string } => ({ deprecation });

// ion-a: the API kinds and their histories; ion-new arrives in 7.1; ion-old's overlay API moves
// to ion-old-legacy in 8.0 (ion-old keeps `mode`); ion-whole becomes ion-whole2 in 8.0.
const a70: Spec = {
  tag: 'ion-a',
  props: ['old', 'gone', 'flaky', 'undep', ['renamedOld', dep(RENAME)], ['moved', dep(MOVE)]],
  events: ['ionOld'],
  methods: ['doIt'],
  slots: [''],
  parts: ['native'],
  styles: [
    ['--x', { docs: 'The colour. DEPRECATED, use `--y` instead' }],
    ['--x', { docs: 'The colour. DEPRECATED, use `--y` instead' }],
    '--y',
  ],
};
const a71: Spec = {
  ...a70,
  props: [
    'old',
    'gone',
    'added',
    ['dep', dep('')],
    ['undep', dep('Do not.')],
    ['renamedOld', dep(RENAME)],
    ['moved', dep(MOVE)],
  ],
  parts: ['native', 'label'],
};
const a72: Spec = {
  ...a71,
  props: [
    'old',
    'gone',
    'added',
    'flaky',
    'undep',
    ['dep', dep('')],
    ['renamedOld', dep(RENAME)],
    ['moved', dep(MOVE)],
  ],
};
const a80: Spec = {
  ...a70,
  props: ['old', 'added', 'flaky', 'undep', 'renamedNew', ['dep', dep('')]],
  parts: ['native', 'label'],
  styles: ['--y'],
};
const a81: Spec = { ...a80, events: ['ionOld', 'ionNew'] };
// A patch that adds a prop and deprecates an event.
const a813: Spec = { ...a81, props: [...(a81.props ?? []), 'patchProp'], events: [['ionOld', dep('')], 'ionNew'] };
const oldPicker = { props: ['mode', 'isOpen', 'buttons'], methods: ['present'] };
const whole = { props: ['one', 'two', 'three'] };

const RELEASES = [
  release('7.0.3', [a70, { tag: 'ion-old', ...oldPicker }, { tag: 'ion-whole', ...whole }]),
  release('7.1.9', [
    a71,
    { tag: 'ion-new', props: ['value'] },
    { tag: 'ion-old', ...oldPicker },
    { tag: 'ion-whole', ...whole },
  ]),
  release('7.2.0', [
    a72,
    { tag: 'ion-new', props: ['value', 'late'] },
    { tag: 'ion-old', ...oldPicker },
    { tag: 'ion-whole', ...whole },
  ]),
  release('8.0.1', [
    a80,
    { tag: 'ion-new', props: ['value', 'late'], deprecated: true },
    { tag: 'ion-old', props: ['mode'] },
    { tag: 'ion-old-legacy', ...oldPicker },
    { tag: 'ion-whole2', ...whole },
  ]),
  release('8.1.0', [
    a81,
    { tag: 'ion-new', props: ['value', 'late'], deprecated: true },
    { tag: 'ion-old', props: ['mode'] },
    { tag: 'ion-old-legacy', ...oldPicker },
    { tag: 'ion-whole2', ...whole },
  ]),
  release('8.1.3', [
    a813,
    { tag: 'ion-new', props: ['value', 'late'], deprecated: true },
    { tag: 'ion-old', props: ['mode'] },
    { tag: 'ion-old-legacy', ...oldPicker },
    { tag: 'ion-whole2', ...whole },
  ]),
];

const h = buildHistory(RELEASES);

describe('buildHistory', () => {
  it('names the releases read and labels them by minor, or in full for a later patch', () => {
    expect(h.releases).toEqual(['7.0.3', '7.1.9', '7.2.0', '8.0.1', '8.1.0', '8.1.3']);
    expect(releaseLabels(h.releases)).toEqual(['7.0', '7.1', '7.2', '8.0', '8.1', '8.1.3']);
    expect(historyStart(h)).toBe('7.0');
    expect(minorOf('8.10.2')).toBe('8.10');
    expect(compareVersions('8.10', '8.9')).toBeGreaterThan(0);
  });

  it('refuses releases out of order or read twice', () => {
    expect(() => buildHistory([RELEASES[1], RELEASES[0]])).toThrow(/oldest first/);
    expect(() => buildHistory([RELEASES[0], RELEASES[0]])).toThrow(/each once/);
  });

  it('reads the same from slimmed docs', () => {
    expect(buildHistory(RELEASES.map((r) => ({ ...r, docs: slimDocs(r.docs) })))).toEqual(h);
  });

  it('names a CSS property by its first word (7.0.0 wrote some with their description)', () => {
    const garbled = release('7.0.0', [{ tag: 'ion-s', styles: ['--border-color Color of the select border'] }]);
    const fixed = release('7.0.3', [{ tag: 'ion-s', styles: ['--border-color'] }]);
    expect(buildHistory([garbled, fixed]).components['ion-s']).toEqual({});
  });

  it('leaves out what is as old as its component and never deprecated', () => {
    expect(h.components['ion-a'].props?.old).toBeUndefined();
    expect(h.components['ion-a'].methods).toBeUndefined();
    expect(h.components['ion-whole']).toEqual({ removed: '8.0', renamed: { tag: 'ion-whole2' } });
    expect(h.components['ion-new']).toEqual({ since: '7.1', deprecated: '8.0', props: { late: '7.2' } });
  });
});

describe('look-ups', () => {
  it('an API added in a later minor: since that minor, a bare minor in the file', () => {
    expect(h.components['ion-a'].props?.added).toBe('7.1');
    expect(apiSince(h, 'ion-a', 'props', 'added')).toBe('7.1');
    expect(hasApi(h, 'ion-a', 'props', 'added', '7.0.3')).toBe(false);
    expect(hasApi(h, 'ion-a', 'props', 'added', '8.1')).toBe(true);
    expect(apiSince(h, 'ion-a', 'parts', 'label')).toBe('7.1');
    expect(apiSince(h, 'ion-a', 'events', 'ionNew')).toBe('8.1');
    expect(apiSince(h, 'ion-a', 'props', 'old')).toBe('7.0');
    expect(apiSince(h, 'ion-a', 'methods', 'doIt')).toBe('7.0');
  });

  it('a deprecated API: the minor that deprecated it, and not before it in an older release', () => {
    expect(deprecatedIn(h, 'ion-a', 'props', 'dep')).toBe('7.1');
    expect(deprecatedIn(h, 'ion-a', 'props', 'dep', '7.2.0')).toBe('7.1');
    expect(deprecatedIn(h, 'ion-a', 'props', 'dep', '7.0')).toBeNull();
    expect(deprecatedIn(h, 'ion-a', 'props', 'old')).toBeNull();
    // Slots, parts and styles: by DEPRECATED in their docs.
    expect(deprecatedIn(h, 'ion-a', 'styles', '--x')).toBe('7.0');
    expect(v8Fate(h, 'ion-a', 'props', 'dep')).toEqual({ fate: 'kept' });
  });

  it('an API a patch added or deprecated: labelled with the patch, and absent from the releases before it', () => {
    expect(apiSince(h, 'ion-a', 'props', 'patchProp')).toBe('8.1.3');
    expect(deprecatedIn(h, 'ion-a', 'events', 'ionOld')).toBe('8.1.3');
    expect(deprecatedIn(h, 'ion-a', 'events', 'ionOld', '8.1.0')).toBeNull();
    expect(hasApi(h, 'ion-a', 'props', 'patchProp', '8.1.0')).toBe(false);
    // A release not read stands for the newest one read before it; a minor for its last one read.
    expect(hasApi(h, 'ion-a', 'props', 'patchProp', '8.1.2')).toBe(false);
    expect(hasApi(h, 'ion-a', 'props', 'patchProp', '8.1.3')).toBe(true);
    expect(hasApi(h, 'ion-a', 'props', 'patchProp', '8.1')).toBe(true);
    // Outside the history: unknown.
    expect(hasApi(h, 'ion-a', 'props', 'old', '9.0.0')).toBe(false);
    expect(hasApi(h, 'ion-a', 'props', 'old', '6.9.9')).toBe(false);
  });

  it('a deprecation lifted later is not a deprecation', () => {
    expect(deprecatedIn(h, 'ion-a', 'props', 'undep')).toBeNull();
  });

  it('a component deprecated by its docs tags', () => {
    expect(componentDeprecatedIn(h, 'ion-new')).toBe('8.0');
    expect(componentDeprecatedIn(h, 'ion-new', '7.2')).toBeNull();
    expect(componentDeprecatedIn(h, 'ion-a')).toBeNull();
  });

  it('an API Ionic 8 removed', () => {
    expect(v8Fate(h, 'ion-a', 'props', 'gone')).toEqual({ fate: 'removed', in: '8.0' });
    expect(removedIn(h, 'ion-a', 'props', 'gone')).toBe('8.0');
    expect(apiSince(h, 'ion-a', 'props', 'gone')).toBe('7.0');
    expect(hasApi(h, 'ion-a', 'props', 'gone', '8.0')).toBe(false);
    expect(removedIn(h, 'ion-a', 'props', 'old')).toBeNull();
    // Deprecated towards another component's API: a move, not a rename.
    expect(v8Fate(h, 'ion-a', 'props', 'moved')).toEqual({ fate: 'removed', in: '8.0' });
  });

  it('an API Ionic 8 renamed: by its deprecation text, on the same component and kind', () => {
    expect(v8Fate(h, 'ion-a', 'props', 'renamedOld')).toEqual({
      fate: 'renamed',
      in: '8.0',
      to: { tag: 'ion-a', name: 'renamedNew' },
    });
    expect(v8Fate(h, 'ion-a', 'styles', '--x')).toEqual({
      fate: 'renamed',
      in: '8.0',
      to: { tag: 'ion-a', name: '--y' },
    });
    expect(apiSince(h, 'ion-a', 'props', 'renamedNew')).toBe('8.0');
    expect(v8Fate(h, 'ion-a', 'props', 'renamedNew')).toBeNull();
  });

  it('an API Ionic 8 moved to a renamed component', () => {
    expect(v8Fate(h, 'ion-old', 'props', 'isOpen')).toEqual({
      fate: 'renamed',
      in: '8.0',
      to: { tag: 'ion-old-legacy', name: 'isOpen' },
    });
    expect(v8Fate(h, 'ion-old', 'methods', 'present')).toMatchObject({ to: { tag: 'ion-old-legacy' } });
    expect(v8Fate(h, 'ion-old', 'props', 'mode')).toEqual({ fate: 'kept' });
    expect(h.components['ion-old-legacy'].renamedFrom).toBe('ion-old');
    expect(v8Fate(h, 'ion-whole', 'props', 'two')).toEqual({
      fate: 'renamed',
      in: '8.0',
      to: { tag: 'ion-whole2', name: 'two' },
    });
  });

  it('a component new in a minor, with its first APIs', () => {
    expect(componentSince(h, 'ion-new')).toBe('7.1');
    expect(apiSince(h, 'ion-new', 'props', 'value')).toBe('7.1');
    expect(apiSince(h, 'ion-new', 'props', 'late')).toBe('7.2');
    expect(componentSince(h, 'ion-old-legacy')).toBe('8.0');
    expect(componentSince(h, 'ion-a')).toBe('7.0');
    expect(componentSince(h, 'ion-nope')).toBeNull();
    expect(apiSince(h, 'ion-nope', 'props', 'x')).toBeNull();
  });

  it('an API that disappears and comes back: gaps kept, since is the run that reaches the release asked', () => {
    expect(h.components['ion-a'].props?.flaky).toEqual({ gaps: [['7.1', '7.2']] });
    expect(apiSince(h, 'ion-a', 'props', 'flaky')).toBe('7.2');
    expect(apiSince(h, 'ion-a', 'props', 'flaky', '7.0.3')).toBe('7.0');
    expect(apiSince(h, 'ion-a', 'props', 'flaky', '7.1')).toBeNull();
    expect(hasApi(h, 'ion-a', 'props', 'flaky', '7.1')).toBe(false);
    expect(v8Fate(h, 'ion-a', 'props', 'flaky')).toEqual({ fate: 'kept' });
  });

  it('writes a file that reads back as the same history', () => {
    expect(JSON.parse(formatHistory(h))).toEqual(h);
  });
});

describe('the committed history (content/data/ionic-core-api-history.json)', () => {
  const ROOT = path.resolve(__dirname, '../..');
  const file = path.join(ROOT, 'content/data/ionic-core-api-history.json');
  const text = fs.readFileSync(file, 'utf8');
  const history = JSON.parse(text) as ApiHistory;
  const read = (p: string) => JSON.parse(fs.readFileSync(path.join(ROOT, p), 'utf8')) as DocsJson;

  it('is laid out as the script writes it', () => {
    expect(formatHistory(history)).toBe(text);
  });

  it('reads every minor from 7.0.0 on, each release once, in order', () => {
    expect(history.releases[0]).toBe('7.0.0');
    expect(new Set(history.releases).size).toBe(history.releases.length);
    expect([...history.releases].sort(compareVersions)).toEqual(history.releases);
    const minors = history.releases.map(minorOf);
    for (let m = 0; m <= 8; m += 1) expect(minors).toContain(`7.${m}`);
    const newest8 = Math.max(...minors.filter((m) => m.startsWith('8.')).map((m) => Number(m.split('.')[1])));
    for (let m = 0; m <= newest8; m += 1) expect(minors).toContain(`8.${m}`);
  });

  // Two packages the site installs, read apart from the script: the history must agree with
  // each at its exact version, both ways for the APIs it lists, deprecations included.
  const agreesWith = (docsPath: string, pkgPath: string) => {
    const docs = read(docsPath);
    const version = (JSON.parse(fs.readFileSync(path.join(ROOT, pkgPath), 'utf8')) as { version: string }).version;
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const c of docs.components) {
      if (componentSince(history, c.tag, version) === null) problems.push(`${c.tag} missing at ${version}`);
      for (const kind of API_KINDS)
        for (const item of c[kind] ?? []) {
          const name = kind === 'events' ? (item as { event: string }).event : (item.name ?? '');
          seen.add(`${c.tag} ${kind} ${name}`);
          if (!hasApi(history, c.tag, kind, name, version)) problems.push(`${c.tag} ${kind} ${name} missing`);
          const deprecated =
            kind === 'props' || kind === 'events' || kind === 'methods' ? item.deprecation != null : null;
          if (deprecated !== null && deprecated !== (deprecatedIn(history, c.tag, kind, name, version) !== null))
            problems.push(`${c.tag} ${kind} ${name} deprecated: ${deprecated}`);
        }
    }
    for (const [tag, record] of Object.entries(history.components))
      for (const kind of API_KINDS)
        for (const name of Object.keys(record[kind] ?? {}))
          if (hasApi(history, tag, kind, name, version) && !seen.has(`${tag} ${kind} ${name}`))
            problems.push(`${tag} ${kind} ${name} listed but not in ${version}`);
    return { version, problems };
  };

  it('agrees with @ionic/docs (core.json) at its version', () => {
    const { version, problems } = agreesWith(
      'node_modules/@ionic/docs/core.json',
      'node_modules/@ionic/docs/package.json',
    );
    expect(history.releases).toContain(version);
    expect(problems).toEqual([]);
  });

  it('agrees with Ionic 7 (ionic-core-v7 dist/docs.json) at its version', () => {
    const { version, problems } = agreesWith(
      'node_modules/ionic-core-v7/dist/docs.json',
      'node_modules/ionic-core-v7/package.json',
    );
    expect(history.releases).toContain(version);
    expect(problems).toEqual([]);
  });
});
