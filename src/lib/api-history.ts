// The API history of every Ionic component across @ionic/core releases, built from the
// Stencil docs-json (`dist/docs.json`) each release ships, and the look-ups pages make in it.
// Pure: no Node or browser APIs. `npm run api-history` (scripts/api-history.mjs) feeds it every
// stable release from 7.0.0 on and commits the result as content/data/ionic-core-api-history.json.
//
// Shape (ApiHistory): the releases read, oldest first; per component tag, its own record and, per
// kind (props, events, methods, slots, parts, styles), the APIs that have something to say:
//   - an API present in every release its component is in, never deprecated, is not listed
//     (so an API the history does not list is as old as its component: ask about real APIs);
//   - a string is the release that added it; an object has some of
//     since (omitted: as old as its component), deprecated, removed, gaps, renamed.
// Releases are labelled by minor ("8.4") when the first release read of that minor is the one
// meant, and in full ("8.8.17") when a later patch is: a patch can add an API, and a reader on
// 8.8.7 must not be told that 8.8 has it. The first label ("7.0") means "that old or older".
//
// Rules:
//   - Presence: an API is looked at only in releases that have its component, so an API does
//     not "disappear" with its component. An API that disappears and comes back keeps its first
//     release as `since` and lists each absence as a gap [first release without, release it is
//     back in]; apiSince answers the start of the unbroken run that holds the asked release (by
//     default its last run), so "since 8.3.2" means every release from 8.3.2 on has it.
//   - `removed` is the first release without it after its last run, while its component lives.
//   - Deprecated: props, events and methods by Stencil's `deprecation` field or a @deprecated
//     tag; slots, parts and styles (which have no such field) by the word DEPRECATED in
//     capitals in their docs, as Ionic writes it there. `deprecated` is the first release of the
//     run of deprecated releases that reaches its last release (a lifted deprecation is dropped).
//   - A CSS custom property is named by the first word of its docs-json name: 7.0.0–7.0.2 wrote
//     some with their description ("--border-color Color of the select border").
//   - Renamed, checked only where an API is removed (conservative: otherwise it is "removed"):
//     1. its deprecation text names, in `backticks` or "quotes", exactly one other API of the
//        same kind on the same component that the removing release has, and names no other
//        ion-* component (a move to another component is not a rename);
//     2. or the APIs its component loses in that release (at least MIN_MOVED of them) all
//        exist, same kind and name, in the one component new in that release: the component
//        was renamed (ion-picker's 7.x API became ion-picker-legacy in 8.0). The new component
//        records `renamedFrom`.

export const API_KINDS = ['props', 'events', 'methods', 'slots', 'parts', 'styles'] as const;
export type ApiKind = (typeof API_KINDS)[number];
/** A release label: "8.4" for the first release read of 8.4, "8.3.2" for a later patch. */
export type Label = string;

/** The few fields of a Stencil docs-json this module reads. */
export interface DocsTag {
  name: string;
  text?: string;
}
interface DocsItem {
  name?: string;
  docs?: string;
  docsTags?: DocsTag[];
  deprecation?: string | null;
}
export interface DocsJsonComponent {
  tag: string;
  docsTags?: DocsTag[];
  props?: DocsItem[];
  events?: (DocsItem & { event: string })[];
  methods?: DocsItem[];
  slots?: DocsItem[];
  parts?: DocsItem[];
  styles?: DocsItem[];
}
export interface DocsJson {
  components: DocsJsonComponent[];
}
export interface ReleaseDocs {
  version: string;
  docs: DocsJson;
}

export interface Renamed {
  /** The new component, when the API moved with a renamed component. */
  tag?: string;
  /** The new name, when the API itself was renamed. */
  name?: string;
}
interface Lifetime {
  since?: Label;
  deprecated?: Label;
  removed?: Label;
  /** [first release without it, release it is back in] for each absence between since and removed. */
  gaps?: [Label, Label][];
  renamed?: Renamed;
}
export type ApiRecord = Lifetime;
/** A bare label is an API added in that release and otherwise unremarkable. */
export type ApiEntry = Label | ApiRecord;
export type ComponentRecord = Lifetime & { renamedFrom?: string } & Partial<Record<ApiKind, Record<string, ApiEntry>>>;
export interface ApiHistory {
  package: string;
  /** The releases read, oldest first. */
  releases: string[];
  components: Record<string, ComponentRecord>;
}

