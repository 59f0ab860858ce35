import React from 'react';
import { siteConfig } from '../../../content/site/config';
import { locales } from '../../../content/site/locales';
import { DEFAULT_LOCALE } from '../../lib/routes';
import { FOOTER_ID } from '../Footer';
import type { Locale } from '../../lib/types';

export function pageTitle(title: string | null, isHome: boolean): string {
  if (isHome || !title) return siteConfig.title;
  return `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}

/** Everything in <head> for one page: title, description, canonical, hreflang, social cards. */
export function Seo({
  title,
  description,
  path,
  locale,
  alternates,
  keywords = [],
  isHome = false,
  noIndex = siteConfig.noIndex,
}: {
  title: string | null;
  description: string;
  path: string;
  locale: Locale;
  alternates: { locale: Locale; href: string }[];
  keywords?: string[];
  isHome?: boolean;
  noIndex?: boolean;
}) {
  const fullTitle = pageTitle(title, isHome);
  const url = `${siteConfig.url}${path}`;
  const image = `${siteConfig.url}${siteConfig.baseUrl}${siteConfig.socialImage}`;
  const desc = description || siteConfig.tagline;
  const xDefault = alternates.find((a) => a.locale === DEFAULT_LOCALE);
  return (
    <>
      <html lang={locales[locale].htmlLang} dir={locales[locale].direction} />
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      {/* The search ranks a page whose keywords hold the query above one that only mentions it. */}
      {keywords.length > 0 && (
        <meta name="keywords" content={keywords.join(', ')} data-pagefind-meta="keywords[content]" />
      )}
      {noIndex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={url} />
      {alternates.map((a) => (
        <link
          key={a.locale}
          rel="alternate"
          hrefLang={locales[a.locale].htmlLang}
          href={`${siteConfig.url}${a.href}`}
        />
      ))}
      {xDefault && <link rel="alternate" hrefLang="x-default" href={`${siteConfig.url}${xDefault.href}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={locales[locale].ogLocale} />
      {/* X reads the title, description and image from the og: tags above. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={siteConfig.twitterSite} />
      {/*
        First paint waits until the parser has reached the footer, i.e. the page's whole text is
        in the DOM: one style and layout pass for the page instead of a partial one that is laid
        out again (and can shift) when the rest arrives. Browsers without `expect` ignore it.
      */}
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      <link rel="icon" type="image/png" sizes="32x32" href={`${siteConfig.baseUrl}${siteConfig.favicon}`} />
      <link rel="apple-touch-icon" href={`${siteConfig.baseUrl}${siteConfig.touchIcon}`} />
    </>
  );
}
