// The API history on component pages: what a page says of its component and each API (from a
// small hand-made history), how the marks render, and how they read in the Markdown twin.
import fs from 'fs';
import path from 'path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleProvider } from '../../../src/i18n';
import { buildHistory, type ApiKind, type DocsJsonComponent, type ReleaseDocs } from '../../../src/lib/api-history';
import type { DocIndex } from '../../../src/lib/links';
import type { ComponentData } from '../../../src/lib/reference-types';
import type { Heading } from '../../../src/lib/types';
import { compileDoc } from '../../../src/node/content/compile';
import { htmlToMarkdown } from '../../../src/node/markdown/twin';
import { componentAnchors, loadComponentPages, withHistory } from '../../../src/node/reference/components';
import {
  apiHistoryMark,
  componentHistory,
  guideSection,
  versionChoices,
  type HistoryInput,
} from '../../../src/node/reference/history';
import { ComponentApi, ComponentHistoryIntro } from '../../../src/node/render/reference';

jest.setTimeout(60_000);

type Item = string | [string, string];
type Spec = { tag: string } & Partial<Record<ApiKind, Item[]>>;

/** A docs-json component; [name, deprecation] for a deprecated prop or event. */
function component(spec: Spec): DocsJsonComponent {
  const c: Record<string, unknown> = { tag: spec.tag, docsTags: [] };
  for (const kind of ['props', 'events', 'methods', 'slots', 'parts', 'styles'] as const) {
    c[kind] = (spec[kind] ?? []).map((it) => {
      const [name, deprecation] = typeof it === 'string' ? [it, undefined] : it;
      const base = { docs: '', docsTags: [], ...(deprecation !== undefined ? { deprecation } : {}) };
      return kind === 'events' ? { event: name, ...base } : { name, ...base };
    });
  }
  return c as unknown as DocsJsonComponent;
}
const release = (version: string, specs: Spec[]): ReleaseDocs => ({
  version,
  docs: { components: specs.map(component) },
});

// ion-card lives through both majors: 8.0 removes `legacy` and renames `oldName` (its
// deprecation names `newName`); 8.1 adds `shape` and `ionPress` and deprecates `ionTap`; 8.2
// adds the `label` part and the 8.2.2 patch `setFocus`. ion-otp is new in 8.1.
const card70: Spec = {
  tag: 'ion-card',
  props: ['color', 'legacy', ['oldName', 'Use `newName` instead.']],
  events: ['ionTap'],
  parts: ['native'],
  styles: ['--bg'],
  slots: [''],
};
const card71: Spec = { ...card70, props: [...card70.props!, 'size'] };
const card80: Spec = { ...card70, props: ['color', 'size', 'newName'] };
const card81: Spec = {
  ...card80,
  props: [...card80.props!, 'shape'],
  events: [['ionTap', 'Use `ionPress`.'], 'ionPress'],
};
const card82: Spec = { ...card81, parts: ['native', 'label'] };
const card822: Spec = { ...card82, methods: ['setFocus'] };
const otp81: Spec = { tag: 'ion-otp', props: ['length'] };
const otp82: Spec = { tag: 'ion-otp', props: ['length', 'separators'] };

const HISTORY = buildHistory([
  release('7.0.0', [card70]),
  release('7.1.0', [card71]),
  release('8.0.0', [card80]),
  release('8.1.0', [card81, otp81]),
  release('8.2.0', [card82, otp82]),
  release('8.2.2', [card822, otp82]),
]);

const GUIDE: Heading[] = [
  { depth: 2, id: 'component-changes', text: 'Component changes' },
  { depth: 3, id: 'badge', text: 'Badge' },
  { depth: 3, id: 'card-and-chip', text: 'Card and chip' },
];
const INDEX: DocIndex = {
  v8: new Map([
    ['api/card', new Set(['property-newName', 'property-color'])],
    ['updating/8-0', new Set(['component-changes', 'badge', 'card-and-chip'])],
  ]),
  v7: new Map([['api/card', new Set<string>()]]),
};
const links = (locale: 'en' | 'ja') => ({
  locale,
  index: INDEX,
  headings: (v: string, id: string) => (v === 'v8' && id === 'updating/8-0' ? GUIDE : undefined),
});
const V8: HistoryInput = { history: HISTORY, pinned: '8.2.2', links: links('en') };
const V7: HistoryInput = { history: HISTORY, pinned: '7.1.0', links: links('en') };

