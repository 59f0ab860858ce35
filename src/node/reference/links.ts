// Rewrites link targets found in package metadata to site URLs, through the lead's resolver.
import type { ResolveDocLink } from './types';

export type LinkBase = 'api' | 'cli' | 'native';

export interface LinkContext {
  resolve: ResolveDocLink;
  /** The folder of the page the link appears on: relative links are siblings in it. */
  base: LinkBase;
  /** Native plugin names with a page on this site (links to capacitorjs.com/docs/apis/{name} become internal). */
  nativePlugins?: ReadonlySet<string>;
}

function splitHash(href: string): [string, string] {
  const i = href.indexOf('#');
  return i === -1 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}

function cleanId(p: string): string {
  return p
    .replace(/\?.*$/, '')
    .replace(/\/index(\.mdx?|\.html)?$/, '')
    .replace(/(\.mdx?|\.html)$/, '')
    .replace(/\/+$/, '')
    .replace(/^\/+/, '');
}

/**
 * Doc id (with hash) for a link that points inside this site, or null for external links.
 * Exported for tests.
 */
export function internalDocId(href: string, ctx: Pick<LinkContext, 'base' | 'nativePlugins'>): string | null {
  const h = href.trim();
  if (h === '' || h.startsWith('#')) return null;
  const [pathPart, hash] = splitHash(h);

  const ionic = /^https?:\/\/(?:www\.)?ionicframework\.com\/docs\/((?:api|cli|native)(?:\/.*)?)$/i.exec(pathPart);
  if (ionic) return cleanId(ionic[1]) + hash;

  const cap = /^https?:\/\/capacitorjs\.com\/docs\/apis\/([\w-]+)\/?$/i.exec(pathPart);
  if (cap) {
    return ctx.nativePlugins?.has(cap[1]) ? `native/${cap[1]}${hash}` : null;
  }

  if (/^[a-z][a-z0-9+.-]*:/i.test(pathPart) || pathPart.startsWith('//')) return null;

  if (pathPart.startsWith('/')) {
    const m = /^\/docs(?:\/(.*))?$/.exec(pathPart);
    if (!m) return null; // a site-root path outside the docs
    // Links that already carry a locale or version prefix are re-targeted to the current ones.
    const rest = cleanId(m[1] ?? '').replace(/^ja(\/|$)/, '').replace(/^v\d+(\/|$)/, '');
    return rest + hash;
  }

  // Relative: './button', '../button' and 'button' are siblings in the current folder;
  // a relative path with a folder of its own ('../theming/basics') is taken from the docs root.
  const rel = cleanId(pathPart.replace(/^(?:\.\.?\/)+/, ''));
  if (rel === '') return null;
  return (rel.includes('/') ? rel : `${ctx.base}/${rel}`) + hash;
}

export function createHrefRewriter(ctx: LinkContext): (href: string) => string {
  return (href: string): string => {
    const id = internalDocId(href, ctx);
    return id === null ? href : ctx.resolve(id);
  };
}
