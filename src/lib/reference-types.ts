// Shared types of the reference-data layer. Type-only: imported by both the
// build-time loaders (src/node/reference) and the renderers (src/components/reference).

import type { DocVersion } from './types';

export type { DocVersion, Locale } from './types';

export interface TocHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface ReferencePage<K extends string, D> {
  kind: K;
  /** Doc id, e.g. 'api/button', 'cli/commands/capacitor-build', 'native/camera', 'api/icon'. */
  slug: string;
  /** e.g. 'ion-button', 'ionic capacitor build', '@capacitor/camera'. */
  title: string;
  /** One plain-text sentence for <meta description>, search and index pages. */
  description: string;
  /** Sidebar group: component category, CLI namespace; none for native plugins. */
  category?: string;
  /** JSON-serialisable model for the renderer; Markdown already converted to HTML strings. */
  data: D;
  /** Table of contents. */
  headings: TocHeading[];
}

/** A deprecation marker; `html` is the (possibly empty) rendered deprecation message. */
export interface Deprecation {
  html: string;
}

// ---------------------------------------------------------------- component history

/**
 * What the API history (content/data/ionic-core-api-history.json, src/lib/api-history.ts)
 * says of one API on its page; computed at build time (src/node/reference/history.ts). Every
 * field is left out when there is nothing to say, which is the case for most APIs.
 */
export interface ApiHistoryMark {
  /**
   * The release that added it ("8.4", "8.3.2"), on pages of the newest major when later than its
   * component and that major's first release.
   */
  since?: string;
  /** The "My Ionic version" choices that lack it (with `since`). */
  absentIn?: string[];
  /**
   * Set when the history has it deprecated (slots, parts and CSS properties too); `in` is the
   * release that did, unless that is "the history's start or before".
   */
  deprecated?: { in?: string };
  /** What the next major did with it (pages of an older major): removed or renamed. */
  next?: NextMajorFate;
}

export interface NextMajorFate {
  fate: 'removed' | 'renamed';
  /** The first release without it ("8.0"). */
  in: string;
  /** The new component and name, when renamed. */
  to?: { tag: string; name: string };
  /** The next version's page: of the new name's row when there is one, else of the component (null: no such page). */
  href: string | null;
  /** The upgrade guide's section on the component, when it has one. */
  guideHref: string | null;
}

/** A component's own history on its page. */
export interface ComponentHistory {
  /** The release that added the component, when it is one of the newest major's. */
  added?: string;
  /** The "My Ionic version" choices that lack the component. */
  absentIn?: string[];
  /**
   * The choices of the "My Ionic version" control: the newest major's minors up to the documented
   * release, oldest first; empty on older majors' pages.
   */
  choices: string[];
  /** The tag the component had in the previous major (ion-picker-legacy was ion-picker), with that version's page. */
  renamedFrom?: { tag: string; href: string | null };
  /**
   * On the page of a reused tag: the component that had this tag until `in` is now `tag`
   * (ion-picker → ion-picker-legacy).
   */
  formerly?: { tag: string; in: string; href: string | null };
  /**
   * Pages of an older major: the next major renamed the component (its APIs moved with it);
   * `reused` when that major has a new component with the old tag.
   */
  renamedTo?: { tag: string; in: string; reused: boolean; href: string | null; guideHref: string | null };
}

// ---------------------------------------------------------------- components

export interface ComponentProp {
  name: string;
  descriptionHtml: string;
  /** HTML attribute name; null when the property cannot be set from an attribute. */
  attribute: string | null;
  /** Formatted TypeScript type (plain text, render as code). */
  type: string;
  /** Default value as source text (plain text, render as code); null when none is documented. */
  default: string | null;
  required: boolean;
  deprecated: Deprecation | null;
  history?: ApiHistoryMark;
}

export interface ComponentEvent {
  name: string;
  descriptionHtml: string;
  bubbles: boolean;
  /** Type of `event.detail` (plain text). */
  detail: string;
  deprecated: Deprecation | null;
  history?: ApiHistoryMark;
}

export interface ComponentMethodParam {
  name: string;
  type: string;
  descriptionHtml: string;
}

