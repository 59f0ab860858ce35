import { withPrefix, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { ArchivedVersionBanner } from '../components/ArchivedVersionBanner';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import {
  SEARCH_PAGE_ATTR,
  SEARCH_PAGE_MESSAGES,
  SEARCH_PAGE_SCRIPT_ID,
  SEARCH_PAGE_TAG,
} from '../components/SearchPage/contract';
import { Seo } from '../components/Seo';
import { useT } from '../i18n';
import type { ArchivedNotice, ShellModel } from '../lib/types';
import { PAGEFIND_DIR, PAGEFIND_MODULE } from '../search/paths';

interface Context {
  shell: ShellModel;
  url: string;
  title: string;
  /** Set on an archived version's search page. */
  archived: ArchivedNotice | null;
  /** The form and the result list, as HTML (src/node/render/search-page.tsx). */
  html: string;
  /** The script that defines <docs-search-page> (src/node/search-page-script.ts). */
  script: string;
}

/**
 * The search page: the shell, and the form and results inside <docs-search-page>
 * (src/components/SearchPage/element.ts), whose script follows it, so results show on arrival
 * without the app. Their markup is set as HTML, which React never compares or redraws, since
 * the element fills the list. When the app brings this page in place of another, that script
 * (which React does not run) is run once here.
 */
export default function SearchTemplate({ pageContext }: PageProps<unknown, Context>) {
  const { shell, html, script, archived } = pageContext;
  const t = useT();
  useEffect(() => {
    if (customElements.get(SEARCH_PAGE_TAG)) return;
    const run = document.createElement('script');
    run.textContent = script;
    document.body.append(run);
    run.remove();
  }, [script]);
  const messages = Object.fromEntries(SEARCH_PAGE_MESSAGES.map((key) => [key, t(`search.${key}`)]));
  const attributes = {
    [SEARCH_PAGE_ATTR.version]: shell.version,
    [SEARCH_PAGE_ATTR.pagefind]: withPrefix(PAGEFIND_DIR),
    [SEARCH_PAGE_ATTR.messages]: JSON.stringify(messages),
  };
  return (
    <Layout shell={shell}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main search-page">
        <ArchivedVersionBanner notice={archived} />
        <h1>{t('search.title')}</h1>
        <docs-search-page {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
        <script id={SEARCH_PAGE_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: script }} />
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
