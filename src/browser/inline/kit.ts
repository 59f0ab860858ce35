// What every inline behaviour gets (src/lib/kit.ts): storage that never throws, delegated
// listeners on the document, and the moments a page's markup is ready (the parser finished,
// or the app put a new page in place). Written for serialisation (./index.ts): the function
// uses only its argument and the browser's globals, in ES2019 syntax (no ?. or ??).
import type { InlineConfig, Kit } from '../../lib/kit';

export type { InlineConfig, Kit };

export function createKit(c: InlineConfig): Kit {
  const d = document;
  let warned = false;
  let wide: MediaQueryList | null = null;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true;
    console.warn('Browser storage is unavailable; preferences will not be saved.', error);
  };
  const kit: Kit = {
    d,
    h: d.documentElement,
    c,
    get(key) {
      try {
        return localStorage.getItem(key);
      } catch (e) {
        warn(e);
        return null;
      }
    },
    set(key, value) {
      try {
        localStorage.setItem(key, value);
      } catch (e) {
        warn(e);
      }
    },
    del(key) {
      try {
        localStorage.removeItem(key);
      } catch (e) {
        warn(e);
      }
    },
    on(type, selector, fn) {
      d.addEventListener(type, (event) => {
        const target = event.target as Element | null;
        const el = target && target.closest ? (target.closest(selector) as HTMLElement | null) : null;
        if (el) fn(el, event);
      });
    },
    ready(fn) {
      if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', () => fn());
      else fn();
    },
    page(fn) {
      kit.ready(fn);
      d.addEventListener(c.pageEvent, () => fn());
    },
    tabs() {
      /* replaced by the pre-paint tab script */
    },
    wide() {
      if (!wide) wide = window.matchMedia(`(min-width: ${c.desktopMin}px)`);
      return wide;
    },
  };
  return kit;
}