export interface ComponentMethod {
  name: string;
  /** e.g. 'dismiss(data?: any, role?: string) => Promise<boolean>' */
  signature: string;
  descriptionHtml: string;
  parameters: ComponentMethodParam[];
  returns: { type: string; descriptionHtml: string };
  deprecated: Deprecation | null;
  history?: ApiHistoryMark;
}

export interface NamedDoc {
  /** For slots, '' is the default (unnamed) slot. */
  name: string;
  descriptionHtml: string;
  history?: ApiHistoryMark;
}

export interface CssCustomProperty {
  name: string;
  /** Set when every mode documents the property the same way (or the property has no mode). */
  descriptionHtml: string | null;
  /** Set (with `md`) only when the iOS and MD descriptions differ or the property exists in one mode only. */
  ios: string | null;
  md: string | null;
  history?: ApiHistoryMark;
}

export interface ComponentData {
  tag: string;
  version: DocVersion;
  /** Component-level description (often empty in the Stencil metadata). */
  descriptionHtml: string;
  deprecated: Deprecation | null;
  props: ComponentProp[];
  events: ComponentEvent[];
  methods: ComponentMethod[];
  parts: NamedDoc[];
  cssProperties: CssCustomProperty[];
  /** True when at least one CSS custom property has mode-specific values (renderer shows iOS and MD columns). */
  cssHasModes: boolean;
  slots: NamedDoc[];
  /** Absent when the page is built without the API history (tests of other things). */
  history?: ComponentHistory;
}

// ---------------------------------------------------------------- icons

export type IconVariant = 'outline' | 'filled' | 'sharp';

export interface IconEntry {
  /** Base name, e.g. 'heart' (the filled variant's name). */
  name: string;
  /** Variants available, in the order outline, filled, sharp. Logos have 'filled' only. */
  variants: IconVariant[];
  /** Search keywords from ionicons.json. */
  tags: string[];
}

export interface IconProperty {
  name: string;
  descriptionHtml: string;
  /** Plain-text type, e.g. 'string' or '"small" | "large"'. */
  type: string;
}

export interface IconData {
  /** ionicons package version, e.g. '7.4.0'. */
  version: string;
  tag: 'ion-icon';
  descriptionHtml: string;
  properties: IconProperty[];
  icons: IconEntry[];
}

// ---------------------------------------------------------------- CLI

export interface CliInput {
  name: string;
  summaryHtml: string;
  required: boolean;
}

export interface CliOption {
  name: string;
  /** As typed on the command line: '--type=<type>', '--no-deps', '--list'. */
  flag: string;
  /** Short forms, e.g. ['-l'] or ['-c=?']. */
  aliases: string[];
  summaryHtml: string;
  type: 'boolean' | 'string';
  /** Default value (plain text) or null. Boolean options defaulting to true are shown as --no-x instead. */
  default: string | null;
  deprecated: boolean;
  experimental: boolean;
}

/** A footnote of a CLI command's description: a URL, numbered in order of first reference. */
export interface CliFootnote {
  n: number;
  url: string;
  /** Anchor of the list item ('fn-start-1') and of the reference to it ('fnref-start-1'). */
  id: string;
  refId: string;
}

export interface CliCommandData {
  /** 'ionic capacitor build' */
  name: string;
  /** Synopsis, e.g. 'ionic capacitor build <platform> [options]'. */
  usage: string;
  summary: string;
  /** Its footnote references are links to `footnotes` (listed after it). */
  descriptionHtml: string;
  footnotes: CliFootnote[];
  inputs: CliInput[];
  options: CliOption[];
  advancedOptions: CliOption[];
  /** Example command lines, without prompt. */
  examples: string[];
  /** Examples as a highlighted shell-session <pre> block (empty string when there are none). */
  examplesHtml: string;
  /** Other names of the command, e.g. ['ionic g']. */
  aliases: string[];
  deprecated: boolean;
  /** Status groups other than 'deprecated': 'beta', 'experimental', 'paid'. */
  status: string[];
  /** 'global' commands work anywhere; 'project' commands need an Ionic project. */
  type: 'global' | 'project';
}

// ---------------------------------------------------------------- native plugins