export type Fate =
  { fate: 'kept' } | { fate: 'removed'; in: Label } | { fate: 'renamed'; in: Label; to: { tag: string; name: string } };

/** Fewer lost APIs than this are not evidence that a component was renamed. */
export const MIN_MOVED = 3;

// ---------------------------------------------------------------- versions

/** "8.4.4" → "8.4"; "8.4" stays. */
export function minorOf(version: string): Label {
  const m = /^(\d+)\.(\d+)(?:\.\d+)?$/.exec(version);
  if (!m) throw new Error(`not a version: ${version}`);
  return `${Number(m[1])}.${Number(m[2])}`;
}

export function majorOf(version: string): number {
  return Number(minorOf(version).split('.')[0]);
}

/** "8.4" for the first of its minor in `versions` (oldest first), the full version for a later patch. */
export function releaseLabels(versions: readonly string[]): Label[] {
  return versions.map((v, i) => (i > 0 && minorOf(versions[i - 1]) === minorOf(v) ? v : minorOf(v)));
}

/** Orders "x.y" or "x.y.z" numerically. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// ---------------------------------------------------------------- reading docs-json

interface ApiState {
  deprecated: boolean;
  /** The deprecation text ("" when deprecated without one). */
  message: string;
}
type ComponentApis = Map<ApiKind, Map<string, ApiState>>;
interface ComponentState {
  deprecated: boolean;
  apis: ComponentApis;
}

// Ionic marks slots, parts and CSS properties deprecated in their docs text, in capitals.
const DOCS_DEPRECATED = /\bDEPRECATED\b[\s*:,.-]*/;

function tagDeprecation(tags: DocsTag[] | undefined): string | null {
  const tag = tags?.find((t) => t.name === 'deprecated');
  return tag ? (tag.text ?? '') : null;
}

function stateOf(kind: ApiKind, item: DocsItem): ApiState {
  if (kind === 'props' || kind === 'events' || kind === 'methods') {
    const message = typeof item.deprecation === 'string' ? item.deprecation : tagDeprecation(item.docsTags);
    return { deprecated: message !== null, message: message ?? '' };
  }
  const docs = item.docs ?? '';
  const m = DOCS_DEPRECATED.exec(docs);
  return { deprecated: m !== null, message: m ? docs.slice(m.index + m[0].length).trim() : '' };
}

/** An API's name in docs-json: events have `event`; a CSS property is its first word (see header). */
function apiName(kind: ApiKind, item: DocsItem): string {
  const name = kind === 'events' ? (item as { event: string }).event : (item.name ?? '');
  return kind === 'styles' ? name.trim().split(/\s+/)[0] : name;
}

/** Only what buildHistory reads of a docs-json, so that a caller can hold a hundred releases. */
export function slimDocs(docs: DocsJson): DocsJson {
  const slim = (kind: ApiKind, item: DocsItem) => ({
    [kind === 'events' ? 'event' : 'name']: kind === 'events' ? (item as { event: string }).event : item.name,
    ...(item.deprecation != null ? { deprecation: item.deprecation } : {}),
    docsTags: (item.docsTags ?? []).filter((t) => t.name === 'deprecated'),
    ...(kind === 'slots' || kind === 'parts' || kind === 'styles' ? { docs: item.docs ?? '' } : {}),
  });
  return {
    components: docs.components.map((c) => {
      const out: Record<string, unknown> = {
        tag: c.tag,
        docsTags: (c.docsTags ?? []).filter((t) => t.name === 'deprecated'),
      };
      for (const kind of API_KINDS) out[kind] = (c[kind] ?? []).map((item) => slim(kind, item));
      return out as unknown as DocsJsonComponent;
    }),
  };
}

function readComponent(c: DocsJsonComponent): ComponentState {
  const apis: ComponentApis = new Map();
  for (const kind of API_KINDS) {
    const byName = new Map<string, ApiState>();
    for (const item of c[kind] ?? []) {
      const name = apiName(kind, item);
      // Styles repeat per mode (ios, md): one CSS property, deprecated if any entry says so.
      const state = stateOf(kind, item);
      const seen = byName.get(name);
      byName.set(name, seen && seen.deprecated ? seen : state);
    }
    apis.set(kind, byName);
  }
  return { deprecated: tagDeprecation(c.docsTags) !== null, apis };
}

