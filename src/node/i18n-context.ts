import { DEFAULT_LOCALE, LOCALES } from '../lib/routes';
import type { Locale } from '../lib/types';

/**
 * The context gatsby-plugin-react-i18next expects. Set on every page we create, or the
 * plugin deletes the page and re-creates it once per language.
 */
export function i18nContext(locale: Locale, pagePath: string, originalPath: string) {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...LOCALES],
      defaultLanguage: DEFAULT_LOCALE,
      generateDefaultLanguagePage: false,
      routed: locale !== DEFAULT_LOCALE,
      originalPath,
      path: pagePath,
    },
  };
}
