// Component API pages from Stencil docs-json (v8: @ionic/docs core.json, v7: @ionic/core dist/docs.json).
import { versionConfig } from '../../../content/site/versions';
import * as path from 'path';
import { apiAnchor, componentSummary, methodAnchor, SECTION_IDS, type SectionKey } from '../render/reference/ids';
import { tFor } from '../../i18n';
import { categoryOf } from './categories';
import { formatType } from './format';
import { metadataHrefs, type LinkTarget } from '../../lib/links';
import type { ApiKind } from '../../lib/api-history';
import type { DocVersion as Version, Heading } from '../../lib/types';
import { apiHistoryMark, componentHistory, IONIC_API_HISTORY, type HistoryInput } from './history';
import { createMarkdown, firstSentence, htmlToText, type MarkdownRenderer } from './markdown';
import {
  ReferenceDataError,
  isObject,
  locatePackage,
  objects,
  readJsonFile,
  str,
  type Json,
  type SourceOptions,
} from './packages';
import type {
  ComponentData,
  ComponentEvent,
  ComponentMethod,
  ComponentProp,
  CssCustomProperty,
  Deprecation,
  DocVersion,
  Locale,
  NamedDoc,
  ReferencePage,
  TocHeading,
} from '../../lib/reference-types';

/** The docs-json a version's component pages come from (content/site/versions.ts). */
export function componentSource(version: DocVersion): { packageName: string; file: string; major: number } {
  const { componentDocs, ionicMajor } = versionConfig(version);
  return { ...componentDocs, major: ionicMajor };
}

export interface ComponentLoadOptions extends SourceOptions {
  /** Read this docs-json file instead of the pinned package's (tests). */
  file?: string;
  /**
   * The API history and the release the pages document; by default the committed history at
   * the pinned package's version. False: pages without it (tests of other things).
   */
  history?: Pick<HistoryInput, 'history' | 'pinned'> | false;
  /** Written pages' headings (the upgrade guides' sections the history links). */
  headings?: (version: Version, id: string) => readonly Heading[] | undefined;
}

/** A validated Stencil component record: has a tag, everything else untrusted JSON. */
export interface RawComponent extends Json {
  tag: string;
}

/** Reads and validates the docs-json of a version; parsed once per process. */
export function readComponents(version: DocVersion, opts?: ComponentLoadOptions): RawComponent[] {
  const src = componentSource(version);
  const file = opts?.file
    ? path.resolve(opts.file)
    : path.join(locatePackage(src.packageName, opts, src.major).root, src.file);
  const json = readJsonFile(src.packageName, file);
  if (!isObject(json) || !Array.isArray(json.components)) {
    throw new ReferenceDataError(src.packageName, file, 'not a Stencil docs-json file: no "components" array');
  }
  return json.components.map((c: unknown, i: number) => {
    if (!isObject(c) || typeof c.tag !== 'string' || !/^[a-z][a-z0-9]*-[a-z0-9-]+$/.test(c.tag)) {
      const where = isObject(c) && typeof c.filePath === 'string' ? ` (${c.filePath})` : '';
      throw new ReferenceDataError(src.packageName, file, `component #${i}${where} has no valid tag`);
    }
    return c as RawComponent;
  });
}

/** Route name of a tag: 'ion-button' -> 'button'. */
export function componentName(tag: string): string {
  return tag.replace(/^ion-/, '');
}

function tagText(tags: unknown, name: string): string | null {
  const t = objects(tags).find((x) => x.name === name);
  return t ? str(t.text) : null;
}

function deprecationOf(item: Json, md: MarkdownRenderer): Deprecation | null {
  if (typeof item.deprecation === 'string') return { html: md.description(item.deprecation) };
  const text = tagText(item.docsTags, 'deprecated');
  return text === null ? null : { html: md.description(text) };
}

function toProp(p: Json, md: MarkdownRenderer): ComponentProp {
  const def = typeof p.default === 'string' ? p.default : tagText(p.docsTags, 'default');
  return {
    name: str(p.name),
    descriptionHtml: md.description(str(p.docs)),
    attribute: typeof p.attr === 'string' && p.attr ? p.attr : null,
    type: formatType(str(p.type, 'unknown')),
    default: def !== null && def !== '' ? formatType(def) : null,
    required: p.required === true,
    deprecated: deprecationOf(p, md),
  };
}

