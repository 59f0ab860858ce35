import { Slice } from 'gatsby';
import React from 'react';
import { useT } from '../../i18n';
import type { PageModel } from '../../lib/types';
import { isUnlisted } from '../../lib/routes';
import { AdCard } from '../AdCard';
import { ArchivedVersionBanner } from '../ArchivedVersionBanner';
import { Breadcrumbs } from '../Breadcrumbs';
import { CopyPage } from '../CopyPage';
import { Icon } from '../Icon';
import { Layout, MAIN_CONTENT_ID } from '../Layout';
import { Pagination } from '../Pagination';
import { TableOfContents } from '../TableOfContents';
import { TranslationNote } from '../TranslationNote';

/**
 * Everything around a docs page's article: shell, sidebar, archived-version notice,
 * breadcrumbs, translation note, title, edit link, previous/next, table of contents and ad.
 * The article body comes as children (the body slice).
 */
/** The page's label in its sidebar (its last breadcrumb) when it differs from its title. */
export function otherName(model: Pick<PageModel, 'title' | 'breadcrumbs'>): string | null {
  const label = model.breadcrumbs[model.breadcrumbs.length - 1]?.label;
  // Pagefind reads "key:value" metadata up to a comma.
  return label && label !== model.title && !label.includes(',') ? label : null;
}

export function DocPage({ model, children }: { model: PageModel; children: React.ReactNode }) {
  const t = useT();
  const navName = otherName(model);
  const hasToc = !model.hideTableOfContents && model.toc.length > 0;
  return (
    <Layout shell={model}>
      <div className={`doc-layout${model.sidebarName ? ' doc-layout--with-sidebar' : ''}`}>
        {model.sidebarName && (
          <aside className="doc-layout__sidebar">
            <Slice alias="sidebar" activeId={model.id} allowEmpty />
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="doc-layout__main">
          <div className="doc-layout__content">
            <ArchivedVersionBanner notice={model.archived} />
            <Breadcrumbs crumbs={model.breadcrumbs} homeHref={model.nav[''] ?? '/docs/'} />
            <TranslationNote model={model} />
            {/* Only the article is indexed for search, with its version as a filter (test pages are not). */}
            <article
              className="markdown"
              {...(isUnlisted(model.id) ? {} : { 'data-pagefind-body': '' })}
              data-pagefind-filter={`version:${model.version}`}
              data-pagefind-meta={`section:${model.breadcrumbs[0]?.label ?? model.title}`}
            >
              {/* The page's name in the sidebar, where it is shorter than its title ("Live Reload"
                  for "Live Reload on Devices"): the search ranks it like a title. */}
              <div className="doc-title" {...(navName ? { 'data-pagefind-meta': `name:${navName}` } : {})}>
                <h1 data-pagefind-meta="title" data-pagefind-weight="10">
                  {model.title}
                </h1>
                <CopyPage path={model.path} />
              </div>
              {children}
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
