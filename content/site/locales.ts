// The registry of locales: the one list routes, page creation, GraphQL, the UI strings and the
// reference loaders read. The first is the default locale (served without a URL prefix).

export interface LocaleConfig {
  label: string;
  htmlLang: string;
  /** Open Graph locale (og:locale). */
  ogLocale: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** URL segment after /docs/; empty for the default locale. */
  path: string;
}

export const locales = {
  en: { label: 'English', htmlLang: 'en', ogLocale: 'en_US', direction: 'ltr', calendar: 'gregory', path: '' },
  ja: { label: '日本語', htmlLang: 'ja', ogLocale: 'ja_JP', direction: 'ltr', calendar: 'gregory', path: 'ja' },
} as const satisfies Record<string, LocaleConfig>;

export type Locale = keyof typeof locales;

/** Every locale, the default first. */
export const localeNames = Object.keys(locales) as Locale[];

export const defaultLocale: Locale = localeNames[0];

/** Where translators can help; shown at the end of the language menu. */
export const translateUrl = 'https://github.com/ionic-team/ionic-docs/tree/main/content/i18n';
