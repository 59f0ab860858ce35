import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { loadTagManager } from './src/browser/analytics';
import { installKeyboardMarker, installProgress, onRouteChanged } from './src/browser/navigation';
import { PageErrorBoundary } from './src/components/ErrorBoundary';
import { RootProviders } from './src/providers';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <PageErrorBoundary>{element}</PageErrorBoundary>;

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
