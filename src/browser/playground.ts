// Playgrounds in a page body (markup: src/render/Playground.tsx). A demo runs a whole Ionic
// app in its frame, so it waits for the reader: it loads when its frame is near the viewport
// and the reader has done something on the page (scrolled, touched, pointed, typed), or at once
// when they press its "Run the demo" button. Reading the first screen costs nothing; once the
// reader is active, demos load as they come near. The iOS/MD and light/dark switches reload the
// demo in the chosen look; without a chosen colour mode the demo follows the site's; the frame
// takes the height its demo reports.
import { ACTIVITY_EVENTS, READER_ACTIVE_ATTRIBUTE } from '../lib/activity';

export const PLAYGROUND_MESSAGE = 'ionic-docs-playground';
const MIN_HEIGHT = 80;
const MAX_HEIGHT = 900;

type Mode = 'ios' | 'md';
type Theme = 'light' | 'dark';

/** The demo URL for a look and (when the reader chose one) a colour mode. */
export function demoUrl(base: string, mode: Mode, theme: Theme | null): string {
  return `${base}?mode=${mode}${theme ? `&theme=${theme}` : ''}`;
}

// What counts as the reader being active: once per document (client-side navigations keep it).
// The mark on <html> is the one record of it: set by the activity that started the app
// (src/node/html-scripts.ts), or here when the app runs without that loader (development).
const isReaderActive = () => document.documentElement.hasAttribute(READER_ACTIVE_ATTRIBUTE);

/** Calls `then` once the reader does something on the page (at once if they already have); returns the cleanup. */
export function whenReaderActive(then: () => void): () => void {
  if (isReaderActive()) {
    then();
    return () => undefined;
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
  };
  function onActivity() {
    document.documentElement.setAttribute(READER_ACTIVE_ATTRIBUTE, '');
    stop();
    then();
  }
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
  return stop;
}

/** For tests: forget the reader's activity. */
export function resetReaderActivity(): void {
  document.documentElement.removeAttribute(READER_ACTIVE_ATTRIBUTE);
}

function press(figure: Element, attr: 'mode' | 'theme', value: string): void {
  for (const b of figure.querySelectorAll<HTMLButtonElement>(`[data-${attr}]`))
    b.setAttribute('aria-pressed', String(b.dataset[attr] === value));
}

function siteTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * The demo's frame. The page's HTML has a sized placeholder (data-src, data-title); the first
 * time the demo starts, an <iframe> with that title and height takes its place.
 */
export function demoFrame(figure: Element): HTMLIFrameElement | null {
  const existing = figure.querySelector<HTMLIFrameElement>('iframe.playground__frame');
  if (existing) return existing;
  const slot = figure.querySelector<HTMLElement>('.playground__frame');
  if (!slot) return null;
  const frame = document.createElement('iframe');
  frame.className = 'playground__frame';
  frame.title = slot.dataset.title ?? '';
  frame.dataset.src = slot.dataset.src ?? '';
  frame.style.height = slot.style.height;
  slot.replaceWith(frame);
  return frame;
}

/** Wires the playgrounds inside `root`; returns the cleanup. */
export function enhancePlaygrounds(root: HTMLElement): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>('figure.playground')];
  if (!figures.length) return () => undefined;
  const state = new Map<HTMLElement, { mode: Mode; theme: Theme | null }>(
    figures.map((f) => [f, { mode: 'ios', theme: null }]),
  );
  const follow = () => {
    for (const [figure, s] of state) if (!s.theme) press(figure, 'theme', siteTheme());
  };
  follow();

  const reload = (figure: HTMLElement) => {
    const frame = demoFrame(figure);
    const s = state.get(figure);
    if (!frame || !s) return;
    figure.dataset.running = ''; // hides the start button (CSS); marks the demo as loaded
    frame.src = demoUrl(frame.dataset.src ?? '', s.mode, s.theme);
  };
  // Frames near the viewport now; they load as soon as the reader is active.
  const nearNow = new Set<HTMLElement>();
  const loadNear = () => {
    for (const figure of nearNow) if (!('running' in figure.dataset)) reload(figure);
  };
  const near =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const figure = entry.target as HTMLElement;
              if (entry.isIntersecting) nearNow.add(figure);
              else nearNow.delete(figure);
            }
            if (isReaderActive()) loadNear();
          },
          { rootMargin: '200px 0px' },
        )
      : null;
  for (const figure of figures) {
    if (near) near.observe(figure);
    else nearNow.add(figure);
  }
  const stopWaiting = whenReaderActive(loadNear);
  const onClick = (event: MouseEvent) => {
    const start = (event.target as Element | null)?.closest<HTMLButtonElement>('.playground__start');
    const startFigure = start?.closest<HTMLElement>('figure.playground');
    if (startFigure) {
      reload(startFigure);
      demoFrame(startFigure)?.focus();
      return;
    }
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.playground__switch');
    const figure = button?.closest<HTMLElement>('figure.playground');
    const s = figure ? state.get(figure) : undefined;
    if (!button || !figure || !s) return;
    if (button.dataset.mode) {
      s.mode = button.dataset.mode === 'md' ? 'md' : 'ios';
      press(figure, 'mode', s.mode);
    } else if (button.dataset.theme) {
      s.theme = button.dataset.theme === 'dark' ? 'dark' : 'light';
      press(figure, 'theme', s.theme);
    }
    reload(figure);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || (event.data as { type?: string })?.type !== PLAYGROUND_MESSAGE)
      return;
    for (const figure of figures) {
      const frame = figure.querySelector<HTMLIFrameElement>('iframe.playground__frame');
      if (
        frame?.contentWindow !== event.source ||
        figure.querySelector('.playground__device')?.getAttribute('data-layout') === 'app'
      )
        continue;
      const height = Math.min(
        MAX_HEIGHT,
        Math.max(MIN_HEIGHT, Number((event.data as { height?: number }).height) || 0),
      );
      frame.style.height = `${height}px`;
    }
  };
  // A demo that loaded before this script ran has already told its height: ask again.
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('figure.playground iframe.playground__frame')) {
    frame.contentWindow?.postMessage({ type: PLAYGROUND_MESSAGE, ask: true }, window.location.origin);
  }
  const themeWatch = new MutationObserver(follow);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  root.addEventListener('click', onClick);
  window.addEventListener('message', onMessage);
  return () => {
    stopWaiting();
    near?.disconnect();
    themeWatch.disconnect();
    root.removeEventListener('click', onClick);
    window.removeEventListener('message', onMessage);
  };
}
