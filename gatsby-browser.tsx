import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { loadTagManager } from './src/browser/analytics';
import { installKeyboardMarker, installProgress, onRouteChanged } from './src/browser/navigation';
import { PageErrorBoundary } from './src/components/ErrorBoundary';
import { LocaleProvider } from './src/i18n/Translate';
import type { Locale } from './src/lib/types';
import { RootProviders } from './src/providers';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <LocaleProvider locale={((props.pageContext as { locale?: Locale }).locale ?? 'en') as Locale}>
    <PageErrorBoundary>{element}</PageErrorBoundary>
  </LocaleProvider>
);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installKeyboardMarker();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  installProgress();
  loadTagManager();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  onRouteChanged(location, (location as { action?: string }).action);
};

// Scrolling is ours (hash, top, or none for a query-only change): see src/browser/navigation.ts.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;
