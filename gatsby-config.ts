import type { GatsbyConfig } from 'gatsby';
import path from 'path';
// remark-gfm is ESM-only; Node 20.19+ loads it through require().
import remarkGfm from 'remark-gfm';
import { siteConfig } from './content/site/config';
import remarkAdmonitions from './src/node/mdx/remark-admonitions';
import remarkCode from './src/node/mdx/remark-code';
import remarkHeadingIds from './src/node/mdx/remark-heading-ids';

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
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: path.resolve('content/docs') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'i18n', path: path.resolve('content/i18n') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.resolve('locales') },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkAdmonitions, remarkHeadingIds, remarkCode],
        },
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: ['en', 'ja'],
        defaultLanguage: 'en',
        siteUrl: siteConfig.url,
        redirect: false,
        trailingSlash: 'ignore',
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
