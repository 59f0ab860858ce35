import { navigate, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { siteConfig } from '../../content/site/config';
import { PATH_PREFIX } from '../lib/routes';
import { useT } from '../i18n';

interface Context {
  /** The page that replaced this URL (/docs/…). */
  to: string;
}

/**
 * An old URL of a moved page. Static hosts serve this file; it sends readers on at once (a
 * refresh for browsers without JavaScript, client navigation otherwise) and tells search
 * engines where the page lives now (canonical link).
 */
export default function RedirectTemplate({ pageContext, location }: PageProps<unknown, Context>) {
  const t = useT();
  useEffect(() => {
    void navigate(`${pageContext.to.slice(PATH_PREFIX.length) || '/'}${location.hash}`, { replace: true });
  }, [pageContext.to, location.hash]);
  return (
    <main className="page-main">
      <p>
        {t('redirect.moved')} <a href={pageContext.to}>{`${siteConfig.url}${pageContext.to}`}</a>
      </p>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={`${siteConfig.url}${pageContext.to}`} />
      <title>{siteConfig.title}</title>
    </>
  );
}
