import { MDXProvider } from '@mdx-js/react';
import React from 'react';
import { useTranslate } from '../../i18n/Translate';
import type { PageModel } from '../../lib/types';
import { mdxComponents } from '../../mdx/components';
import { DocContext } from '../../mdx/DocContext';
import { AdCard } from '../AdCard';
import { Breadcrumbs } from '../Breadcrumbs';
import { Icon } from '../Icon';
import { Layout, MAIN_CONTENT_ID } from '../Layout';
import { Pagination } from '../Pagination';
import { Sidebar } from '../Sidebar';
import { TableOfContents } from '../TableOfContents';

/** Renders a page's MDX body with the site's components and link resolution. */
export function MdxBody({ model, children }: { model: PageModel; children: React.ReactNode }) {
  return (
    <DocContext.Provider value={{ locale: model.locale, version: model.version, file: model.file }}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocContext.Provider>
  );
}

/**
 * Everything around a docs page's article: shell, sidebar, breadcrumbs, untranslated note,
 * title, edit link, previous/next, table of contents and ad.
 */
export function DocPage({ model, children }: { model: PageModel; children: React.ReactNode }) {
  const translate = useTranslate();
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
              <div className="untranslated-note" role="note">
                <strong>{translate({ id: 'doc.untranslatedTitle' })}</strong> {translate({ id: 'doc.untranslated' })}
              </div>
            )}
            {/* Only the article is indexed for search, with its version as a filter. */}
            <article className="markdown" data-pagefind-body="" data-pagefind-filter={`version:${model.version}`} data-pagefind-meta={`section:${model.breadcrumbs[0]?.label ?? model.title}`}>
              <h1 data-pagefind-meta="title" data-pagefind-weight="10">
                {model.title}
              </h1>
              {children}
            </article>
            {model.editUrl && (
              <p className="edit-link">
                <a href={model.editUrl} rel="noopener noreferrer">
                  <Icon name="edit" size={16} /> {translate({ id: 'doc.editPage' })}
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
