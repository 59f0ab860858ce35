import { navigate, type GatsbyBrowser } from 'gatsby';
import React from 'react';
import { loadTagManager } from './src/browser/analytics';
import { installLinkNavigation } from './src/browser/links';
import { installKeyboardMarker, installProgress, onRouteChanged, removeSliceMarkers } from './src/browser/navigation';
import { PageErrorBoundary } from './src/components/ErrorBoundary';
import { LocaleProvider } from './src/i18n';
import type { Locale } from './src/lib/types';
import { RootProviders } from './src/providers';
import './src/styles/global.css';
import './src/components/reference/reference.css';
import './src/components/Icon/icons.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <LocaleProvider locale={((props.pageContext as { locale?: Locale }).locale ?? 'en') as Locale}>
    <PageErrorBoundary>{element}</PageErrorBoundary>
  </LocaleProvider>
);

type Loader = { hovering?: (path: string) => void; enqueue?: (path: string) => void };
const loader = (): Loader => (window as unknown as { ___loader?: Loader }).___loader ?? {};

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installKeyboardMarker();
  removeSliceMarkers();
  installLinkNavigation({
    navigate: (to) => void navigate(to),
    prefetch: (path) => loader().hovering?.(path),
    enqueue: (path) => loader().enqueue?.(path),
  });
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // The page's first render is hydrated: held clicks and shortcuts replay (src/node/html-scripts.ts).
  (window as unknown as { __appReady?: () => void }).__appReady?.();
  installProgress();
  loadTagManager();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  onRouteChanged(location, (location as { action?: string }).action);
};

// Scrolling is ours (hash, top, or none for a query-only change): see src/browser/navigation.ts.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;
