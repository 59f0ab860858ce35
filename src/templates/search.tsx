import { withPrefix, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ArchivedVersionBanner } from '../components/ArchivedVersionBanner';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useT } from '../i18n';
import type { ArchivedNotice, ShellModel } from '../lib/types';
import { PAGEFIND_MODULE } from '../search/paths';

interface Context {
  shell: ShellModel;
  url: string;
  title: string;
  /** Set on an archived version's search page. */
  archived: ArchivedNotice | null;
  /** The search form and results, an island rendered at build time (src/components/SearchPage). */
  island: string;
}

/** The search page: the shell and the search island, which the app hydrates as soon as it runs. */
export default function SearchTemplate({ pageContext }: PageProps<unknown, Context>) {
  const { shell, island, archived } = pageContext;
  const t = useT();
  return (
    <Layout shell={shell}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main search-page">
        <ArchivedVersionBanner notice={archived} />
        <h1>{t('search.title')}</h1>
        <div dangerouslySetInnerHTML={{ __html: island }} />
      </main>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { shell, url, title } = pageContext;
  // The page searches as soon as its script runs: Pagefind's module is fetched beside that script
  // rather than after it.
  return (
    <>
      <Seo title={title} description="" path={url} locale={shell.locale} alternates={shell.alternates} noIndex />
      <link rel="modulepreload" href={withPrefix(PAGEFIND_MODULE)} />
    </>
  );
}
