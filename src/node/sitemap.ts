// sitemap.xml (gatsby-plugin-sitemap, configured in gatsby-config.ts): every public docs page
// of both versions and languages, each with its hreflang alternates. Only pages made from the
// doc template count (not search, 404 or redirect pages); the maintainers' test pages are out.
import { locales } from '../../content/site/locales';
import { DEFAULT_LOCALE, isUnlisted } from '../lib/routes';
import type { Locale } from '../lib/types';

export interface SitemapNode {
  path: string;
  pageContext?: { model?: { id: string; alternates: { locale: Locale; href: string }[] } } | null;
}

export interface SitemapEntry {
  url: string;
  links: { lang: string; url: string }[];
}

export function sitemapPages(nodes: readonly SitemapNode[]): SitemapNode[] {
  return nodes.filter((n) => n.pageContext?.model && !isUnlisted(n.pageContext.model.id));
}

/** `url` is the Gatsby page path (the plugin adds the site URL and path prefix); links are absolute. */
export function sitemapEntry(node: SitemapNode, siteUrl: string): SitemapEntry {
  const alternates = node.pageContext?.model?.alternates ?? [];
  const links: SitemapEntry['links'] = alternates.map((a) => ({
    lang: locales[a.locale].htmlLang,
    url: `${siteUrl}${a.href}`,
  }));
  const fallback = alternates.find((a) => a.locale === DEFAULT_LOCALE);
  if (fallback) links.push({ lang: 'x-default', url: `${siteUrl}${fallback.href}` });
  return { url: node.path, links };
}
