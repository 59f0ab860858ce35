/**
 * The reader's first signs of activity, listened for on the window in the capture phase by the
 * inline script (src/browser/inline/activity.ts), which marks <html> once: live demos wait for
 * that mark (src/components/PlaygroundDemo).
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** Set on <html> once the reader has been active. */
export const READER_ACTIVE_ATTRIBUTE = 'data-reader-active';

/**
 * The inert <template> every built page holds Gatsby's runtime in (its post-body scripts:
 * react-dom, the router, the app): nothing of it is downloaded or run until the reader is
 * active or a page needs it at once (src/node/app-runtime.tsx, src/browser/inline/activity.ts).
 */
export const APP_RUNTIME_ID = 'app-runtime';

/**
 * Set on <html> to the link's href when the reader pointed at, touched or focused a link to
 * another page before the app ran: the app, once started, prefetches that page and hydrates at
 * once for client-side navigation.
 */
export const APP_WANTED_ATTRIBUTE = 'data-app-wanted';
