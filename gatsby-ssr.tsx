import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { announcement } from './content/site/announcement';
import { IconSprite } from './src/components/Icon/sprite';
import { PageErrorBoundary } from './src/components/ErrorBoundary';
import { LocaleProvider } from './src/i18n';
import type { Locale } from './src/lib/types';
import { HTML_CLEANUP_SCRIPT } from './src/lib/navigation';
import { arrangeHead } from './src/node/head';
import { RootProviders } from './src/providers';
import { announcementScript, DEFAULT_ANNOUNCEMENT_ID } from './src/providers/Announcement';
import { colorModeScript } from './src/providers/ColorMode';
import './src/styles/global.css';
import './src/components/reference/reference.css';
import './src/components/Icon/icons.css';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <LocaleProvider locale={((props.pageContext as { locale?: Locale }).locale ?? 'en') as Locale}>
    <PageErrorBoundary>{element}</PageErrorBoundary>
  </LocaleProvider>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ 'data-theme': 'light' } as Record<string, string>);
  setHeadComponents([
    // Before first paint: the stored colour mode and a dismissed announcement.
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
    <script key="html-cleanup" dangerouslySetInnerHTML={{ __html: HTML_CLEANUP_SCRIPT }} />,
    <script
      key="announcement"
      dangerouslySetInnerHTML={{ __html: announcementScript(announcement?.id ?? DEFAULT_ANNOUNCEMENT_ID) }}
    />,
  ]);
  // The icons' symbols, once per page, outside the hydrated root (src/components/Icon).
  setPreBodyComponents([<IconSprite key="icons" />]);
};

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(arrangeHead(getHeadComponents()));
};
