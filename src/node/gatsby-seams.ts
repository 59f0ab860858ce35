// Every use, at build time, of Gatsby behaviour that Gatsby's docs do not promise: each is named
// here, beside the Gatsby source it relies on, and __tests__/node/gatsby-seams.test.ts reads the
// installed Gatsby to fail when an upgrade breaks one. Nothing else in src/node or gatsby-*.ts
// reaches into Gatsby's internals. (The browser's seams: src/browser/gatsby-seams.ts.)
// No Node built-in is imported here: gatsby-ssr.tsx imports this module, and webpack, which
// bundles it for Gatsby's HTML renderer, would parse a `createRequire` call as a dependency.
import type React from 'react';

/**
 * The Gatsby command running (`develop`, `build`, `serve`…), from the variable gatsby-cli sets
 * before it runs one (gatsby-cli/lib/create-cli.js; Gatsby reads it itself, e.g.
 * gatsby/dist/query/query-compiler.js). Undocumented: gatsbyjs/gatsby#10573. NODE_ENV, the
 * documented variable, can be set by the user to anything, in either command.
 */
export function gatsbyCommand(): string | undefined {
  return process.env.gatsby_executing_command;
}

/** Whether this process is `gatsby develop` (see gatsbyCommand). */
export function isDevelop(): boolean {
  return gatsbyCommand() === 'develop';
}

/**
 * Whether this render is a page's static HTML in `gatsby build` (not `gatsby develop`'s HTML
 * shell): the value of `process.env.BUILD_STAGE` that gatsby/dist/utils/webpack.config.js
 * defines in the bundles it compiles, `build-html` for the renderer of `gatsby build`
 * (gatsby/dist/commands/build-html.js). Undocumented: gatsbyjs/gatsby#10573. Only meaningful in
 * code Gatsby bundles (gatsby-ssr.tsx and what it imports), where webpack replaces the expression.
 */
export function isStaticHtmlBuild(): boolean {
  return process.env.BUILD_STAGE === 'build-html';
}

/**
 * The post-body components onPreRenderHTML gets on a built page are Gatsby's runtime: its inline
 * globals (`gatsby-script-loader`, `gatsby-chunk-mapping`) and its scripts, or with slices the
 * `_gatsby-scripts` slice that renders them; gatsby/cache-dir/static-entry.js pushes them before
 * it runs onPreRenderHTML. The docs promise only that there are post-body components.
 */
export function gatsbyRuntime(getPostBodyComponents: () => React.ReactNode[]): React.ReactNode[] {
  return getPostBodyComponents();
}

/**
 * The `data-identity` of the <style> in which Gatsby inlines the global CSS into every built page,
 * with the stylesheet's address in `data-href` (gatsby/cache-dir/static-entry.js).
 */
export const GLOBAL_CSS_IDENTITY = 'gatsby-global-css';

/**
 * The name of the webpack entry (and chunk group) of Gatsby's browser runtime in production:
 * `app`, whose module is gatsby/cache-dir/production-app.js (gatsby/dist/utils/webpack.config.js).
 */
export const APP_ENTRY_CHUNK = 'app';

/** What src/node/dev-overlay.ts uses of Gatsby's development websocket manager. */
export interface WebsocketManager {
  emitError(id: string, errors: unknown[] | null): void;
}

/** The module that holds it, resolved from the project (see gatsbyWebsocketManager). */
export const WEBSOCKET_MANAGER_MODULE = 'gatsby/dist/utils/websocket-manager';

/**
 * Gatsby's development websocket manager (gatsby/dist/utils/websocket-manager.js), through which
 * its overlay gets GraphQL errors (`emitError(id, errors)`, gatsby/dist/query/query-compiler.js);
 * null when it is not there or has no `emitError`. `projectRequire` resolves from the project, so
 * that this is the module instance Gatsby runs.
 */
export function gatsbyWebsocketManager(projectRequire: (id: string) => unknown): WebsocketManager | null {
  try {
    const exported = projectRequire(WEBSOCKET_MANAGER_MODULE) as { websocketManager?: Partial<WebsocketManager> };
    const candidate = exported?.websocketManager;
    return typeof candidate?.emitError === 'function' ? (candidate as WebsocketManager) : null;
  } catch {
    return null;
  }
}
