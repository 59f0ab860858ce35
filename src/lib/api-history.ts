// The API history of every Ionic component across @ionic/core releases, built from the
// Stencil docs-json (`dist/docs.json`) each release ships, and the look-ups pages make in it.
// Pure: no Node or browser APIs. `npm run api-history` (scripts/api-history.mjs) feeds it the
// last patch of every minor and commits the result as content/data/ionic-core-api-history.json.
//
// Shape (ApiHistory): releases read, oldest first; per component tag, its own record and, per
// kind (props, events, methods, slots, parts, styles), the APIs that have something to say:
//   - an API present in every release its component is in, never deprecated, is not listed
//     (so an API the history does not list is as old as its component: ask about real APIs);
//   - a string is the minor that added it ("8.4"); an object has some of
//     since (omitted: as old as its component), deprecated, removed, gaps, renamed.
// Releases are labelled by minor ("8.4" for 8.4.4): one release per minor is read.
// "Since" the first minor read means "that old or older": the history starts there.
//
// Rules:
//   - Presence: an API is looked at only in releases that have its component, so an API does
//     not "disappear" with its component. An API that disappears and comes back keeps its first
//     minor as `since` and lists each absence as a gap [first minor without, minor it is back];
//     apiSince answers the start of the unbroken run that reaches the asked release (by default
//     its last run), so "since 8.3" means every release from 8.3 on has it.
//   - `removed` is the first minor without it after its last run, while its component lives.
//   - Deprecated: props, events and methods by Stencil's `deprecation` field or a @deprecated
//     tag; slots, parts and styles (which have no such field) by the word DEPRECATED in
//     capitals in their docs, as Ionic writes it there. `deprecated` is the first minor of the
//     run of deprecated releases that reaches its last release (a lifted deprecation is dropped).
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
/** A minor release label, "8.4". */
export type Minor = string;

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
  since?: Minor;
  deprecated?: Minor;
  removed?: Minor;
  /** [first minor without it, minor it is back in] for each absence between since and removed. */
  gaps?: [Minor, Minor][];
  renamed?: Renamed;
}
export type ApiRecord = Lifetime;
/** A bare minor is an API added in that minor and otherwise unremarkable. */
export type ApiEntry = Minor | ApiRecord;
export type ComponentRecord = Lifetime & { renamedFrom?: string } & Partial<Record<ApiKind, Record<string, ApiEntry>>>;
export interface ApiHistory {
  package: string;
  /** The releases read, oldest first, one per minor. */
  releases: string[];
  components: Record<string, ComponentRecord>;
}

export type Fate =
  { fate: 'kept' } | { fate: 'removed'; in: Minor } | { fate: 'renamed'; in: Minor; to: { tag: string; name: string } };

/** Fewer lost APIs than this are not evidence that a component was renamed. */
export const MIN_MOVED = 3;

// ---------------------------------------------------------------- versions

/** "8.4.4" → "8.4"; "8.4" stays. */
export function minorOf(version: string): Minor {
  const m = /^(\d+)\.(\d+)(?:\.\d+)?$/.exec(version);
  if (!m) throw new Error(`not a version: ${version}`);
  return `${Number(m[1])}.${Number(m[2])}`;
}

export function majorOf(version: string): number {
  return Number(minorOf(version).split('.')[0]);
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

function readComponent(c: DocsJsonComponent): ComponentState {
  const apis: ComponentApis = new Map();
  for (const kind of API_KINDS) {
    const byName = new Map<string, ApiState>();
    for (const item of c[kind] ?? []) {
      const name = kind === 'events' ? (item as { event: string }).event : (item.name ?? '');
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
  minors: Minor[],
  defaultSince: number,
): Lifetime {
  const out: Lifetime = {};
  if (t.since !== defaultSince) out.since = minors[t.since];
  if (t.deprecated !== undefined) out.deprecated = minors[t.deprecated];
  if (t.removed !== undefined) out.removed = minors[t.removed];
  if (t.gaps.length) out.gaps = t.gaps.map(([a, b]) => [minors[a], minors[b]]);
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

/**
 * The history of `releases` (oldest first, one per minor). Throws on an unordered list or two
 * releases of one minor, where the labels would lie.
 */
export function buildHistory(releases: readonly ReleaseDocs[], pkg = '@ionic/core'): ApiHistory {
  const minors = releases.map((r) => minorOf(r.version));
  for (let i = 1; i < minors.length; i += 1) {
    if (compareVersions(minors[i - 1], minors[i]) >= 0)
      throw new Error(
        `releases must be one per minor, oldest first: ${releases[i - 1].version}, ${releases[i].version}`,
      );
  }
  const states = releases.map((r) => readRelease(r.docs));
  const all = minors.map((_, i) => i);
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
    const record: ComponentRecord = toLifetime(t, minors, 0);
    const considered = all.filter((i) => states[i].has(tag));
    for (const kind of API_KINDS) {
      const names = [...new Set(considered.flatMap((i) => [...(states[i].get(tag)?.apis.get(kind)?.keys() ?? [])]))];
      const entries: Record<string, ApiEntry> = {};
      for (const name of names.sort()) {
        const at = (i: number) => states[i].get(tag)?.apis.get(kind)?.get(name);
        const life = lifetimeIndices({ considered, present: (i) => !!at(i), deprecated: (i) => !!at(i)?.deprecated });
        if (!life) continue;
        const entry = toLifetime(life, minors, t.since);
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
        if (keys.length === 1 && keys[0] === 'since') entries[name] = entry.since as Minor;
        else if (keys.length) entries[name] = entry;
      }
      if (Object.keys(entries).length) record[kind] = entries;
    }
    components[tag] = record;
  }

  markComponentRenames(components, states, minors, componentSinceIdx);
  return { package: pkg, releases: releases.map((r) => r.version), components };
}

/** Rule 2: a component whose lost APIs all reappear in the one component new in that release. */
function markComponentRenames(
  components: Record<string, ComponentRecord>,
  states: Map<string, ComponentState>[],
  minors: Minor[],
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
        if (record.removed === minors[r]) record.renamed = { tag: home };
      } else {
        for (const [kind, name] of lost) {
          const entry = record[kind]?.[name];
          if (entry && typeof entry !== 'string' && entry.removed === minors[r] && !entry.renamed)
            entry.renamed = { tag: home };
        }
      }
      components[home].renamedFrom = tag;
    }
  }
}

