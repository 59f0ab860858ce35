import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { AdCard } from '../components/AdCard';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Icon } from '../components/Icon';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Pagination } from '../components/Pagination';
import { Seo } from '../components/Seo';
import { Sidebar } from '../components/Sidebar';
import { TableOfContents } from '../components/TableOfContents';
import type { PageModel } from '../lib/types';
import { mdxComponents } from '../mdx/components';
import { DocContext } from '../mdx/DocContext';

interface Context {
  model: PageModel;
}

export default function DocTemplate({ pageContext, children }: PageProps<unknown, Context>) {
  const { model } = pageContext;
  const { t } = useTranslation('common');
  const hasToc = !model.hideTableOfContents && model.toc.length > 0;
  return (
    <Layout shell={model}>
      <div className={`doc-layout${model.sidebar ? ' doc-layout--with-sidebar' : ''}`}>
        {model.sidebar && (
          <aside className="doc-layout__sidebar">
            <Sidebar items={model.sidebar} activeId={model.id} />
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="doc-layout__main">
          <div className="doc-layout__content">
            <Breadcrumbs crumbs={model.breadcrumbs} homeHref={model.nav[''] ?? '/docs/'} />
            {!model.translated && (
              <div className="untranslated-note" role="note" lang={model.locale === 'ja' ? 'ja' : undefined}>
                <strong>{t('doc.untranslatedTitle')}</strong> {t('doc.untranslated')}
              </div>
            )}
            <article className="markdown" lang={model.translated ? undefined : 'en'}>
              <h1>{model.title}</h1>
              <DocContext.Provider value={{ locale: model.locale, version: model.version, file: model.file }}>
                <MDXProvider components={mdxComponents}>{children}</MDXProvider>
              </DocContext.Provider>
            </article>
            {model.editUrl && (
              <p className="edit-link">
                <a href={model.editUrl} rel="noopener noreferrer">
                  <Icon name="edit" size={16} /> {t('doc.editPage')}
                </a>
              </p>
            )}
            <Pagination previous={model.previous} next={model.next} />
          </div>
          {hasToc && (
            <div className="doc-layout__toc">
              <div className="doc-layout__toc-inner">
                <TableOfContents items={model.toc} />
                <AdCard seed={model.path} />
              </div>
            </div>
          )}
        </main>
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { model } = pageContext;
  return (
    <Seo
      title={model.title}
      description={model.description}
      path={model.path}
      locale={model.locale}
      alternates={model.alternates}
      keywords={model.keywords}
      isHome={model.isHome}
    />
  );
}

export const query = graphql`
  query DocPage($language: String!) {
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