function toEvent(e: Json, md: MarkdownRenderer): ComponentEvent {
  return {
    name: str(e.event),
    descriptionHtml: md.description(str(e.docs)),
    bubbles: e.bubbles === true,
    detail: formatType(str(e.detail, 'void')),
    deprecated: deprecationOf(e, md),
  };
}

function toMethod(m: Json, md: MarkdownRenderer): ComponentMethod {
  const returns = isObject(m.returns) ? m.returns : {};
  return {
    name: str(m.name),
    signature: formatType(str(m.signature, `${str(m.name)}()`)),
    descriptionHtml: md.description(str(m.docs)),
    parameters: objects(m.parameters).map((p) => ({
      name: str(p.name),
      type: formatType(str(p.type, 'unknown')),
      descriptionHtml: md.description(str(p.docs)),
    })),
    returns: { type: formatType(str(returns.type, 'void')), descriptionHtml: md.description(str(returns.docs)) },
    deprecated: deprecationOf(m, md),
  };
}

function toNamed(x: Json, md: MarkdownRenderer): NamedDoc {
  return { name: str(x.name), descriptionHtml: md.description(str(x.docs)) };
}

/** Groups Stencil `styles` by name; iOS and MD are kept apart only where they differ. */
export function cssProperties(styles: Json[], md: MarkdownRenderer): CssCustomProperty[] {
  const order: string[] = [];
  const byName = new Map<string, { all?: string; ios?: string; md?: string }>();
  for (const s of styles) {
    const name = str(s.name);
    if (!name) continue;
    if (!byName.has(name)) {
      byName.set(name, {});
      order.push(name);
    }
    const entry = byName.get(name)!;
    const mode = str(s.mode);
    const docs = str(s.docs);
    if (mode === 'ios') entry.ios = docs;
    else if (mode === 'md') entry.md = docs;
    else entry.all = docs;
  }
  return order.map((name) => {
    const e = byName.get(name)!;
    const modes = [e.ios, e.md].filter((d): d is string => d !== undefined);
    const same =
      e.all !== undefined
        ? modes.every((d) => d === e.all)
        : e.ios !== undefined && e.md !== undefined && e.ios === e.md;
    if (same) {
      return { name, descriptionHtml: md.description(e.all ?? e.ios ?? ''), ios: null, md: null };
    }
    return {
      name,
      descriptionHtml: null,
      ios: e.ios !== undefined ? md.description(e.ios) : e.all !== undefined ? md.description(e.all) : '',
      md: e.md !== undefined ? md.description(e.md) : e.all !== undefined ? md.description(e.all) : '',
    };
  });
}

/** docs-json component -> renderer model (pure apart from the Markdown renderer passed in). */
export function componentToData(c: RawComponent, version: DocVersion, md: MarkdownRenderer): ComponentData {
  const cssProps = cssProperties(objects(c.styles), md);
  const compDeprecated = tagText(c.docsTags, 'deprecated');
  return {
    tag: c.tag,
    version,
    descriptionHtml: md.block(str(c.docs)),
    deprecated: compDeprecated === null ? null : { html: md.description(compDeprecated) },
    props: objects(c.props).map((p) => toProp(p, md)),
    events: objects(c.events).map((e) => toEvent(e, md)),
    methods: objects(c.methods).map((m) => toMethod(m, md)),
    parts: objects(c.parts).map((p) => toNamed(p, md)),
    cssProperties: cssProps,
    cssHasModes: cssProps.some((p) => p.descriptionHtml === null),
    slots: objects(c.slots).map((s) => toNamed(s, md)),
  };
}

