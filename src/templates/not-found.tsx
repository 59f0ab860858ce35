import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { DocLink } from '../components/DocLink';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { ShellModel } from '../lib/types';

interface Context {
  shell: ShellModel;
  url: string;
  searchHref: string;
  title: Record<string, string>;
}

export default function NotFoundTemplate({ pageContext }: PageProps<unknown, Context>) {
  const { shell, searchHref } = pageContext;
  const { t } = useTranslation('common');
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
  return <Seo title={title[shell.locale]} description="" path={url} locale={shell.locale} alternates={shell.alternates} noIndex />;
}

export const query = graphql`
  query NotFoundPage($language: String!) {
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
