// The one place that maps {locale, version, slug} to a URL and back.
// Nothing else builds a docs URL by string concatenation.
import { defaultLocale, localeNames, locales } from '../../content/site/locales';
import { currentVersion, versions } from '../../content/site/versions';
import { PATH_PREFIX } from './path-prefix';
import type { DocVersion, Locale } from './types';

export { PATH_PREFIX };
/** From the registries (content/site/locales.ts, versions.ts); nothing else lists them. */
export const LOCALES: readonly Locale[] = localeNames;
export const DEFAULT_LOCALE: Locale = defaultLocale;
export const VERSIONS: readonly DocVersion[] = versions.map((v) => v.name);
export const CURRENT_VERSION: DocVersion = currentVersion;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function isVersion(value: string): value is DocVersion {
  return (VERSIONS as readonly string[]).includes(value);
}

/** A value for every version of the registry, made by `make`. */
export function byVersion<T>(make: (version: DocVersion) => T): Record<DocVersion, T> {
  return Object.fromEntries(VERSIONS.map((v) => [v, make(v)])) as Record<DocVersion, T>;
}

/** A value for every locale of the registry, made by `make`. */
export function byLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((l) => [l, make(l)])) as Record<Locale, T>;
}

/**
 * The `lang` of English text (package metadata, an untranslated page) shown in a page of
 * `locale`: none where the page is English itself.
 */
export function englishTextLang(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locales[DEFAULT_LOCALE].htmlLang;
}

export interface DocRoute {
  locale: Locale;
  version: DocVersion;
  /** Doc id: '' for a version's home, 'theming/basics', 'api/button'… */
  slug: string;
}

function normaliseSlug(slug: string): string {
  return slug
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/index$/, '')
    .replace(/^index$/, '');
}

/** Path inside the site, without the /docs prefix (what Gatsby's createPage takes). */
export function toPagePath(route: DocRoute): string {
  const parts: string[] = [];
  if (route.locale !== DEFAULT_LOCALE) parts.push(route.locale);
  if (route.version !== CURRENT_VERSION) parts.push(route.version);
  const slug = normaliseSlug(route.slug);
  if (slug) return `/${[...parts, slug].join('/')}`;
  // Homes keep their trailing slash: /docs/, /docs/v7/, /docs/ja/, /docs/ja/v7/.
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/** Public URL path including the /docs prefix, with an optional #hash. */
export function toPath(route: DocRoute, hash?: string): string {
  const path = `${PATH_PREFIX}${toPagePath(route)}`;
  return hash ? `${path}#${hash.replace(/^#/, '')}` : path;
}

/**
 * Parses a URL path (with or without the /docs prefix, query or hash) into a route.
 * Returns null for paths outside the docs.
 */
export function fromPath(input: string): DocRoute | null {
  let path = input.split(/[?#]/)[0];
  if (path === PATH_PREFIX || path.startsWith(`${PATH_PREFIX}/`)) {
    path = path.slice(PATH_PREFIX.length);
  } else if (/^https?:/.test(path)) {
    return null;
  }
  path = path.replace(/\/index(\.html)?$/, '').replace(/\.html$/, '');
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  let locale: Locale = DEFAULT_LOCALE;
  let version: DocVersion = CURRENT_VERSION;
  const [first] = segments;
  if (first && isLocale(first) && first !== DEFAULT_LOCALE) {
    locale = first;
    segments.shift();
  }
  const [next] = segments;
  if (next && isVersion(next) && next !== CURRENT_VERSION) {
    version = next;
    segments.shift();
  }
  return { locale, version, slug: segments.join('/') };
}

/** The maintainers' test pages: reachable, but kept out of search, the sitemap and llms.txt. */
export function isUnlisted(id: string): boolean {
  return id === 'test' || id.startsWith('test/');
}

/** A page's Markdown twin: its path plus .md; a folder path (/docs/, /docs/ja/) ends in index.md. */
export function markdownTwinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
