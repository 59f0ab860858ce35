// The one link resolver, run at build time: an href written in a page (MDX) or found in
// package metadata (component docs, CLI help, Capacitor READMEs) becomes a doc route in the
// linking page's locale and version, or null when it leaves the docs.
import { CURRENT_VERSION, DEFAULT_LOCALE, LOCALES, PATH_PREFIX, toPath, type DocRoute } from './routes';
import type { DocVersion, Locale } from './types';

/** The folder of a generated page: a bare relative name in its metadata is a page beside it. */
export type MetadataBase = 'api' | 'cli' | 'native';

/** Where a link is written. */
export type LinkSource =
  /** A written page; `file` is its path relative to its version root ('theming/basics.mdx', 'cli/index.mdx'). */
  | { kind: 'page'; locale: Locale; version: DocVersion; file: string }
  /**
   * Package metadata shown on a generated page in the folder `base`; `nativePlugins` are the
   * plugins with a page here (links to capacitorjs.com/docs/apis/{name} become internal).
   */
  | { kind: 'metadata'; locale: Locale; version: DocVersion; base: MetadataBase; nativePlugins?: ReadonlySet<string> };

export interface ResolvedLink {
  route: DocRoute;
  /** Without '#'; '' for none. */
  hash: string;
}

/** The doc ids of one version and their anchors (a Map works; so does a view over several). */
export interface DocIds {
  has(id: string): boolean;
  get(id: string): ReadonlySet<string> | undefined;
}

/** Doc ids and their anchors, per version: what a generated link may point at. */
export type DocIndex = Record<DocVersion, DocIds>;