const mark = (input: HistoryInput, kind: ApiKind, name: string, tag = 'ion-card') =>
  apiHistoryMark(input, versionChoices(input.history, input.pinned), tag, kind, name);

describe('what a page says (src/node/reference/history.ts)', () => {
  it('offers the current major minors up to the documented release, none on older majors', () => {
    expect(versionChoices(HISTORY, '8.2.2')).toEqual(['8.0', '8.1', '8.2']);
    expect(versionChoices(HISTORY, '8.1.0')).toEqual(['8.0', '8.1']);
    expect(versionChoices(HISTORY, '7.1.0')).toEqual([]);
  });

  it('marks an API added in a minor, with the choices that lack it', () => {
    expect(mark(V8, 'props', 'shape')).toEqual({ since: '8.1', absentIn: ['8.0'] });
    expect(mark(V8, 'parts', 'label')).toEqual({ since: '8.2', absentIn: ['8.0', '8.1'] });
    // A patch's API: "8.2" stands for the minor's newest release, which has it.
    expect(mark(V8, 'methods', 'setFocus')).toEqual({ since: '8.2.2', absentIn: ['8.0', '8.1'] });
  });

  it('says nothing of APIs as old as the major or as their component', () => {
    expect(mark(V8, 'props', 'color')).toBeUndefined(); // 7.0 or older
    expect(mark(V8, 'props', 'size')).toBeUndefined(); // 7.1: every Ionic 8 release has it
    expect(mark(V8, 'props', 'newName')).toBeUndefined(); // 8.0, the major's first release
    expect(mark(V8, 'props', 'length', 'ion-otp')).toBeUndefined(); // as old as ion-otp
    expect(mark(V8, 'props', 'separators', 'ion-otp')).toEqual({ since: '8.2', absentIn: ['8.0', '8.1'] });
  });

  it('names the release that deprecated an API when the history knows it', () => {
    expect(mark(V8, 'events', 'ionTap')).toEqual({ deprecated: { in: '8.1' } });
    // Deprecated in the first release read: "7.0 or older", so no release is named.
    expect(mark(V7, 'props', 'oldName')?.deprecated).toEqual({});
  });

  it('says what the next major did with an older page API, with its links', () => {
    expect(mark(V7, 'props', 'legacy')).toEqual({
      next: { fate: 'removed', in: '8.0', href: '/docs/api/card', guideHref: '/docs/updating/8-0#card-and-chip' },
    });
    expect(mark(V7, 'props', 'oldName')?.next).toEqual({
      fate: 'renamed',
      in: '8.0',
      to: { tag: 'ion-card', name: 'newName' },
      href: '/docs/api/card#property-newName',
      guideHref: '/docs/updating/8-0#card-and-chip',
    });
    expect(mark(V7, 'props', 'color')).toBeUndefined(); // kept
    // Links follow the page's language; without the index (first pass) there are none.
    expect(mark({ ...V7, links: links('ja') }, 'props', 'legacy')?.next?.href).toBe('/docs/ja/api/card');
    expect(mark({ ...V7, links: undefined }, 'props', 'legacy')?.next).toMatchObject({ href: null, guideHref: null });
  });

  it('says when a component arrived and which choices lack it', () => {
    expect(componentHistory(V8, 'ion-otp')).toEqual({
      choices: ['8.0', '8.1', '8.2'],
      added: '8.1',
      absentIn: ['8.0'],
    });
    expect(componentHistory(V8, 'ion-card')).toEqual({ choices: ['8.0', '8.1', '8.2'] });
    expect(componentHistory(V7, 'ion-card')).toEqual({ choices: [] });
  });

  it('finds the upgrade guide section whose heading names the component', () => {
    expect(guideSection(GUIDE, 'ion-card')).toBe('card-and-chip');
    expect(guideSection(GUIDE, 'ion-chip')).toBe('card-and-chip');
    expect(guideSection(GUIDE, 'ion-car')).toBeNull();
    expect(guideSection([{ depth: 3, id: 'x', text: 'Checkbox, radio and toggle' }], 'ion-radio')).toBe('x');
    expect(guideSection([{ depth: 3, id: 'p', text: 'Progress bar' }], 'ion-progress-bar')).toBe('p');
    // The page's own sections are not about one component.
    expect(guideSection([{ depth: 2, id: 'card', text: 'Card' }], 'ion-card')).toBeNull();
  });
});