// ---------------------------------------------------------------- look-ups

type Span = [number, number];

function minorsOf(h: ApiHistory): Minor[] {
  return h.releases.map(minorOf);
}

/** Where a lifetime holds, as [start, end) release indices. */
function spansOf(life: Lifetime, minors: Minor[], defaultSince: number): Span[] {
  const idx = (m: Minor) => minors.indexOf(m);
  const start = life.since !== undefined ? idx(life.since) : defaultSince;
  const end = life.removed !== undefined ? idx(life.removed) : minors.length;
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
  return c ? spansOf(c, minorsOf(h), 0) : [];
}

function apiSpans(h: ApiHistory, tag: string, kind: ApiKind, name: string): Span[] {
  const comp = componentSpans(h, tag);
  if (comp.length === 0) return [];
  const entry = entryOf(h, tag, kind, name);
  return entry ? intersect(comp, spansOf(entry, minorsOf(h), comp[0][0])) : comp;
}

/** Start of the span holding release `at` (any "x.y[.z]"), or of the last span when `at` is left out. */
function sinceIn(h: ApiHistory, spans: Span[], at?: string): Minor | null {
  if (spans.length === 0) return null;
  if (at === undefined) return minorsOf(h)[spans[spans.length - 1][0]];
  const i = releaseIndex(h, at);
  const span = spans.find(([a, b]) => i >= a && i < b);
  return span ? minorsOf(h)[span[0]] : null;
}

function releaseIndex(h: ApiHistory, version: string): number {
  return minorsOf(h).indexOf(minorOf(version));
}

/** The first minor read: a `since` equal to it means "that old or older". */
export function historyStart(h: ApiHistory): Minor | null {
  return h.releases.length ? minorOf(h.releases[0]) : null;
}

/** The minor from which every release up to `at` (default: its last release) has the component. */
export function componentSince(h: ApiHistory, tag: string, at?: string): Minor | null {
  return sinceIn(h, componentSpans(h, tag), at);
}

/** The minor from which every release up to `at` (default: its last release) has the API. */
export function apiSince(h: ApiHistory, tag: string, kind: ApiKind, name: string, at?: string): Minor | null {
  return sinceIn(h, apiSpans(h, tag, kind, name), at);
}

/** Whether release `version` (any "x.y[.z]" the history read) has the API. */
export function hasApi(h: ApiHistory, tag: string, kind: ApiKind, name: string, version: string): boolean {
  const i = releaseIndex(h, version);
  return apiSpans(h, tag, kind, name).some(([a, b]) => i >= a && i < b);
}

/** The minor that deprecated the API; with `at`, only if release `at` is that late. */
export function deprecatedIn(h: ApiHistory, tag: string, kind: ApiKind, name: string, at?: string): Minor | null {
  return notBefore(entryOf(h, tag, kind, name)?.deprecated, at);
}

/** The minor that deprecated the component itself; with `at`, only if release `at` is that late. */
export function componentDeprecatedIn(h: ApiHistory, tag: string, at?: string): Minor | null {
  return notBefore(h.components[tag]?.deprecated, at);
}

function notBefore(minor: Minor | undefined, at?: string): Minor | null {
  if (minor === undefined) return null;
  return at === undefined || compareVersions(minorOf(at), minor) >= 0 ? minor : null;
}

/** The first minor without the API (or its component) after its last run, if any. */
export function removedIn(h: ApiHistory, tag: string, kind: ApiKind, name: string): Minor | null {
  const spans = apiSpans(h, tag, kind, name);
  const end = spans.length ? spans[spans.length - 1][1] : -1;
  return end >= 0 && end < h.releases.length ? minorsOf(h)[end] : null;
}

/**
 * What Ionic `major` did with an API of the major before it (present in that major's last
 * release read): kept (its last release read has it), renamed, or removed. Null when the API
 * is not in the earlier major or the history has no release of `major`.
 */
export function fateIn(h: ApiHistory, major: number, tag: string, kind: ApiKind, name: string): Fate | null {
  const majors = h.releases.map(majorOf);
  const lastBefore = majors.lastIndexOf(major - 1);
  const lastOf = majors.lastIndexOf(major);
  if (lastBefore < 0 || lastOf < 0) return null;
  const spans = apiSpans(h, tag, kind, name);
  const has = (i: number) => spans.some(([a, b]) => i >= a && i < b);
  if (!has(lastBefore)) return null;
  if (has(lastOf)) return { fate: 'kept' };
  const minors = minorsOf(h);
  let gone = lastBefore + 1;
  while (has(gone)) gone += 1;
  const entry = entryOf(h, tag, kind, name);
  const comp = h.components[tag];
  const renamed =
    entry?.removed === minors[gone] ? entry.renamed : comp?.removed === minors[gone] ? comp.renamed : undefined;
  if (renamed)
    return { fate: 'renamed', in: minors[gone], to: { tag: renamed.tag ?? tag, name: renamed.name ?? name } };
  return { fate: 'removed', in: minors[gone] };
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
