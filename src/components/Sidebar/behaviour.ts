import type { Kit } from '../../lib/kit';

/**
 * Sidebar categories open and close from their button (the caret beside a category's own
 * link, or the category's name); once a page is in place, the active link is scrolled into
 * the sidebar's view on wide screens (on phones the sidebar is in the menu, see MobileMenu).
 */
export function behaviour(k: Kit): void {
  k.on('click', '.sidebar__caret, .sidebar__toggle', (button) => {
    const list = k.d.getElementById(button.getAttribute('aria-controls') || '');
    if (!list) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
    const label = button.getAttribute(open ? 'data-label-collapse' : 'data-label-expand');
    if (label) button.setAttribute('aria-label', label);
  });
  // The media query, not innerWidth: reading the width when the parser finishes would make the
  // browser lay out the whole page there and then. The positions are read in the next frame,
  // whose layout the browser does anyway.
  k.page(() => {
    if (!k.wide().matches) return;
    requestAnimationFrame(() => {
      const container = k.d.querySelector('.doc-layout__sidebar');
      const active = container ? container.querySelector('.sidebar__link--active') : null;
      if (!container || !active) return;
      const a = active.getBoundingClientRect();
      const c = container.getBoundingClientRect();
      if (a.top < c.top || a.bottom > c.bottom) container.scrollTop += a.top - c.top - c.height / 3;
    });
  });
}