/** Where generated pages are shown: their links resolve in this locale and version, within `index` when given. */
export interface LinkTarget {
  locale: Locale;
  version: DocVersion;
  index?: DocIndex;
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** A path as a doc id: no query, .md/.mdx/.html, /index or outer slashes. */
function cleanSlug(path: string): string {
  return path
    .replace(/\?.*$/, '')
    .replace(/\.(mdx?|html)$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/(^|\/)index$/, '');
}

const IONIC_DOCS = /^https?:\/\/(?:www\.)?ionicframework\.com\/docs\/((?:api|cli|native)(?:\/.*)?)$/i;
const CAPACITOR_API = /^https?:\/\/capacitorjs\.com\/docs\/apis\/([\w-]+)\/?$/i;
const OTHER_LOCALES: readonly string[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * Package metadata links as a root doc-id link (`/docs/{id}#hash`), or null for links that stay
 * as written: this site's published URLs and the Capacitor pages of plugins documented here are
 * internal; a /docs/ path keeps no locale or version prefix (metadata is shared by every locale
 * and version, so its links follow the page's); a bare relative name is a page beside this one
 * and a relative path with a folder ('../theming/basics') is from the docs root.
 */
function metadataLink(raw: string, from: Extract<LinkSource, { kind: 'metadata' }>): string | null {
  const href = raw.trim();
  const at = href.indexOf('#');
  const [path, hash] = at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  const root = (id: string) => `${PATH_PREFIX}/${id}${hash}`;

  const ionic = IONIC_DOCS.exec(path);
  if (ionic) return root(ionic[1]);
  const capacitor = CAPACITOR_API.exec(path);
  if (capacitor) return from.nativePlugins?.has(capacitor[1]) ? root(`native/${capacitor[1]}`) : null;
  if (isExternal(path)) return null;

  if (path.startsWith('/')) {
    if (path !== PATH_PREFIX && !path.startsWith(`${PATH_PREFIX}/`)) return null; // a site path outside the docs
    const segments = cleanSlug(path.slice(PATH_PREFIX.length)).split('/');
    if (OTHER_LOCALES.includes(segments[0])) segments.shift();
    // Any version, also one hosted elsewhere (v6): the page's own version is meant.
    if (/^v\d+$/.test(segments[0] ?? '')) segments.shift();
    return root(segments.join('/'));
  }

  // 'button', './button/', '../button.md' and 'button/index' name a page; 'api/index/' has a folder.
  const rel = path
    .replace(/^(?:\.\.?\/)+/, '')
    .replace(/\?.*$/, '')
    .replace(/\/index(\.(mdx?|html))?$/, '')
    .replace(/\.(mdx?|html)$/, '')
    .replace(/^\/+|\/+$/g, '');
  if (rel === '') return null; // './', '?x' or a same-page '#anchor'
  return root(rel.includes('/') ? rel : `${from.base}/${rel}`);
}

/**
 * Where a link leads: the linking page's locale and version, or null for external and
 * same-page links.
 *
 * Written pages: `/theming/colors` (and `/docs/theming/colors`, the same link with the site's
 * prefix) is a doc id; `./colors` and `../api/button.mdx` are relative to the
 * page's source file. Links never leave the page's version and locale (a full https:// URL does).
 * Package metadata is first turned into such a root link (see metadataLink).
 *
 * With `index` (build time, generated pages), a target missing in the page's version leads to
 * the current version's page, else the nearest existing parent, else the version home, and an
 * unknown #anchor is dropped (fallbackTarget).
 */
export function resolveLink(href: string, from: LinkSource, index?: DocIndex): ResolvedLink | null {
  const link = from.kind === 'metadata' ? metadataLink(href, from) : href;
  if (link === null || isExternal(link)) return null;
  const [pathAndQuery, hash = ''] = link.split('#');
  const path = pathAndQuery.split('?')[0];
  if (path === '') return null; // same-page anchor or query
  let slug: string;
  if (path === PATH_PREFIX || path.startsWith(`${PATH_PREFIX}/`)) {
    slug = path.slice(PATH_PREFIX.length);
  } else if (path.startsWith('/')) {
    slug = path;
  } else {
    const parts = from.kind === 'page' ? from.file.split('/').slice(0, -1) : [];
    for (const seg of path.split('/')) {
      if (seg === '' || seg === '.') continue;
      if (seg === '..') parts.pop();
      else parts.push(seg);
    }
    slug = parts.join('/');
  }
  slug = cleanSlug(slug);
  if (!index) return { route: { locale: from.locale, version: from.version, slug }, hash };
  const target = fallbackTarget(index, from.version, CURRENT_VERSION, slug, hash);
  return { route: { locale: from.locale, version: target.version, slug: target.id }, hash: target.hash ?? '' };
}

/** The href a link gets in HTML: the resolved URL, or the href as written where it leaves the docs. */
export function linkHref(href: string, from: LinkSource, index?: DocIndex): string {
  const resolved = resolveLink(href, from, index);
  return resolved ? toPath(resolved.route, resolved.hash) : href;
}

/**
 * A link the build makes to a page it names itself, possibly of another version (a v7
 * component page to its v8 page, to a section of the v8 upgrade guide): the page's URL with
 * `hash` when `index` has that anchor on it, without it when not; null when the page does
 * not exist in that version.
 */
export function pageHref(index: DocIndex, route: DocRoute, hash = ''): string | null {
  const anchors = index[route.version].get(route.slug);
  if (!anchors) return null;
  return toPath(route, hash && anchors.has(hash) ? hash : '');
}

/** linkHref for the metadata of generated pages in `base`, shown at `target`. */
export function metadataHrefs(
  target: LinkTarget,
  base: MetadataBase,
  nativePlugins?: ReadonlySet<string>,
): (href: string) => string {
  const from: LinkSource = { kind: 'metadata', locale: target.locale, version: target.version, base, nativePlugins };
  return (href) => linkHref(href, from, target.index);
}

/**
 * Where a link from package metadata should lead when its target is not a page of this
 * version: the same page in the current version if it exists there, else the nearest
 * existing parent section, else the version home. An unknown #anchor is dropped.
 */
function fallbackTarget(
  index: DocIndex,
  version: DocVersion,
  current: DocVersion,
  id: string,
  hash: string | undefined,
): { version: DocVersion; id: string; hash?: string } {
  const keepHash = (v: DocVersion, target: string) => (hash && index[v].get(target)?.has(hash) ? hash : undefined);
  if (index[version].has(id)) return { version, id, hash: keepHash(version, id) };
  if (index[current].has(id)) return { version: current, id, hash: keepHash(current, id) };
  let parent = id;
  while (parent.includes('/')) {
    parent = parent.slice(0, parent.lastIndexOf('/'));
    if (index[version].has(parent)) return { version, id: parent };
  }
  return { version, id: index[version].has(parent) ? parent : '' };
}
