// <docs-sidebar>, around a sidebar (./index.tsx): categories open and close from their button
// (the caret beside a category's own link, or the category's name); once the sidebar is in
// place, its active link is scrolled into the sidebar's view on wide screens (on phones the
// sidebar is copied into the menu, src/components/MobileMenu). Part of the head script.
import { define, disclose, ShellElement, wide } from '../shell/kit';

export const SIDEBAR_TAG = 'docs-sidebar';

export class DocsSidebar extends ShellElement {
  constructor() {
    super();
    this._delegate('click', '.sidebar__caret, .sidebar__toggle', (button) => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      if (!disclose(button, open)) return;
      const label = button.getAttribute(open ? 'data-label-collapse' : 'data-label-expand');
      if (label) button.setAttribute('aria-label', label);
    });
  }

  // The media query, not innerWidth: reading the width when the parser finishes would make the
  // browser lay out the whole page there and then. The positions are read in the next frame,
  // whose layout the browser does anyway. The box that scrolls is the sidebar's parent.
  _parsed(): void {
    if (!wide().matches) return;
    requestAnimationFrame(() => {
      const container = this.parentElement;
      const active = this.querySelector('.sidebar__link--active');
      if (!container || !active) return;
      const a = active.getBoundingClientRect();
      const c = container.getBoundingClientRect();
      if (a.top < c.top || a.bottom > c.bottom) container.scrollTop += a.top - c.top - c.height / 3;
    });
  }
}

export function defineSidebar(): void {
  define(SIDEBAR_TAG, DocsSidebar);
}
