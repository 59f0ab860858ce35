// UI strings of the generated reference pages, from locales/<locale>/reference.json.
// Descriptions themselves come from the packages and stay in English; only headings, column
// names and notices are translated.
import en from '../../../locales/en/reference.json';
import ja from '../../../locales/ja/reference.json';
import { interpolate } from '../../i18n/messages';
import { byLocale } from '../../lib/routes';
import type { Locale } from '../../node/reference/types';

export type SectionKey = 'properties' | 'events' | 'methods' | 'cssShadowParts' | 'cssCustomProperties' | 'slots';

export interface ReferenceStrings {
  // component API sections (ids are fixed, see SECTION_IDS)
  properties: string;
  events: string;
  methods: string;
  cssShadowParts: string;
  cssCustomProperties: string;
  slots: string;
  // columns
  name: string;
  description: string;
  attribute: string;
  type: string;
  default: string;
  bubbles: string;
  signature: string;
  parameters: string;
  returns: string;
  since: string;
  value: string;
  ios: string;
  md: string;
  yes: string;
  no: string;
  // notices
  noProperties: string;
  noEvents: string;
  noMethods: string;
  noParts: string;
  noCssProperties: string;
  noSlots: string;
  noParameters: string;
  deprecated: string;
  required: string;
  defaultSlot: string;
  noAttribute: string;
  /** Said once above the generated tables where they keep the package's English text ('' when not needed). */
  packageTextNote: (pkg: string) => string;
  /** Fallback meta description for components whose metadata has no description. */
  componentSummary: (tag: string, sections: SectionKey[]) => string;
  // icons
  icons: string;
  searchIcons: string;
  searchPlaceholder: string;
  iconStyle: string;
  outline: string;
  filled: string;
  sharp: string;
  iconCount: (shown: number, total: number) => string;
  noIconsFound: (query: string) => string;
  selectIconHint: string;
  usage: string;
  copy: string;
  copied: string;
  copyFailed: string;
  // CLI
  synopsis: string;
  cliDescription: string;
  inputs: string;
  options: string;
  advancedOptions: string;
  examples: string;
  aliases: string;
  optional: string;
  deprecatedCommand: string;
  projectCommand: string;
  /** Label of a footnote's link back to where it is referenced. */
  backToText: string;
  status: Record<string, string>;
  // native
  api: string;
  methodIndex: string;
  interfaces: string;
  typeAliases: string;
  enums: string;
  configuration: string;
  members: string;
  jsonConfigExample: string;
  tsConfigExample: string;
  noMethodsPlugin: string;
  // index
  referenceIndex: string;
}

type Plain = Omit<ReferenceStrings, 'packageTextNote' | 'componentSummary' | 'iconCount' | 'noIconsFound'>;
type ReferenceMessages = Plain & {
  packageTextNote: string;
  summary: string;
  summaryWith: string;
  listSeparator: string;
  listLastSeparator: string;
  sectionNouns: Record<SectionKey, string>;
  iconCountAll: string;
  iconCountSome: string;
  noIconsFound: string;
};

/** The strings of one locale, with the sentences that take values built from their templates. */
function fromMessages(m: ReferenceMessages): ReferenceStrings {
  const {
    summary,
    summaryWith,
    listSeparator,
    listLastSeparator,
    sectionNouns,
    iconCountAll,
    iconCountSome,
    ...plain
  } = m;
  const list = (items: string[]) =>
    items.length <= 1
      ? items.join('')
      : `${items.slice(0, -1).join(listSeparator)}${listLastSeparator}${items[items.length - 1]}`;
  return {
    ...plain,
    packageTextNote: (pkg) => interpolate(m.packageTextNote, { pkg }),
    componentSummary: (tag, sections) =>
      sections.length
        ? interpolate(summaryWith, { tag, sections: list(sections.map((k) => sectionNouns[k])) })
        : interpolate(summary, { tag }),
    iconCount: (shown, total) => interpolate(shown === total ? iconCountAll : iconCountSome, { shown, total }),
    noIconsFound: (query) => interpolate(m.noIconsFound, { query }),
  };
}

/** locales/<locale>/reference.json as written (index page titles are read at build time). */
export const referenceMessages: Record<Locale, typeof en> = { en, ja };

/** locales/<locale>/reference.json: headings, column names and notices of the generated pages. */
export const strings: Record<Locale, ReferenceStrings> = byLocale((l) =>
  fromMessages(referenceMessages[l] as ReferenceMessages),
);

/** Anchor ids of the component API sections; identical in every locale. */
export const SECTION_IDS = {
  properties: 'properties',
  events: 'events',
  methods: 'methods',
  cssShadowParts: 'css-shadow-parts',
  cssCustomProperties: 'css-custom-properties',
  slots: 'slots',
} as const;

/** Anchor of a component method's sub-heading (and of table rows: property-x, event-x, ...). */
export function methodAnchor(name: string): string {
  return `method-${name}`;
}

/** Anchor ids of the other generated sections. */
export const OTHER_IDS = {
  icons: 'icons',
  usage: 'usage',
  description: 'description',
  inputs: 'inputs',
  options: 'options',
  advancedOptions: 'advanced-options',
  examples: 'examples',
  api: 'api',
  interfaces: 'interfaces',
  typeAliases: 'type-aliases',
  enums: 'enums',
  config: 'configuration-api',
} as const;

export function t(locale: Locale): ReferenceStrings {
  return strings[locale];
}
