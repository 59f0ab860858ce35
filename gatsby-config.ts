import type { NextFunction, Request, Response } from 'express';
import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import { siteConfig } from './content/site/config';
import { sitemapEntry, sitemapPages, type SitemapNode } from './src/node/sitemap';

const config: GatsbyConfig = {
  pathPrefix: siteConfig.pathPrefix,
  // Homes end with "/" (/docs/, /docs/v7/), pages do not; src/lib/routes.ts owns the rule.
  trailingSlash: 'ignore',
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
    version: siteConfig.siteVersion,
  },
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  flags: {
    DEV_SSR: false,
  },
  // `gatsby develop` serves the site at / (path prefixes are a build feature): links written
  // with the /docs prefix, and addresses pasted from the live site, are sent there.
  developMiddleware: (app) => {
    app.use((req: Request, res: Response, next: NextFunction) =>
      req.path === '/docs' || req.path.startsWith('/docs/')
        ? res.redirect(302, req.url.slice('/docs'.length) || '/')
        : next(),
    );
  },
  // Content files become `Doc` nodes (src/node/content-node.ts); their bodies are rendered to
  // HTML at build time (src/node/render), so pages are not webpack modules.
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: path.resolve('content/docs') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'i18n', path: path.resolve('content/i18n') },
    },
    // Sidebars and playground examples are read when pages are created (src/node/sidebars.ts,
    // src/node/playgrounds/load.ts); as files here, an edit to one makes `gatsby develop` create
    // pages again, so it shows without a restart.
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'sidebars', path: path.resolve('content/sidebars') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'playgrounds', path: path.resolve('content/playgrounds') },
    },
    // /docs/sitemap-index.xml → sitemap-0.xml: docs pages with hreflang alternates (src/node/sitemap.ts).
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        output: '/',
        query: '{ allSitePage { nodes { path pageContext } } }',
        resolveSiteUrl: () => siteConfig.url,
        resolvePages: (data: { allSitePage: { nodes: SitemapNode[] } }) => sitemapPages(data.allSitePage.nodes),
        filterPages: () => false,
        serialize: (node: SitemapNode) => sitemapEntry(node, siteConfig.url),
      },
    },
  ],
};

export default config;
