import type { Kit } from '../../lib/kit';

/**
 * The navbar hides while the reader scrolls down past it and comes back on the way up.
 * Outside the docs (search, not found) its doc links lead to the version the reader picked; a
 * picked version that no longer exists is forgotten.
 */
export function behaviour(k: Kit): void {
  let last = window.scrollY;
  let frame = 0;
  window.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const nav = k.d.querySelector('.navbar') as HTMLElement | null;
        const y = window.scrollY;
        if (nav) {
          const height = nav.offsetHeight || 60;
          if (y < height) nav.removeAttribute('data-hidden');
          else if (y > last) nav.setAttribute('data-hidden', '');
          else if (y < last) nav.removeAttribute('data-hidden');
        }
        last = y;
      });
    },
    { passive: true },
  );
  k.page(() => {
    const picked = k.get(k.c.keys.preferredVersion);
    if (!picked) return;
    if (k.c.versions.indexOf(picked) < 0) return k.del(k.c.keys.preferredVersion);
    k.d.querySelectorAll('[data-version-hrefs]').forEach((a) => {
      try {
        const hrefs = JSON.parse(a.getAttribute('data-version-hrefs') || '{}') as Record<string, string>;
        if (hrefs[picked]) a.setAttribute('href', hrefs[picked]);
      } catch {
        /* malformed: keep the default */
      }
    });
  });
}
