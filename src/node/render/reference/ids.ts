// Anchor ids of the generated reference sections (identical in every locale) and the one
// sentence built from parts. The strings themselves are `reference.*` keys of t() (src/i18n,
// locales/<locale>/reference.json).
import { formatList, type T } from '../../../i18n';

export type SectionKey = 'properties' | 'events' | 'methods' | 'cssShadowParts' | 'cssCustomProperties' | 'slots';

/** Fallback meta description for a component whose metadata has no description. */
export function componentSummary(t: T, tag: string, sections: SectionKey[]): string {
  return sections.length
    ? t('reference.summaryWith', {
        tag,
        sections: formatList(
          t,
          sections.map((k) => t(`reference.sectionNouns.${k}`)),
        ),
      })
    : t('reference.summary', { tag });
}

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
