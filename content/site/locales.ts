import type { Locale, LocaleConfig } from '../../src/lib/types';

export const defaultLocale: Locale = 'en';

export const locales: Record<Locale, LocaleConfig> = {
  en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', path: '' },
  ja: { label: '日本語', htmlLang: 'ja', direction: 'ltr', calendar: 'gregory', path: 'ja' },
};

/** Where translators can help; shown at the end of the language menu. */
export const translateUrl = 'https://github.com/ionic-team/ionic-docs/tree/main/content/i18n';