describe('renamed components', () => {
  // ion-old's API moves to ion-old-legacy in 8.0, and ion-old is a new component there.
  const oldApi: Spec = { tag: 'ion-old', props: ['isOpen', 'buttons', 'columns'], methods: ['present'] };
  const h = buildHistory([
    release('7.0.0', [oldApi]),
    release('8.0.0', [
      { tag: 'ion-old', props: ['value'] },
      { ...oldApi, tag: 'ion-old-legacy' },
    ]),
  ]);
  const index: DocIndex = {
    v8: new Map([
      ['api/old', new Set<string>()],
      ['api/old-legacy', new Set(['property-isOpen'])],
      ['updating/8-0', new Set(['old'])],
    ]),
    v7: new Map([['api/old', new Set<string>()]]),
  };
  const l = { locale: 'en' as const, index, headings: () => [{ depth: 3, id: 'old', text: 'Old' }] };

  it('on the older page: a notice with the new name, each API linking its new row', () => {
    const v7 = { history: h, pinned: '7.0.0', links: l };
    expect(componentHistory(v7, 'ion-old').renamedTo).toEqual({
      tag: 'ion-old-legacy',
      in: '8.0',
      reused: true,
      href: '/docs/api/old-legacy',
      guideHref: '/docs/updating/8-0#old',
    });
    // The notice links the guide once; the rows link their new place.
    expect(apiHistoryMark(v7, [], 'ion-old', 'props', 'isOpen')?.next).toEqual({
      fate: 'renamed',
      in: '8.0',
      to: { tag: 'ion-old-legacy', name: 'isOpen' },
      href: '/docs/api/old-legacy#property-isOpen',
      guideHref: null,
    });
  });

  it('renders the older page: the notice with its links, "Moved in Ionic 8.0" on each API', () => {
    const html = render(data('ion-old', { history: h, pinned: '7.0.0', links: l }, ['isOpen']));
    expect(html).toContain(
      '<strong>Ionic 8.0 renamed this component ion-old-legacy; in Ionic 8, ion-old is a new, different ' +
        'component.</strong>',
    );
    expect(html).toContain('<a href="/docs/api/old-legacy">ion-old-legacy in Ionic 8</a>');
    expect(html).toContain('<a href="/docs/updating/8-0#old">upgrade guide</a>');
    const row = /<tr id="property-isOpen"[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(row).toContain('>Moved in Ionic 8.0</span>');
    expect(row).toContain(
      'In Ionic 8: <a href="/docs/api/old-legacy#property-isOpen"><code>isOpen</code></a> (on ion-old-legacy)</p>',
    );
  });

  it('on the current pages: the renamed component and the reused tag say so', () => {
    const v8 = { history: h, pinned: '8.0.0', links: l };
    expect(componentHistory(v8, 'ion-old-legacy')).toMatchObject({
      added: '8.0',
      renamedFrom: { tag: 'ion-old', href: '/docs/v7/api/old' },
    });
    expect(componentHistory(v8, 'ion-old').formerly).toEqual({
      tag: 'ion-old-legacy',
      in: '8.0',
      href: '/docs/api/old-legacy',
    });
  });
});

// ---------------------------------------------------------------- rendering

function data(tag: string, input: HistoryInput, props: string[], extra: Partial<ComponentData> = {}): ComponentData {
  const named = (name: string) => ({ name, descriptionHtml: `<p>${name} docs</p>` });
  return withHistory(
    {
      tag,
      version: input.pinned.startsWith('8') ? 'v8' : 'v7',
      descriptionHtml: '',
      deprecated: null,
      props: props.map((name) => ({
        ...named(name),
        attribute: null,
        type: 'string',
        default: null,
        required: false,
        deprecated: name === 'oldName' ? { html: 'Use <code>newName</code> instead.' } : null,
      })),
      events: [],
      methods: [],
      parts: [],
      cssProperties: [],
      cssHasModes: false,
      slots: [],
      ...extra,
    },
    input,
  );
}
// As the build renders a body: in its language's provider (src/node/render/mdx.tsx).
const render = (d: ComponentData, locale: 'en' | 'ja' = 'en') =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <ComponentHistoryIntro data={d} locale={locale} />
      <ComponentApi data={d} locale={locale} />
    </LocaleProvider>,
  );