function readRelease(docs: DocsJson): Map<string, ComponentState> {
  return new Map(docs.components.map((c) => [c.tag, readComponent(c)]));
}

// ---------------------------------------------------------------- building

interface Presence {
  /** Indices the thing is looked at in (its component's releases; every release for a component). */
  considered: number[];
  present: (i: number) => boolean;
  deprecated: (i: number) => boolean;
}

/** since / gaps / removed / deprecated as release indices, from presence at the considered indices. */
function lifetimeIndices(p: Presence) {
  const on = p.considered.filter(p.present);
  if (on.length === 0) return null;
  const gaps: [number, number][] = [];
  let removed: number | undefined;
  let gapStart: number | undefined;
  for (const i of p.considered) {
    if (i < on[0]) continue;
    if (p.present(i)) {
      if (gapStart !== undefined) gaps.push([gapStart, i]);
      gapStart = undefined;
    } else if (gapStart === undefined) gapStart = i;
  }
  if (gapStart !== undefined) removed = gapStart;
  // The run of deprecated releases that reaches its last release.
  let deprecated: number | undefined;
  for (let k = on.length - 1; k >= 0 && p.deprecated(on[k]); k -= 1) deprecated = on[k];
  return { since: on[0], gaps, removed, deprecated, last: on[on.length - 1] };
}

function toLifetime(
  t: NonNullable<ReturnType<typeof lifetimeIndices>>,
  labels: Label[],
  defaultSince: number,
): Lifetime {
  const out: Lifetime = {};
  if (t.since !== defaultSince) out.since = labels[t.since];
  if (t.deprecated !== undefined) out.deprecated = labels[t.deprecated];
  if (t.removed !== undefined) out.removed = labels[t.removed];
  if (t.gaps.length) out.gaps = t.gaps.map(([a, b]) => [labels[a], labels[b]]);
  return out;
}

