// Every use, in the browser, of Gatsby behaviour that Gatsby's docs do not promise: each is
// named here, beside the Gatsby source it relies on, and __tests__/browser/gatsby-seams.test.ts
// reads the installed Gatsby to fail when an upgrade breaks one. Nothing else in src/browser or
// gatsby-browser.tsx reaches into Gatsby's internals. (The build's seams: src/node/gatsby-seams.ts.)
import type { GatsbyBrowser } from 'gatsby';
import type React from 'react';

/**
 * onClientEntry returning a promise that Gatsby awaits before it loads the page's data and
 * renders or hydrates its root: gatsby/cache-dir/production-app.js (and app.js in development)
 * run everything after `apiRunnerAsync('onClientEntry').then(…)`. Gatsby's index.d.ts types
 * onClientEntry's result as void; this is how hydration waits for the reader's intent.
 */
export function clientEntryAwaited(start: () => Promise<void>): NonNullable<GatsbyBrowser['onClientEntry']> {
  return () => start();
}

/**
 * Gatsby's renderer (replaceHydrateFunction) as Gatsby calls it: `renderer(element, container)`,
 * its result kept as the cleanup of what it rendered (gatsby/cache-dir/app.js, the development
 * loading indicator). Gatsby's index.d.ts types it as react-dom's legacy Renderer.
 */
export function gatsbyRenderer(
  render: (element: React.ReactElement, container: Element) => () => void,
): ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>> {
  return render as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
}

/**
 * How the location of a route update was reached (`PUSH`, `POP`…): Gatsby copies the router's
 * history action onto the location object (gatsby/cache-dir/navigation.js, init); the documented
 * RouteUpdateArgs.location has no `action`.
 */
export function routeAction(location: Location): string | undefined {
  return (location as Location & { action?: string }).action;
}

/**
 * The id of the element around the page that Gatsby's root renders (its router's focus wrapper:
 * gatsby/cache-dir/static-entry.js on the server, root.js and production-app.js in the browser).
 */
export const FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';

/**
 * Whether the page holds the server's render of Gatsby's root: its focus wrapper with content.
 * Gatsby makes the same test to choose between hydrating and rendering
 * (gatsby/cache-dir/production-app.js); in development it renders pages in the browser, and the
 * served page has none.
 */
export function hasServerRenderedRoot(doc: Document = document): boolean {
  return Boolean(doc.getElementById(FOCUS_WRAPPER_ID)?.hasChildNodes());
}
