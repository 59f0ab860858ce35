// UI strings of the generated reference pages. Descriptions themselves come from the
// packages and stay in English; only headings, column names and notices are translated.
import type { Locale } from '../../node/reference/types';

export type SectionKey = 'properties' | 'events' | 'methods' | 'cssShadowParts' | 'cssCustomProperties' | 'slots';

const EN_NOUNS: Record<SectionKey, string> = {
  properties: 'properties',
  events: 'events',
  methods: 'methods',
  cssShadowParts: 'CSS shadow parts',
  cssCustomProperties: 'CSS custom properties',
  slots: 'slots',
};

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

export const strings: { en: ReferenceStrings; ja: ReferenceStrings } = {
  en: {
    packageTextNote: () => '',
    properties: 'Properties',
    events: 'Events',
    methods: 'Methods',
    cssShadowParts: 'CSS Shadow Parts',
    cssCustomProperties: 'CSS Custom Properties',
    slots: 'Slots',
    name: 'Name',
    description: 'Description',
    attribute: 'Attribute',
    type: 'Type',
    default: 'Default',
    bubbles: 'Bubbles',
    signature: 'Signature',
    parameters: 'Parameters',
    returns: 'Returns',
    since: 'Since',
    value: 'Value',
    ios: 'iOS',
    md: 'MD',
    yes: 'Yes',
    no: 'No',
    noProperties: 'This component has no properties.',
    noEvents: 'This component has no events.',
    noMethods: 'This component has no public methods.',
    noParts: 'This component has no CSS shadow parts.',
    noCssProperties: 'This component has no CSS custom properties.',
    noSlots: 'This component has no slots.',
    noParameters: 'None',
    deprecated: 'Deprecated',
    required: 'Required',
    defaultSlot: '(default)',
    noAttribute: 'none',
    componentSummary: (tag, sections) =>
      sections.length > 0
        ? `API reference for ${tag}: ${joinList(sections.map((k) => EN_NOUNS[k]), 'and')}.`
        : `API reference for ${tag}.`,
    icons: 'Icons',
    searchIcons: 'Search icons',
    searchPlaceholder: 'Name or keyword, e.g. heart',
    iconStyle: 'Style',
    outline: 'Outline',
    filled: 'Filled',
    sharp: 'Sharp',
    iconCount: (shown, total) => (shown === total ? `${total} icons` : `${shown} of ${total} icons`),
    noIconsFound: (q) => `No icon matches “${q}”.`,
    selectIconHint: 'Select an icon to see the markup that displays it.',
    usage: 'Usage',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copy failed: select the code and copy it by hand.',
    synopsis: 'Usage',
    cliDescription: 'Description',
    inputs: 'Inputs',
    options: 'Options',
    advancedOptions: 'Advanced Options',
    examples: 'Examples',
    aliases: 'Aliases',
    optional: 'optional',
    deprecatedCommand: 'This command is deprecated and may be removed in a future release of the Ionic CLI.',
    projectCommand: 'Run this command inside an Ionic project.',
    status: { beta: 'Beta', experimental: 'Experimental', paid: 'Appflow' },
    api: 'API',
    methodIndex: 'Methods',
    interfaces: 'Interfaces',
    typeAliases: 'Type Aliases',
    enums: 'Enums',
    configuration: 'Configuration',
    members: 'Members',
    jsonConfigExample: 'In capacitor.config.json:',
    tsConfigExample: 'In capacitor.config.ts:',
    noMethodsPlugin: 'This plugin has no methods.',
    referenceIndex: 'Reference index',
  },
  ja: {
    packageTextNote: (pkg) => `以下の API 表は ${pkg} のメタデータから生成しています。見出しと列名は日本語ですが、各項目の説明はパッケージに書かれた英語のまま掲載しています。`,
    properties: 'プロパティ',
    events: 'イベント',
    methods: 'メソッド',
    cssShadowParts: 'CSS シャドウパーツ',
    cssCustomProperties: 'CSS カスタムプロパティ',
    slots: 'スロット',
    name: '名前',
    description: '説明',
    attribute: '属性',
    type: '型',
    default: 'デフォルト値',
    bubbles: 'バブリング',
    signature: 'シグネチャ',
    parameters: 'パラメーター',
    returns: '戻り値',
    since: '追加バージョン',
    value: '値',
    ios: 'iOS',
    md: 'MD',
    yes: 'する',
    no: 'しない',
    noProperties: 'このコンポーネントにはプロパティがありません。',
    noEvents: 'このコンポーネントにはイベントがありません。',
    noMethods: 'このコンポーネントには公開メソッドがありません。',
    noParts: 'このコンポーネントには CSS シャドウパーツがありません。',
    noCssProperties: 'このコンポーネントには CSS カスタムプロパティがありません。',
    noSlots: 'このコンポーネントにはスロットがありません。',
    noParameters: 'なし',
    deprecated: '非推奨',
    required: '必須',
    defaultSlot: '（デフォルト）',
    noAttribute: 'なし',
    componentSummary: (tag, sections) =>
      sections.length > 0
        ? `${tag} の API リファレンス（${sections.map((k) => strings.ja[k]).join('、')}）。`
        : `${tag} の API リファレンス。`,
    icons: 'アイコン一覧',
    searchIcons: 'アイコンを検索',
    searchPlaceholder: '名前またはキーワード（例: heart）',
    iconStyle: 'スタイル',
    outline: 'アウトライン',
    filled: '塗りつぶし',
    sharp: 'シャープ',
    iconCount: (shown, total) => (shown === total ? `${total} 個のアイコン` : `${total} 個中 ${shown} 個のアイコン`),
    noIconsFound: (q) => `「${q}」に一致するアイコンはありません。`,
    selectIconHint: 'アイコンを選ぶと、表示に使うマークアップが表示されます。',
    usage: '使い方',
    copy: 'コピー',
    copied: 'コピーしました',
    copyFailed: 'コピーできませんでした。コードを選択して手動でコピーしてください。',
    synopsis: '使い方',
    cliDescription: '説明',
    inputs: '入力',
    options: 'オプション',
    advancedOptions: '高度なオプション',
    examples: '例',
    aliases: '別名',
    optional: '省略可',
    deprecatedCommand: 'このコマンドは非推奨です。今後の Ionic CLI のリリースで削除される可能性があります。',
    projectCommand: 'このコマンドは Ionic プロジェクト内で実行してください。',
    status: { beta: 'ベータ', experimental: '試験的', paid: 'Appflow' },
    api: 'API',
    methodIndex: 'メソッド',
    interfaces: 'インターフェース',
    typeAliases: '型エイリアス',
    enums: '列挙型',
    configuration: '設定',
    members: 'メンバー',
    jsonConfigExample: 'capacitor.config.json の場合:',
    tsConfigExample: 'capacitor.config.ts の場合:',
    noMethodsPlugin: 'このプラグインにはメソッドがありません。',
    referenceIndex: 'リファレンス一覧',
  },
};

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

function joinList(items: string[], conj: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}
