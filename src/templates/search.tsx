import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { useTranslate } from '../i18n/Translate';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { ShellModel } from '../lib/types';

interface Context {
  shell: ShellModel;
  url: string;
  title: Record<string, string>;
}

/** The full search page; reads and writes ?q= so a search can be shared. */
export default function SearchTemplate({ pageContext, location }: PageProps<unknown, Context>) {
  const { shell } = pageContext;
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.search]);
  return (
    <Layout shell={shell}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main">
        <h1>{translate({ id: 'search.title' })}</h1>
        <form className="search-page__form" role="search" method="get">
          <label htmlFor="search-page-input" className="visually-hidden">
            {translate({ id: 'search.label' })}
          </label>
          <input id="search-page-input" type="search" name="q" value={query} onChange={(e) => setQuery(e.target.value)} className="search-page__input" />
          <button type="submit" className="button">
            {translate({ id: 'search.button' })}
          </button>
        </form>
      </main>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { shell, url, title } = pageContext;
  return <Seo title={title[shell.locale]} description="" path={url} locale={shell.locale} alternates={shell.alternates} noIndex />;
}

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
