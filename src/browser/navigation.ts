// Client-side navigation behaviour wired from gatsby-browser: progress bar after 200 ms,
// scroll to hash or top, focus to the top after a push, keyboard-navigation marker.
import NProgress from 'nprogress';
import {
  nextScrollStep,
  PROGRESS_DELAY_MS,
  PROGRESS_SETTINGS,
  scrollAction,
  showsProgress,
  type Loc,
} from '../lib/navigation';

NProgress.configure(PROGRESS_SETTINGS);

let timer: number | undefined;
let previous: Loc | null = null;

/** Gatsby's own "route delayed" hook waits a fixed 1000 ms; ours starts after 200 ms. */
export function startProgress(prev: Loc | null, next: Loc): void {
  window.clearTimeout(timer);
  if (!showsProgress(prev, next)) return;
  timer = window.setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

function locOf(url: URL): Loc {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Gatsby's onPreRouteUpdate runs only once the new page has loaded, so the timer starts where
 * navigation starts: Gatsby's navigate (links, navigate()) and history pops (back/forward).
 */
export function installProgress(): void {
  const w = window as unknown as { ___navigate?: (to: string, options?: unknown) => void };
  const original = w.___navigate;
  if (original) {
    w.___navigate = (to: string, options?: unknown) => {
      if (typeof to === 'string')
        startProgress(locOf(new URL(window.location.href)), locOf(new URL(to, window.location.href)));
      return original(to, options);
    };
  }
  window.addEventListener('popstate', () => startProgress(previous, locOf(new URL(window.location.href))));
}

export function finishProgress(): void {
  window.clearTimeout(timer);
  if (NProgress.isStarted()) NProgress.done();
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
  if (action.kind === 'hash') {
    const el = document.getElementById(action.id);
    if (el) {
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
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

export function onRouteChanged(next: Loc, action: string | undefined): void {
  finishProgress();
  applyScroll(previous, next);
  if (previous !== null && action === 'PUSH') focusTop(next);
  previous = next;
}

/** A marker class on <html> while the reader uses the keyboard; focus rings show only then. */
export const KEYBOARD_CLASS = 'navigation-with-keyboard';

export function installKeyboardMarker(): void {
  const root = document.documentElement;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') root.classList.add(KEYBOARD_CLASS);
  });
  document.addEventListener('mousedown', () => root.classList.remove(KEYBOARD_CLASS));
}

/**
 * Gatsby leaves `<!-- slice-start/end -->` comments around each slice in the HTML (it needs
 * them to re-stitch slices on rebuilds). Hydration would remove them and move the slice's root
 * element to its place, relaying out the whole sidebar and page body: remove them first.
 */
export function removeSliceMarkers(root: Node = document.body): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const markers: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/^ slice-(start|end) id="/.test((node as Comment).data)) markers.push(node as Comment);
  }
  for (const marker of markers) marker.remove();
  return markers.length;
}
