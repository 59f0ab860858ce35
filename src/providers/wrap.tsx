// What wraps a page (gatsby-ssr.tsx and gatsby-browser.tsx: wrapRootElement, wrapPageElement)
// and, the same way, every island: the site-wide providers, the page's language and the error
// boundary. One definition, so an island starts from the same state as the page around it.
import React from 'react';
import { PageErrorBoundary } from '../components/ErrorBoundary';
import { LocaleProvider } from '../i18n';
import type { Locale } from '../lib/types';
import { RootProviders } from './index';

export function wrapRoot(element: React.ReactNode): React.ReactElement {
  return <RootProviders>{element}</RootProviders>;
}

export function wrapPage(element: React.ReactNode, locale: Locale): React.ReactElement {
  return (
    <LocaleProvider locale={locale}>
      <PageErrorBoundary>{element}</PageErrorBoundary>
    </LocaleProvider>
  );
}

/** An island's element as the server renders it and the browser hydrates it. */
export function wrapIsland(element: React.ReactNode, locale: Locale): React.ReactElement {
  return wrapRoot(wrapPage(element, locale));
}
