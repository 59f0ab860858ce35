// The browser side of the site (Gatsby's public browser APIs). The page arrives complete;
// its controls already work from the inline script (gatsby-ssr.tsx). Here: the app's start
// (src/browser/app), the same wrappers as the server's, and hydration on intent. On a built
// page none of this is downloaded or run until the reader is active (or the page needs it at
// once): Gatsby's scripts wait in the page (src/node/app-runtime.tsx), and the inline script
// starts them (src/browser/inline/activity.ts).
//
// The app's code is one chunk loaded by onClientEntry (src/browser/app/client.ts), not a
// static import: the task that starts Gatsby's runtime stays short, and the app's code is
// evaluated in a task of its own. Gatsby renders nothing before onClientEntry's promise
// resolves, so whatever renders finds the chunk loaded; the wrappers are asked for earlier
// (in development Gatsby wraps its root when its module loads), so they return a component
// that reads the chunk when it renders. A component without markup of its own: the server's
// HTML (gatsby-ssr.tsx, the same wrappers) hydrates unchanged.
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { clientEntryAwaited, gatsbyRenderer, routeAction } from './src/browser/gatsby-seams';
import type { Locale } from './src/lib/types';
import './src/styles/index.css';

type Client = typeof import('./src/browser/app/client');

let client: Client | null = null;

function loaded(): Client {
  if (!client) throw new Error('gatsby-browser: the app chunk was used before onClientEntry loaded it');
  return client;
}

/** Gatsby waits for this promise before loading the page's data and hydrating: until intent. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = clientEntryAwaited(() =>
  import(/* webpackChunkName: "app-client" */ './src/browser/app/client').then((module) => {
    client = module;
    return module.startApp();
  }),
);

function AppRoot({ children }: { children: React.ReactNode }): React.ReactElement {
  return loaded().wrapRoot(children);
}

function AppPage({ children, locale }: { children: React.ReactNode; locale: Locale }): React.ReactElement {
  return loaded().wrapPage(children, locale);
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <AppPage locale={((props.pageContext as { locale?: Locale }).locale ?? 'en') as Locale}>{element}</AppPage>
);

/** React 18's hydrateRoot (src/browser/app/hydrate.ts), called by Gatsby once the app is wanted. */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  gatsbyRenderer((element, container) => loaded().hydrateOrRender(element, container));

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => loaded().markAppReady();

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  // The first route update comes with the first render, after onClientEntry.
  client?.onRouteChanged(location, routeAction(location));
};

// Scrolling is ours (hash, top, or none for a query-only change): see src/browser/app/navigation.ts.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;
