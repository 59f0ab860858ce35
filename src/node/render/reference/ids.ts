// Anchor ids of the generated reference sections (identical in every locale) and the one
// sentence built from parts. The strings themselves are `reference.*` keys of t() (src/i18n,
// locales/<locale>/reference.json).
import { formatList, type T } from '../../../i18n';
import type { ApiKind } from '../../../lib/api-history';

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

/** Anchor of a component method's sub-heading (other APIs: apiAnchor). */
export function methodAnchor(name: string): string {
  return `method-${name}`;
}

const ROW_PREFIX: Record<ApiKind, string> = {
  props: 'property',
  events: 'event',
  methods: 'method',
  parts: 'part',
  styles: 'css-property',
  slots: 'slot',
};

/** Anchor of an API on a component page (its row, or a method's heading); none for the default slot. */
export function apiAnchor(kind: ApiKind, name: string): string | null {
  return name ? `${ROW_PREFIX[kind]}-${name}` : null;
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
