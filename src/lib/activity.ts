/**
 * The reader's first signs of activity, listened for on the window in the capture phase by the
 * inline script (src/browser/inline/activity.ts), which marks <html> once: live demos wait for
 * that mark (src/components/PlaygroundDemo).
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** Set on <html> once the reader has been active. */
export const READER_ACTIVE_ATTRIBUTE = 'data-reader-active';
