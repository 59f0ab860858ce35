import React from 'react';
import { APP_RUNTIME_ID } from '../lib/activity';

/**
 * The post-body components of a built page, as onPreRenderHTML gets them (gatsby-ssr.tsx):
 * Gatsby's runtime, that is its inline globals (page path, chunk map, compilation hash) and
 * its scripts (webpack's runtime, react-dom, the app). They go into one inert <template>:
 * a reader who only reads downloads and runs none of it, since every control works from the
 * page's inline script. That script starts them, in their order, at the reader's first
 * activity or at once where the page needs the app (src/browser/inline/activity.ts).
 * Nothing is picked out by its markup: whatever Gatsby puts after the body is held alike.
 */
export function holdAppRuntime(components: React.ReactNode[]): React.ReactNode[] {
  if (!components.length) return components;
  return [
    <template key={APP_RUNTIME_ID} id={APP_RUNTIME_ID}>
      {components}
    </template>,
  ];
}
