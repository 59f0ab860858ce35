/**
 * The reader's first signs of activity: what starts the app on a page that was only read so
 * far (src/node/html-scripts.ts) and lets a live demo near the viewport load
 * (src/browser/playground.ts). Listened for on the window, in the capture phase.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** Set on <html> once the reader has been active (by the app loader, or by a demo's listener in development). */
export const READER_ACTIVE_ATTRIBUTE = 'data-reader-active';
