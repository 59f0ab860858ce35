import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { APP_RUNTIME_ID } from '../../src/lib/activity';
import { holdAppRuntime } from '../../src/node/app-runtime';

describe('holdAppRuntime', () => {
  it('puts whatever Gatsby renders after the body, in its order, into one inert template', () => {
    const held = holdAppRuntime([
      <script key="path" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/x";' }} />,
      <script key="app" src="/docs/app-1.js" async />,
    ]);
    expect(held).toHaveLength(1);
    expect(renderToStaticMarkup(<>{held}</>)).toBe(
      `<template id="${APP_RUNTIME_ID}"><script id="gatsby-script-loader">window.pagePath="/x";</script><script ` +
        `src="/docs/app-1.js" async=""></script></template>`,
    );
  });

  it('adds no template to a page with nothing after its body', () => {
    expect(holdAppRuntime([])).toEqual([]);
  });
});
