// The browser side of the site (Gatsby's public browser APIs). The page arrives complete;
// its controls already work from the inline script (gatsby-ssr.tsx). Here: the app's start
// (src/browser/app), the same wrappers as the server's, and hydration on intent.
import type { GatsbyBrowser } from 'gatsby';
import { startApp } from './src/browser/app';
import { hydrateOrRender } from './src/browser/app/hydrate';
import { onRouteChanged } from './src/browser/app/navigation';
import { markAppReady } from './src/browser/app/state';
import type { Locale } from './src/lib/types';
import { wrapPage, wrapRoot } from './src/providers/wrap';
import './src/styles/index.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => wrapRoot(element);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  wrapPage(element, ((props.pageContext as { locale?: Locale }).locale ?? 'en') as Locale);

/** Gatsby waits for this promise before loading the page's data and hydrating: until intent. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => startApp();

/** React 18's hydrateRoot (src/browser/app/hydrate.ts), called by Gatsby once the app is wanted. */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateOrRender as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => markAppReady();

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  onRouteChanged(location, (location as { action?: string }).action);
};

// Scrolling is ours (hash, top, or none for a query-only change): see src/browser/app/navigation.ts.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;
