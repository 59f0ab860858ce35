import type { HeadProps, PageProps } from 'gatsby';
import { navigate } from 'gatsby';
import React, { useEffect } from 'react';
import { withoutHtmlExtension } from '../lib/navigation';
import { PATH_PREFIX } from '../lib/routes';
import { useT } from '../i18n';
import { DocLink } from '../components/DocLink';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { ShellModel } from '../lib/types';

interface Context {
  shell: ShellModel;
  url: string;
  searchHref: string;
  title: string;
}

export default function NotFoundTemplate({ pageContext, location }: PageProps<unknown, Context>) {
  const { shell, searchHref } = pageContext;
  const t = useT();
  // A host that serves this page for /x.html: try the extensionless route before giving up.
  useEffect(() => {
    // The head script already showed the clean address of a .html URL (HTML_CLEANUP_SCRIPT).
    const cleaned = (window as unknown as { ___cleanedFromHtml?: string }).___cleanedFromHtml;
    const clean = withoutHtmlExtension(location.pathname) ?? (cleaned ? location.pathname : null);
    if (clean && clean.startsWith(PATH_PREFIX))
      navigate(`${clean.slice(PATH_PREFIX.length) || '/'}${location.search}${location.hash}`, { replace: true });
  }, [location]);
  return (
    <Layout shell={shell}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main not-found">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <ul className="not-found__actions">
          <li>
            <DocLink className="button" href={shell.nav[''] ?? '/docs/'}>
              {t('notFound.home')}
            </DocLink>
          </li>
          <li>
            <DocLink className="button button--secondary" href={searchHref}>
              {t('notFound.search')}
            </DocLink>
          </li>
        </ul>
      </main>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { shell, url, title } = pageContext;
  return <Seo title={title} description="" path={url} locale={shell.locale} alternates={shell.alternates} noIndex />;
}
