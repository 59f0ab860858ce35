// Everything gatsby-browser.tsx hands to Gatsby, in one chunk of its own: it is loaded by
// onClientEntry once Gatsby's runtime has started, so its evaluation is a task of its own
// instead of lengthening the one that starts Gatsby (see gatsby-browser.tsx).
export { startApp } from './index';
export { hydrateOrRender } from './hydrate';
export { onRouteChanged } from './navigation';
export { markAppReady } from './state';
export { wrapPage, wrapRoot } from '../../providers/wrap';
