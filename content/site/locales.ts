// The registry of locales: the one list routes, page creation, GraphQL, the UI strings and the
// reference loaders read. The first is the default locale (served without a URL prefix).
// Adding a locale: an entry here and its strings in locales/<locale>/ (common.json, the
// reference pages' reference.json, the sidebar categories' sidebar.json), nothing else.
import enCommon from '../../locales/en/common.json';
import enReference from '../../locales/en/reference.json';
import enCategories from '../../locales/en/sidebar.json';
import jaCommon from '../../locales/ja/common.json';
import jaReference from '../../locales/ja/reference.json';
import jaCategories from '../../locales/ja/sidebar.json';

/** A locale's UI strings: nested objects of strings, read by dotted keys (src/i18n). */
export type Messages = { [key: string]: string | Messages };

export interface LocaleConfig {
  label: string;
  htmlLang: string;
  /** Open Graph locale (og:locale). */
  ogLocale: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** URL segment after /docs/; empty for the default locale. */
  path: string;
  /** UI strings: common.json at the top, reference.json under `reference`, sidebar.json under `categories`. */
  messages: Messages;
}

export const locales = {
  en: {
    label: 'English',
    htmlLang: 'en',
    ogLocale: 'en_US',
    direction: 'ltr',
    calendar: 'gregory',
    path: '',
    messages: { ...enCommon, reference: enReference, categories: enCategories },
  },
  ja: {
    label: '日本語',
    htmlLang: 'ja',
    ogLocale: 'ja_JP',
    direction: 'ltr',
    calendar: 'gregory',
    path: 'ja',
    messages: { ...jaCommon, reference: jaReference, categories: jaCategories },
  },
} as const satisfies Record<string, LocaleConfig>;

export type Locale = keyof typeof locales;

/** Every locale, the default first. */
export const localeNames = Object.keys(locales) as Locale[];

export const defaultLocale: Locale = localeNames[0];

/** Where translators can help; shown at the end of the language menu. */
export const translateUrl = 'https://github.com/ionic-team/ionic-docs/tree/main/content/i18n';
