// What runs inside a live demo's frame, a small page of its own (src/node/playgrounds/demo.ts),
// as its two inline scripts (bundled by src/node/bundle.ts, the build's values given as
// literals). Plain browser code: the frame has no app of ours.
import { PLAYGROUND_MESSAGE } from '../../lib/playground';

/** The box of a demo's content whose height the frame reports (a demo laid out as a page). */
export const DEMO_CONTENT_CLASS = 'demo-content';

/**
 * In the frame's head, before Ionic loads: the platform look (`?mode=ios|md`, iOS by default)
 * and the colour mode (`?theme=light|dark`; without it, the embedding docs page's mode,
 * followed live). `darkClass` is the class that turns on the version's dark palette.
 */
export function demoHead(darkClass: string): void {
  const query = new URLSearchParams(location.search);
  (window as Window & { Ionic?: object }).Ionic = { config: { mode: query.get('mode') === 'md' ? 'md' : 'ios' } };
  const set = (dark: boolean) => document.documentElement.classList.toggle(darkClass, dark);
  const theme = query.get('theme');
  if (theme) {
    set(theme === 'dark');
    return;
  }
  try {
    const page = parent !== window ? parent.document.documentElement : null;
    if (!page) return;
    const follow = () => set(page.getAttribute('data-theme') === 'dark');
    follow();
    new MutationObserver(follow).observe(page, { attributes: true, attributeFilter: ['data-theme'] });
  } catch {
    /* embedded by a page of another origin: the light mode */
  }
}

/**
 * At the end of the frame's body: tells the embedding page how tall the demo's content is,
 * whenever that changes or the page asks (content layout only).
 */
export function demoSize(): void {
  const content = document.querySelector(`.${DEMO_CONTENT_CLASS}`);
  if (parent === window || !content) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (!height || height === last) return;
    last = height;
    parent.postMessage({ type: PLAYGROUND_MESSAGE, height }, location.origin);
  };
  new ResizeObserver(send).observe(content);
  addEventListener('load', send);
  addEventListener('message', (e) => {
    if (e.origin !== location.origin || !e.data || e.data.type !== PLAYGROUND_MESSAGE || !e.data.ask) return;
    last = 0;
    send();
  });
}