/** The one same-kind API of `tag` the deprecation text points to, if rule 1 holds. */
function renameFromText(message: string, tag: string, name: string, apisThen: Map<string, ApiState> | undefined) {
  const others = message.match(/(?<![\w-])ion-[a-z]+(?:-[a-z]+)*/g) ?? [];
  if (others.some((t) => t !== tag) || !apisThen) return undefined;
  const named = [...message.matchAll(/`([^`]+)`|"([^"]+)"/g)].map((m) => (m[1] ?? m[2]).trim());
  const candidates = [...new Set(named)].filter((n) => n !== name && apisThen.has(n));
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** The history of `releases`, oldest first (throws otherwise: the labels would lie). */
export function buildHistory(releases: readonly ReleaseDocs[], pkg = '@ionic/core'): ApiHistory {
  const versions = releases.map((r) => r.version);
  for (let i = 1; i < versions.length; i += 1) {
    if (compareVersions(versions[i - 1], versions[i]) >= 0)
      throw new Error(`releases must be oldest first, each once: ${versions[i - 1]}, ${versions[i]}`);
  }
  const labels = releaseLabels(versions);
  const states = releases.map((r) => readRelease(r.docs));
  const all = versions.map((_, i) => i);
  const tags = [...new Set(states.flatMap((s) => [...s.keys()]))].sort();

  const components: Record<string, ComponentRecord> = {};
  const componentSinceIdx = new Map<string, number>();
  for (const tag of tags) {
    const t = lifetimeIndices({
      considered: all,
      present: (i) => states[i].has(tag),
      deprecated: (i) => states[i].get(tag)?.deprecated === true,
    });
    if (!t) continue;
    componentSinceIdx.set(tag, t.since);
    const record: ComponentRecord = toLifetime(t, labels, 0);
    const considered = all.filter((i) => states[i].has(tag));
    for (const kind of API_KINDS) {
      const names = [...new Set(considered.flatMap((i) => [...(states[i].get(tag)?.apis.get(kind)?.keys() ?? [])]))];
      const entries: Record<string, ApiEntry> = {};
      for (const name of names.sort()) {
        const at = (i: number) => states[i].get(tag)?.apis.get(kind)?.get(name);
        const life = lifetimeIndices({ considered, present: (i) => !!at(i), deprecated: (i) => !!at(i)?.deprecated });
        if (!life) continue;
        const entry = toLifetime(life, labels, t.since);
        if (life.removed !== undefined) {
          const to = renameFromText(
            at(life.last)?.message ?? '',
            tag,
            name,
            states[life.removed].get(tag)?.apis.get(kind),
          );
          if (to) entry.renamed = { name: to };
        }
        const keys = Object.keys(entry);
        if (keys.length === 1 && keys[0] === 'since') entries[name] = entry.since as Label;
        else if (keys.length) entries[name] = entry;
      }
      if (Object.keys(entries).length) record[kind] = entries;
    }
    components[tag] = record;
  }

  markComponentRenames(components, states, labels, componentSinceIdx);
  return { package: pkg, releases: versions, components };
}

/** Rule 2: a component whose lost APIs all reappear in the one component new in that release. */
function markComponentRenames(
  components: Record<string, ComponentRecord>,
  states: Map<string, ComponentState>[],
  labels: Label[],
  sinceIdx: Map<string, number>,
) {
  for (let r = 1; r < states.length; r += 1) {
    const fresh = [...sinceIdx].filter(([, i]) => i === r).map(([tag]) => tag);
    if (fresh.length === 0) continue;
    for (const [tag, before] of states[r - 1]) {
      const after = states[r].get(tag);
      const lost: [ApiKind, string][] = [];
      for (const kind of API_KINDS)
        for (const name of before.apis.get(kind)?.keys() ?? [])
          if (!after?.apis.get(kind)?.has(name)) lost.push([kind, name]);
      if (lost.length < MIN_MOVED) continue;
      const homes = fresh.filter((n) => lost.every(([kind, name]) => states[r].get(n)?.apis.get(kind)?.has(name)));
      if (homes.length !== 1) continue;
      const [home] = homes;
      const record = components[tag];
      if (!after) {
        // The whole component was renamed: its removal is the rename.
        if (record.removed === labels[r]) record.renamed = { tag: home };
      } else {
        for (const [kind, name] of lost) {
          const entry = record[kind]?.[name];
          if (entry && typeof entry !== 'string' && entry.removed === labels[r] && !entry.renamed)
            entry.renamed = { tag: home };
        }
      }
      components[home].renamedFrom = tag;
    }
  }
}

// ---------------------------------------------------------------- look-ups

type Span = [number, number];

// The labels and minors of a history's releases, computed once per releases array: a page asks
// a dozen questions of each of its APIs, and 1,276 pages are built.
const labelCache = new WeakMap<readonly string[], { labels: Label[]; minors: Label[]; majors: number[] }>();

function releaseFacts(h: ApiHistory): { labels: Label[]; minors: Label[]; majors: number[] } {
  let facts = labelCache.get(h.releases);
  if (!facts) {
    facts = { labels: releaseLabels(h.releases), minors: h.releases.map(minorOf), majors: h.releases.map(majorOf) };
    labelCache.set(h.releases, facts);
  }
  return facts;
}

function labelsOf(h: ApiHistory): Label[] {
  return releaseFacts(h).labels;
}

/** Where a lifetime holds, as [start, end) release indices. */
function spansOf(life: Lifetime, labels: Label[], defaultSince: number): Span[] {
  const idx = (l: Label) => labels.indexOf(l);
  const start = life.since !== undefined ? idx(life.since) : defaultSince;
  const end = life.removed !== undefined ? idx(life.removed) : labels.length;
  const spans: Span[] = [];
  let from = start;
  for (const [gone, back] of life.gaps ?? []) {
    spans.push([from, idx(gone)]);
    from = idx(back);
  }
  spans.push([from, end]);
  return spans.filter(([a, b]) => a >= 0 && b > a);
}

function intersect(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  for (const [a0, a1] of a)
    for (const [b0, b1] of b) {
      const lo = Math.max(a0, b0);
      const hi = Math.min(a1, b1);
      if (hi > lo) out.push([lo, hi]);
    }
  return out.sort((x, y) => x[0] - y[0]);
}

function entryOf(h: ApiHistory, tag: string, kind: ApiKind, name: string): ApiRecord | undefined {
  const entry = h.components[tag]?.[kind]?.[name];
  return typeof entry === 'string' ? { since: entry } : entry;
}

function componentSpans(h: ApiHistory, tag: string): Span[] {
  const c = h.components[tag];
  return c ? spansOf(c, labelsOf(h), 0) : [];
}

function apiSpans(h: ApiHistory, tag: string, kind: ApiKind, name: string): Span[] {
  const comp = componentSpans(h, tag);
  if (comp.length === 0) return [];
  const entry = entryOf(h, tag, kind, name);
  return entry ? intersect(comp, spansOf(entry, labelsOf(h), comp[0][0])) : comp;
}

/**
 * The release read that stands for `at`: "8.3.1" is the newest release read up to it (within
 * the history's range), "8.3" the last release read of that minor; -1 when outside the history.
 */
function releaseIndex(h: ApiHistory, at: string): number {
  const v = h.releases;
  if (/^\d+\.\d+$/.test(at)) {
    const minor = minorOf(at);
    return releaseFacts(h).minors.lastIndexOf(minor);
  }
  if (v.length === 0 || compareVersions(at, v[0]) < 0 || compareVersions(at, v[v.length - 1]) > 0) return -1;
  let i = v.length - 1;
  while (compareVersions(v[i], at) > 0) i -= 1;
  return i;
}

const holds = (spans: Span[], i: number) => i >= 0 && spans.some(([a, b]) => i >= a && i < b);

/** Start of the span holding release `at`, or of the last span when `at` is left out. */
function sinceIn(h: ApiHistory, spans: Span[], at?: string): Label | null {
  if (spans.length === 0) return null;
  if (at === undefined) return labelsOf(h)[spans[spans.length - 1][0]];
  const i = releaseIndex(h, at);
  const span = spans.find(([a, b]) => i >= a && i < b);
  return span ? labelsOf(h)[span[0]] : null;
}

/** The first release read, as a label: a `since` equal to it means "that old or older". */
export function historyStart(h: ApiHistory): Label | null {
  return h.releases.length ? labelsOf(h)[0] : null;
}

/** The release from which every release up to `at` (default: its last one) has the component. */
export function componentSince(h: ApiHistory, tag: string, at?: string): Label | null {
  return sinceIn(h, componentSpans(h, tag), at);
}

/** The release from which every release up to `at` (default: its last one) has the API. */
export function apiSince(h: ApiHistory, tag: string, kind: ApiKind, name: string, at?: string): Label | null {
  return sinceIn(h, apiSpans(h, tag, kind, name), at);
}

/** Whether release `at` ("8.3.1", or "8.3" for the minor's last release read) has the API. */
export function hasApi(h: ApiHistory, tag: string, kind: ApiKind, name: string, at: string): boolean {
  return holds(apiSpans(h, tag, kind, name), releaseIndex(h, at));
}

/** The release that deprecated the API; with `at`, only if release `at` is that late. */
export function deprecatedIn(h: ApiHistory, tag: string, kind: ApiKind, name: string, at?: string): Label | null {
  return notBefore(h, entryOf(h, tag, kind, name)?.deprecated, at);
}

/** The release that deprecated the component itself; with `at`, only if release `at` is that late. */
export function componentDeprecatedIn(h: ApiHistory, tag: string, at?: string): Label | null {
  return notBefore(h, h.components[tag]?.deprecated, at);
}

function notBefore(h: ApiHistory, label: Label | undefined, at?: string): Label | null {
  if (label === undefined) return null;
  return at === undefined || releaseIndex(h, at) >= labelsOf(h).indexOf(label) ? label : null;
}

/** The first release without the API (or its component) after its last run, if any. */
export function removedIn(h: ApiHistory, tag: string, kind: ApiKind, name: string): Label | null {
  const spans = apiSpans(h, tag, kind, name);
  const end = spans.length ? spans[spans.length - 1][1] : -1;
  return end >= 0 && end < h.releases.length ? labelsOf(h)[end] : null;
}

/**
 * What Ionic `major` did with an API of the major before it (present in that major's last
 * release read): kept (its last release read has it), renamed, or removed. Null when the API
 * is not in the earlier major or the history has no release of `major`.
 */
export function fateIn(h: ApiHistory, major: number, tag: string, kind: ApiKind, name: string): Fate | null {
  const { majors } = releaseFacts(h);
  const lastBefore = majors.lastIndexOf(major - 1);
  const lastOf = majors.lastIndexOf(major);
  if (lastBefore < 0 || lastOf < 0) return null;
  const spans = apiSpans(h, tag, kind, name);
  if (!holds(spans, lastBefore)) return null;
  if (holds(spans, lastOf)) return { fate: 'kept' };
  const labels = labelsOf(h);
  let gone = lastBefore + 1;
  while (holds(spans, gone)) gone += 1;
  const entry = entryOf(h, tag, kind, name);
  const comp = h.components[tag];
  const renamed =
    entry?.removed === labels[gone] ? entry.renamed : comp?.removed === labels[gone] ? comp.renamed : undefined;
  if (renamed)
    return { fate: 'renamed', in: labels[gone], to: { tag: renamed.tag ?? tag, name: renamed.name ?? name } };
  return { fate: 'removed', in: labels[gone] };
}

/** What Ionic 8 did with an Ionic 7 API. */
export function v8Fate(h: ApiHistory, tag: string, kind: ApiKind, name: string): Fate | null {
  return fateIn(h, 8, tag, kind, name);
}

// ---------------------------------------------------------------- the committed file

/** JSON text laid out as Prettier lays it out (one API a line), so `npm run lint` accepts the file as written. */
export function formatHistory(h: ApiHistory): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (v && typeof v === 'object') {
      const fields = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`);
      return fields.length ? `{ ${fields.join(', ')} }` : '{}';
    }
    return JSON.stringify(v);
  };
  const lines = ['{', `  "package": ${JSON.stringify(h.package)},`];
  const releases = `  "releases": ${inline(h.releases)},`;
  if (releases.length <= PRINT_WIDTH) lines.push(releases);
  else
    lines.push(
      '  "releases": [',
      ...h.releases.map((r, i, a) => `    ${JSON.stringify(r)}${i < a.length - 1 ? ',' : ''}`),
      '  ],',
    );
  lines.push('  "components": {');
  const tags = Object.keys(h.components);
  tags.forEach((tag, ti) => {
    const comma = ti < tags.length - 1 ? ',' : '';
    const fields = Object.entries(h.components[tag]);
    if (fields.length === 0) {
      lines.push(`    ${JSON.stringify(tag)}: {}${comma}`);
      return;
    }
    lines.push(`    ${JSON.stringify(tag)}: {`);
    fields.forEach(([key, value], fi) => {
      const c = fi < fields.length - 1 ? ',' : '';
      if (!(API_KINDS as readonly string[]).includes(key)) {
        lines.push(fitted(`      ${JSON.stringify(key)}: `, value, c, inline));
        return;
      }
      lines.push(`      ${JSON.stringify(key)}: {`);
      const apis = Object.entries(value as Record<string, ApiEntry>);
      apis.forEach(([name, entry], ai) =>
        lines.push(fitted(`        ${JSON.stringify(name)}: `, entry, ai < apis.length - 1 ? ',' : '', inline)),
      );
      lines.push(`      }${c}`);
    });
    lines.push(`    }${comma}`);
  });
  lines.push('  }', '}', '');
  return lines.join('\n');
}

const PRINT_WIDTH = 120;

/** One line when it fits Prettier's width; otherwise the object's fields one a line. */
function fitted(prefix: string, value: unknown, comma: string, inline: (v: unknown) => string): string {
  const one = `${prefix}${inline(value)}${comma}`;
  if (one.length <= PRINT_WIDTH || !value || typeof value !== 'object' || Array.isArray(value)) return one;
  const pad = prefix.match(/^ */)?.[0] ?? '';
  const fields = Object.entries(value).map(
    ([k, x], i, a) => `${pad}  ${JSON.stringify(k)}: ${inline(x)}${i < a.length - 1 ? ',' : ''}`,
  );
  return [`${prefix}{`, ...fields, `${pad}}${comma}`].join('\n');
}