export interface NativeParam {
  name: string;
  typeHtml: string;
  descriptionHtml: string;
}

export interface NativeMethod {
  name: string;
  /** Anchor id (docgen slug), e.g. 'getphoto', 'addlistenerappstatechange-'. */
  id: string;
  /** Heading text, e.g. 'getPhoto(...)', "addListener('appStateChange', ...)". */
  title: string;
  /** 'getPhoto(options: ImageOptions) => Promise<Photo>' with type names linked (HTML). */
  signatureHtml: string;
  descriptionHtml: string;
  parameters: NativeParam[];
  /** Return type HTML, null for Promise<void>/void. */
  returnsHtml: string | null;
  since: string | null;
  deprecated: Deprecation | null;
}

export interface NativeProperty {
  name: string;
  typeHtml: string;
  descriptionHtml: string;
  default: string | null;
  since: string | null;
  deprecated: Deprecation | null;
}

export interface NativeInterface {
  name: string;
  id: string;
  descriptionHtml: string;
  deprecated: Deprecation | null;
  properties: NativeProperty[];
  methods: NativeMethod[];
}

export interface NativeTypeAlias {
  name: string;
  id: string;
  descriptionHtml: string;
  typeHtml: string;
}

export interface NativeEnumMember {
  name: string;
  value: string | null;
  descriptionHtml: string;
  since: string | null;
  deprecated: Deprecation | null;
}

export interface NativeEnum {
  name: string;
  id: string;
  members: NativeEnumMember[];
}

export interface NativePluginConfig {
  /** Key under `plugins` in capacitor.config, e.g. 'Keyboard'. */
  name: string;
  descriptionHtml: string;
  properties: NativeProperty[];
  /** Highlighted capacitor.config.json example (HTML <pre>), empty when no property has an @example. */
  jsonExampleHtml: string;
  /** Highlighted capacitor.config.ts example, empty when not derivable (e.g. enum-typed values). */
  tsExampleHtml: string;
}

export type ReadmeBlock = { type: 'html'; html: string } | { type: 'config' };

export interface NativePluginData {
  packageName: string;
  version: string;
  /** README prose (H1, docgen index and API removed) split around the generated configuration. */
  readme: ReadmeBlock[];
  /**
   * Where the plugin configuration is rendered: in place of the README's <docgen-config>, in the
   * API section, or nowhere.
   */
  configPlacement: 'readme' | 'api' | 'none';
  configs: NativePluginConfig[];
  /** The plugin interface, e.g. 'CameraPlugin'. */
  apiName: string;
  apiDescriptionHtml: string;
  methods: NativeMethod[];
  interfaces: NativeInterface[];
  typeAliases: NativeTypeAlias[];
  enums: NativeEnum[];
  /**
   * 'docs.json' normally; 'definitions.d.ts' when the package ships no dist/docs.json and the API
   * was extracted from its typings.
   */
  source: 'docs.json' | 'definitions.d.ts';
}

// ---------------------------------------------------------------- index pages

export interface ReferenceIndexItem {
  title: string;
  href: string;
  description: string;
}

export interface ReferenceIndexGroup {
  label: string;
  /** The heading id, from the English label (the same in every locale); none when there is no label. */
  id?: string;
  items: ReferenceIndexItem[];
}

// ---------------------------------------------------------------- what a page renders

/** The generated part of a page: what its template renders, by kind (tsc checks each pairing). */
export type ReferenceRender =
  | {
      kind: 'component';
      data: ComponentData;
      /** A written sentence on what the component is for, shown above a page with no written overview. */
      lead?: { text: string; english: boolean };
    }
  | { kind: 'icon'; data: IconData }
  | { kind: 'cli-command'; data: CliCommandData }
  | { kind: 'native-plugin'; data: NativePluginData }
  | { kind: 'index'; data: ReferenceIndexGroup[] };

/** A page generated from one package entry, as the loaders return it: its data paired with its kind. */
export type AnyReferencePage = {
  [R in PackageRender as R['kind']]: ReferencePage<R['kind'], R['data']>;
}[PackageRender['kind']];
type PackageRender = Exclude<ReferenceRender, { kind: 'index' }>;
