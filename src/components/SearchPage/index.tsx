// The search page's form, status line and result list, rendered to HTML when pages are created
// (src/node/create-pages.ts) and placed by the template inside <docs-search-page>
// (./element.ts), which fills them. Without script the form still works: it asks for the page
// again with ?q=.
import React from 'react';
import type { T } from '../../i18n';

export function SearchPageParts({ t, action }: { t: T; action: string }) {
  return (
    <>
      <form className="search-page__form" role="search" method="get" action={action}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          className="search-page__input"
          placeholder={t('nav.searchPlaceholder')}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t('search.button')}
        </button>
      </form>
      <p className="search-page__status" aria-live="polite" />
      <ol className="search-results" />
      <div className="search-page__more" aria-hidden="true" />
    </>
  );
}
