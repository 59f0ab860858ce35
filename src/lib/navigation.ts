// Pure decisions behind client-side navigation (applied by src/browser/app/navigation.ts).

export interface Loc {
  pathname: string;
  search: string;
  hash: string;
}

export type ScrollAction = { kind: 'none' } | { kind: 'top' } | { kind: 'hash'; id: string };

/** After a navigation: to the hash target, else to the top; a change of the query alone keeps the scroll. */
export function scrollAction(prev: Loc | null, next: Loc): ScrollAction {
  if (next.hash && next.hash !== '#') return { kind: 'hash', id: decodeURIComponent(next.hash.slice(1)) };
  if (prev && prev.pathname === next.pathname && prev.search !== next.search) return { kind: 'none' };
  return { kind: 'top' };
}

/** The progress bar is for route changes to a different path only. */
export function showsProgress(prev: Loc | null, next: Loc): boolean {
  return !prev || prev.pathname !== next.pathname;
}

/** Fallback smooth scroll: each frame covers 15% of the remaining distance. */
export const SCROLL_STEP = 0.15;

export function nextScrollStep(current: number, target: number): number {
  const remaining = target - current;
  if (Math.abs(remaining) < 1) return target;
  const step = remaining * SCROLL_STEP;
  return current + (Math.abs(step) < 1 ? Math.sign(remaining) : step);
}

export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
};

/**
 * Set on <html> (empty) while the page the app put in place was scrolled to a hash: every block
 * is rendered whole, as with `:target` after the browser's own fragment navigation, so the
 * blocks above the target have their real height when it is measured (content.css).
 */
export const ANCHOR_ATTRIBUTE = 'data-anchor';

/** A marker class on <html> while the reader uses the keyboard: focus rings show only then. */
export const KEYBOARD_CLASS = 'navigation-with-keyboard';

/** Dispatched on the document once the app has put a new page in place (the shell's custom elements re-sync). */
export const PAGE_EVENT = 'docs:page';

/** Dispatched on the document to open the search modal (detail: the query typed so far, or ''). */
export const SEARCH_EVENT = 'docs:search';

/**
 * Set on <html> (to the query typed so far) when the reader asked for the search modal before
 * the app ran: the app opens the modal with it as it starts, and the inline script starts the
 * app at once when the page is parsed with it set.
 */
export const SEARCH_PENDING_ATTRIBUTE = 'data-search-pending';

/**
 * Set on <html> once the app answers SEARCH_EVENT: from then on a request for the modal is an
 * event; before, it waits on SEARCH_PENDING_ATTRIBUTE.
 */
export const SEARCH_READY_ATTRIBUTE = 'data-search-ready';
