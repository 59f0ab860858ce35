// The reader's first sign of activity (a pointer moving or pressed, a touch, a key, a wheel or
// a scroll), recorded once on <html data-reader-active>: live demos wait for it, whenever their
// island is hydrated. Serialised into the inline head script (./index.ts).
import type { Kit } from '../../lib/kit';

export function readerActivity(k: Kit): void {
  const { events, attribute } = k.c.activity;
  const options = { capture: true, passive: true };
  const mark = () => {
    k.h.setAttribute(attribute, '');
    events.forEach((type) => window.removeEventListener(type, mark, options));
  };
  events.forEach((type) => window.addEventListener(type, mark, options));
}
