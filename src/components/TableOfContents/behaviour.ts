import type { Kit } from '../../lib/kit';

/**
 * Marks the table of contents' entry of the heading being read: the last heading whose top is
 * above a line 100 px below the viewport top (under the navbar), else the first. Measured in a
 * frame after a scroll or resize, reading positions only.
 */
export function behaviour(k: Kit): void {
  const OFFSET = 100;
  let frame = 0;
  const update = () => {
    const links = k.d.querySelectorAll<HTMLAnchorElement>('.toc__link');
    if (!links.length) return;
    let current: HTMLAnchorElement | null = links[0];
    for (let i = 0; i < links.length; i += 1) {
      const heading = k.d.getElementById(decodeURIComponent(links[i].hash.slice(1)));
      if (!heading) continue;
      if (heading.getBoundingClientRect().top - OFFSET <= 0) current = links[i];
      else break;
    }
    links.forEach((a) => {
      const on = a === current;
      a.classList.toggle('toc__link--active', on);
      if (on) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
    });
  };
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  k.page(schedule);
}