/** The page's model with what the API history says of the component and of each API. */
export function withHistory(data: ComponentData, input: HistoryInput): ComponentData {
  const history = componentHistory(input, data.tag);
  const mark =
    <T extends { history?: unknown }>(kind: ApiKind, name: (x: T) => string) =>
    (x: T) => {
      const h = apiHistoryMark(input, history.choices, data.tag, kind, name(x));
      return h ? { ...x, history: h } : x;
    };
  return {
    ...data,
    history,
    props: data.props.map(mark('props', (p) => p.name)),
    events: data.events.map(mark('events', (e) => e.name)),
    methods: data.methods.map(mark('methods', (m) => m.name)),
    parts: data.parts.map(mark('parts', (p) => p.name)),
    cssProperties: data.cssProperties.map(mark('styles', (p) => p.name)),
    slots: data.slots.map(mark('slots', (s) => s.name)),
  };
}

/** Every anchor a component page has for its APIs (rows and method headings), for links to them. */
export function componentAnchors(data: ComponentData): string[] {
  const ids: (string | null)[] = [
    ...data.props.map((p) => apiAnchor('props', p.name)),
    ...data.events.map((e) => apiAnchor('events', e.name)),
    ...data.methods.map((m) => apiAnchor('methods', m.name)),
    ...data.parts.map((p) => apiAnchor('parts', p.name)),
    ...data.cssProperties.map((p) => apiAnchor('styles', p.name)),
    ...data.slots.map((s) => apiAnchor('slots', s.name)),
  ];
  return ids.filter((id): id is string => id !== null);
}

const SECTION_ORDER: SectionKey[] = [
  'properties',
  'events',
  'methods',
  'cssShadowParts',
  'cssCustomProperties',
  'slots',
];

/** The six section headings (always present, empty ones say so) plus one level-3 heading per method. */
export function componentHeadings(locale: Locale, data?: ComponentData): TocHeading[] {
  const out: TocHeading[] = [];
  for (const k of SECTION_ORDER) {
    out.push({ depth: 2, id: SECTION_IDS[k], text: tFor(locale)(`reference.${k}`) });
    if (k === 'methods' && data) {
      for (const m of data.methods) out.push({ depth: 3, id: methodAnchor(m.name), text: m.name });
    }
  }
  return out;
}

function nonEmptySections(d: ComponentData): SectionKey[] {
  const counts: Record<SectionKey, number> = {
    properties: d.props.length,
    events: d.events.length,
    methods: d.methods.length,
    cssShadowParts: d.parts.length,
    cssCustomProperties: d.cssProperties.length,
    slots: d.slots.length,
  };
  return SECTION_ORDER.filter((k) => counts[k] > 0);
}

function historyInput(target: LinkTarget, opts?: ComponentLoadOptions): HistoryInput | null {
  if (opts?.history === false) return null;
  const src = componentSource(target.version);
  const base = opts?.history ?? {
    history: IONIC_API_HISTORY,
    pinned: locatePackage(src.packageName, opts, src.major).version,
  };
  const { index } = target;
  // Without the index (the first pass of loadReference) there is nothing to link to yet.
  return index
    ? { ...base, links: { locale: target.locale, index, headings: opts?.headings ?? (() => undefined) } }
    : base;
}

/** The component pages of `target.version`, in its locale; links resolve at `target`. */
export function loadComponentPages(
  target: LinkTarget,
  opts?: ComponentLoadOptions,
): ReferencePage<'component', ComponentData>[] {
  const { version, locale } = target;
  const raw = readComponents(version, opts);
  const md = createMarkdown({ rewriteHref: metadataHrefs(target, 'api'), html: 'safe' });
  const history = historyInput(target, opts);
  return raw
    .filter((c) => c.tag !== 'ion-icon') // ion-icon has its own page from the ionicons package
    .map((c) => {
      const name = componentName(c.tag);
      const plain = componentToData(c, version, md);
      const data = history ? withHistory(plain, history) : plain;
      const docsText = htmlToText(data.descriptionHtml);
      return {
        kind: 'component' as const,
        slug: `api/${name}`,
        title: c.tag,
        description: docsText ? firstSentence(docsText) : componentSummary(tFor(locale), c.tag, nonEmptySections(data)),
        category: categoryOf(name),
        data,
        headings: componentHeadings(locale, data),
      };
    });
}
