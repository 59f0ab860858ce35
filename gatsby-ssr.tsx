// The server side of every page (Gatsby's public SSR APIs): the same wrappers as the browser's,
// the one inline script in the head (pre-paint state and the controls' custom elements,
// src/browser/inline), the icon sprite, the head in the order the browser reads it best, and
// Gatsby's runtime held in the page until the reader is active.
import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { IconSprite } from './src/components/Icon/sprite';
import type { Locale } from './src/lib/types';
import { holdAppRuntime } from './src/node/app-runtime';
import { gatsbyRuntime, isStaticHtmlBuild } from './src/node/gatsby-seams';
import { arrangeHead } from './src/node/head';
import { wrapPage, wrapRoot } from './src/providers/wrap';
import './src/styles/index.css';

/** The head script (src/browser/inline), bundled at build time: src/node/webpack.ts defines it. */
declare const HEAD_SCRIPT: string;

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => wrapRoot(element);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  wrapPage(element, ((props.pageContext as { locale?: Locale }).locale ?? 'en') as Locale);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ 'data-theme': 'light' } as Record<string, string>);
  setHeadComponents([<script key="inline" id="docs-inline" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />]);
  // The icons' symbols, once per page, outside the hydrated root (src/components/Icon).
  setPreBodyComponents([<IconSprite key="icons" />]);
};

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(arrangeHead(getHeadComponents()));
  // Built pages hold Gatsby's runtime until the reader is active (src/node/app-runtime.tsx); in
  // development Gatsby renders pages in the browser, so its scripts must run at once.
  if (isStaticHtmlBuild()) replacePostBodyComponents(holdAppRuntime(gatsbyRuntime(getPostBodyComponents)));
};