const row = (html: string, id: string) => new RegExp(`<tr id="${id}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
const twin = (html: string) =>
  htmlToMarkdown(html, 'https://ionicframework.com', 'https://ionicframework.com/docs/api/card');

describe('marks on a current page', () => {
  const card = data('ion-card', V8, ['color', 'shape'], {
    events: [{ name: 'ionTap', descriptionHtml: '', bubbles: true, detail: 'void', deprecated: { html: '' } }],
    parts: [{ name: 'label', descriptionHtml: '<p>The label.</p>' }],
    methods: [
      {
        name: 'setFocus',
        signature: 'setFocus() => Promise<void>',
        descriptionHtml: '',
        parameters: [],
        returns: { type: 'Promise<void>', descriptionHtml: '' },
        deprecated: null,
      },
    ],
  });
  const html = render(card);

  it('puts "8.1+" after the name, with words for screen readers, and the choices lacking it on the row', () => {
    const shape = row(html, 'property-shape');
    expect(shape).toContain('data-absent="8.0"');
    expect(shape).toContain(
      '<code>shape</code><span class="ref-badge ref-badge--since" data-pagefind-ignore=""><span aria-hidden="true">' +
        '8.1+</span><span class="visually-hidden">Added in Ionic 8.1</span></span>',
    );
    expect(row(html, 'part-label')).toContain('data-absent="8.0 8.1"');
    expect(row(html, 'property-color')).not.toMatch(/data-absent|ref-badge/);
  });

  it("puts a method's marks under its heading, whose text the search index keeps as a title", () => {
    expect(html).toContain(
      '<div class="ref-method" data-absent="8.0 8.1"><h3 id="method-setFocus"><code>setFocus</code></h3><p ' +
        'class="ref-badges ref-method__marks"><span class="ref-badge ref-badge--since" data-pagefind-ignore="">' +
        '<span aria-hidden="true">8.2.2+</span>',
    );
    expect(twin(html)).toContain('### `setFocus`\n\n(8.2.2+)\n');
  });

  it('names the release that deprecated an API', () => {
    expect(row(html, 'event-ionTap')).toContain(
      '<span class="ref-badge ref-badge--deprecated" data-pagefind-ignore="">Deprecated in 8.1</span>',
    );
  });

  it('has the "My Ionic version" control with the choices, newest first, and no facts for an old component', () => {
    expect(html).toMatch(
      /^<div class="ref-history" data-pagefind-ignore=""><docs-ionic-version><div class="ionic-version"/,
    );
    expect([...html.matchAll(/<option value="([^"]*)">/g)].map((m) => m[1])).toEqual(['', '8.2', '8.1', '8.0']);
    expect(html).toContain('<label for="ionic-version">My Ionic version</label>');
    expect(html).not.toContain('ref-history__absent');
  });

  it('says when a newer component arrived, and which choices get the notice', () => {
    const otp = render(data('ion-otp', V8, ['length', 'separators']));
    expect(otp).toContain('<p>Added in Ionic 8.1.</p>');
    expect(otp).toContain(
      '<p class="ref-notice ref-history__absent" data-absent="8.0" role="note">The Ionic version you chose does not ' +
        'have ion-otp yet: it arrived in Ionic 8.1.</p>',
    );
    expect(row(otp, 'property-length')).not.toContain('ref-badge');
    expect(row(otp, 'property-separators')).toContain('8.2+');
  });

  it('reads in the Markdown twin as "(8.1+)" after the name, without the control or the notice', () => {
    const md = twin(html);
    expect(md).toContain('| `shape` (8.1+) |');
    expect(md).toContain('| `ionTap` (Deprecated in 8.1) |');
    expect(md).not.toMatch(/My Ionic version|Added in Ionic 8\.1/);
    const otp = twin(render(data('ion-otp', V8, ['length'])));
    expect(otp).toContain('Added in Ionic 8.1.');
    expect(otp).not.toContain('does not have');
  });

  it('is in Japanese on Japanese pages', () => {
    const ja = render(data('ion-otp', { ...V8, links: links('ja') }, ['length', 'separators']), 'ja');
    expect(ja).toContain('<label for="ionic-version">使用中の Ionic バージョン</label>');
    expect(ja).toContain('<p>Ionic 8.1 で追加されました。</p>');
    expect(ja).toContain('<span class="visually-hidden">Ionic 8.2 で追加</span>');
  });
});

describe('marks on an older page', () => {
  const html = render(data('ion-card', V7, ['color', 'legacy', 'oldName']));

  it('marks removed and renamed APIs and links where to read on', () => {
    const legacy = row(html, 'property-legacy');
    expect(legacy).toContain(
      '<span class="ref-badge ref-badge--removed" data-pagefind-ignore="">Removed in Ionic 8.0</span>',
    );
    expect(legacy).toContain(
      '<p class="ref-history-note" data-pagefind-ignore="">In Ionic 8: <a href="/docs/api/card"><code>ion-card</code>' +
        '</a> · <a href="/docs/updating/8-0#card-and-chip">upgrade guide</a></p>',
    );
    const renamed = row(html, 'property-oldName');
    expect(renamed).toContain('Renamed in Ionic 8.0');
    expect(renamed).toContain('<a href="/docs/api/card#property-newName"><code>newName</code></a>');
    expect(row(html, 'property-color')).not.toContain('ref-badge');
    // No control on older pages.
    expect(html).not.toContain('ionic-version');
  });

  it('reads in the twin as "(Removed in Ionic 8.0)" with the links', () => {
    const md = twin(html);
    expect(md).toContain('| `legacy` (Removed in Ionic 8.0) |');
    // The note follows the description after a space, as a cell is one line.
    expect(md).toContain(
      'legacy docs In Ionic 8: [`ion-card`](https://ionicframework.com/docs/api/card) · [upgrade guide]',
    );
    expect(md).toContain('| `oldName` (Deprecated) (Renamed in Ionic 8.0) |');
  });

  it('is in Japanese on Japanese pages', () => {
    const ja = render(data('ion-card', { ...V7, links: links('ja') }, ['legacy']), 'ja');
    expect(ja).toContain('Ionic 8.0 で削除');
    expect(ja).toContain('Ionic 8 では：<a href="/docs/ja/api/card"><code>ion-card</code></a>・<a');
    expect(ja).toContain('>アップグレードガイド</a>');
  });
});

describe('the real history on the pinned packages', () => {
  const guideFile = path.resolve(__dirname, '../../../content/docs/v8/updating/8-0.mdx');
  const guide = compileDoc(fs.readFileSync(guideFile, 'utf8'), 'content/docs/v8/updating/8-0.mdx').doc!.headings;
  const v8 = loadComponentPages({ locale: 'en', version: 'v8' });
  const index: DocIndex = {
    v8: new Map([
      ...v8.map((p): [string, Set<string>] => [p.slug, new Set(componentAnchors(p.data))]),
      ['updating/8-0', new Set(guide.map((h) => h.id))],
    ]),
    v7: new Map(),
  };
  const v7 = loadComponentPages(
    { locale: 'en', version: 'v7', index },
    { headings: (v, id) => (v === 'v8' && id === 'updating/8-0' ? guide : undefined) },
  );

  it('links every API Ionic 8 removed or renamed to a v8 page and, unless its component moved, a guide section', () => {
    const missing: string[] = [];
    let count = 0;
    for (const p of v7) {
      const d = p.data;
      const apis = [...d.props, ...d.events, ...d.methods, ...d.parts, ...d.cssProperties, ...d.slots];
      for (const a of apis) {
        const next = a.history?.next;
        if (!next) continue;
        count += 1;
        const moved = next.to && next.to.tag !== d.tag;
        if (!next.href || (!moved && !next.guideHref)) missing.push(`${d.tag} ${a.name}`);
      }
      if (d.history?.renamedTo && !d.history.renamedTo.guideHref) missing.push(d.tag);
    }
    expect(missing).toEqual([]);
    expect(count).toBeGreaterThan(40);
  });

  it('marks the APIs of @ionic/docs newer than 8.0 and names the components new in Ionic 8', () => {
    const byTag = new Map(v8.map((p) => [p.data.tag, p.data]));
    expect(byTag.get('ion-input-otp')?.history).toMatchObject({ added: '8.6' });
    expect(byTag.get('ion-input')?.props.find((p) => p.name === 'clearInputIcon')?.history?.since).toBe('8.1');
    const added = v8.filter((p) => p.data.history?.added).map((p) => `${p.data.tag} ${p.data.history?.added}`);
    expect(added.sort()).toEqual([
      'ion-input-otp 8.6',
      'ion-input-password-toggle 8.0',
      'ion-picker-column 8.0',
      'ion-picker-column-option 8.0',
      'ion-picker-legacy 8.0',
      'ion-segment-content 8.4',
      'ion-segment-view 8.4',
      'ion-select-modal 8.4',
    ]);
  });
});
