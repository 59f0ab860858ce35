// The search page's form and result list as HTML (src/components/SearchPage), for its
// template to place inside <docs-search-page> untouched by React, since the element fills the
// list (src/templates/search.tsx).
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchPageParts } from '../../components/SearchPage';
import { tFor } from '../../i18n';
import type { Locale } from '../../lib/types';

/** The parts of the search page at `url` (its own address: the form's action without script). */
export function searchPageHtml(locale: Locale, url: string): string {
  return renderToStaticMarkup(<SearchPageParts t={tFor(locale)} action={url} />);
}
