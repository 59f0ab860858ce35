// Client-side navigation once the app runs: Gatsby's navigate() with the progress bar after
// 200 ms (Gatsby's own "route delayed" hook waits a fixed 1000 ms), scroll to the hash or the
// top (a change of the query alone keeps the scroll), focus to the top after a push, and the
// page event the custom elements re-sync on (`docs:page`: docs/ARCHITECTURE.md, "On the document").
import { navigate as gatsbyNavigate } from 'gatsby';
import NProgress from 'nprogress';
import {
  ANCHOR_ATTRIBUTE,
  nextScrollStep,
  PAGE_EVENT,
  PROGRESS_DELAY_MS,
  PROGRESS_SETTINGS,
  scrollAction,
  showsProgress,
  type Loc,
} from '../../lib/navigation';
import { PATH_PREFIX } from '../../lib/routes';
import { isAppReady } from './state';

NProgress.configure(PROGRESS_SETTINGS);

let timer: number | undefined;
let previous: Loc | null = null;

function locOf(url: URL): Loc {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function startProgress(prev: Loc | null, next: Loc): void {
  window.clearTimeout(timer);
  if (!showsProgress(prev, next)) return;
  timer = window.setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

export function finishProgress(): void {
  window.clearTimeout(timer);
  if (NProgress.isStarted()) NProgress.done();
}

/**
 * Goes to a site path (without /docs): client-side when the app runs, else as an ordinary page
 * load (before the app, Gatsby's router has no page on screen to replace).
 */
export function go(to: string, options?: { replace?: boolean }): void {
  if (!isAppReady()) {
    const url = `${PATH_PREFIX}${to === '/' ? '/' : to}`;
    if (options?.replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  startProgress(locOf(new URL(window.location.href)), locOf(new URL(`${PATH_PREFIX}${to}`, window.location.href)));
  void gatsbyNavigate(to, options);
}

/** Back and forward between pages the app showed start the progress bar too. */
export function installHistoryProgress(): void {
  window.addEventListener('popstate', () => {
    if (isAppReady()) startProgress(previous, locOf(new URL(window.location.href)));
  });
}

function supportsSmoothScroll(): boolean {
  return 'scrollBehavior' in document.documentElement.style;
}

/** Scrolls to `top`, smoothly; without native smooth scrolling, 15% of the rest per frame. */
export function scrollToY(top: number, smooth: boolean): void {
  if (!smooth) {
    window.scrollTo(0, top);
    return;
  }
  if (supportsSmoothScroll()) {
    window.scrollTo({ top, behavior: 'smooth' });
    return;
  }
  const step = () => {
    const next = nextScrollStep(window.scrollY, top);
    window.scrollTo(0, next);
    if (next !== top) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

export function applyScroll(prev: Loc | null, next: Loc): void {
  const action = scrollAction(prev, next);
  if (action.kind === 'none') return;
  const root = document.documentElement;
  root.removeAttribute(ANCHOR_ATTRIBUTE);
  if (action.kind === 'hash') {
    const el = document.getElementById(action.id);
    if (el) {
      // Blocks that wait for the viewport (content-visibility) are rendered first, so the target's
      // position is final: measured now, it would be pushed down once the scroll draws them.
      root.setAttribute(ANCHOR_ATTRIBUTE, '');
      const offset = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
      scrollToY(
        el.getBoundingClientRect().top + window.scrollY - offset,
        prev !== null && prev.pathname === next.pathname,
      );
      return;
    }
  }
  window.scrollTo(0, 0);
}

/** After a push navigation, focus goes to the top of the page (the skip link is next). */
export function focusTop(next: Loc): void {
  if (next.hash) return;
  // After the router's own focus handling, which runs once the new page has rendered.
  window.requestAnimationFrame(() => {
    window.setTimeout(() => document.getElementById('page-top')?.focus({ preventScroll: true }), 0);
  });
}

/**
 * After every route update (gatsby-browser onRouteUpdate). The first one is the hydration of
 * the page the reader is on (or, in development, its first render): nothing moves then. Later
 * ones are pages the app put in place. Either way the custom elements re-sync on PAGE_EVENT
 * (tabs, colour toggle label, table of contents) and the islands are looked for.
 */
export function onRouteChanged(next: Loc, action: string | undefined): void {
  finishProgress();
  const first = previous === null;
  if (!first) {
    applyScroll(previous, next);
    if (action === 'PUSH') focusTop(next);
  }
  if (first || previous?.pathname !== next.pathname) document.dispatchEvent(new Event(PAGE_EVENT));
  previous = next;
}
