import type { Kit } from '../../lib/kit';

/**
 * The menu button opens the small-screen menu (a popover over a backdrop): focus moves into it
 * and Tab cycles inside; Escape, a tap on the backdrop, a followed link or the window growing
 * to desktop width close it, and focus goes back to the button. On a page with a sidebar it
 * shows a copy of that sidebar first (ids prefixed, so the page keeps one element per id),
 * made when the browser is idle after load, not at the tap.
 */
export function behaviour(k: Kit): void {
  const menu = () => k.d.getElementById('mobile-menu');
  const buttons = () => k.d.querySelectorAll('.navbar__menu-button');
  const isOpen = (m: HTMLElement) => {
    try {
      return m.matches(':popover-open');
    } catch {
      return false;
    }
  };
  const fillSidebar = () => {
    const m = menu();
    const slot = m ? m.querySelector('.mobile-menu__sidebar') : null;
    const source = k.d.querySelector('.doc-layout__sidebar .sidebar');
    if (!slot || !source || slot.getAttribute('data-copy-of') === location.pathname) return;
    const copy = source.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[id]').forEach((el) => {
      el.id = `m-${el.id}`;
    });
    copy.querySelectorAll('[aria-controls]').forEach((el) => {
      el.setAttribute('aria-controls', `m-${el.getAttribute('aria-controls')}`);
    });
    slot.replaceChildren(copy);
    slot.setAttribute('data-copy-of', location.pathname);
  };
  const close = () => {
    const m = menu();
    if (m && isOpen(m)) m.hidePopover();
  };
  k.on('click', '.navbar__menu-button', () => {
    const m = menu();
    if (!m || isOpen(m)) return;
    if (m.querySelector('.mobile-menu__sidebar')) {
      m.setAttribute('data-panel', 'secondary');
      fillSidebar();
    }
    m.showPopover();
    const active = m.querySelector<HTMLElement>('.mobile-menu__sidebar .sidebar__link--active');
    if (active && m.getAttribute('data-panel') === 'secondary') active.scrollIntoView({ block: 'center' });
    const first = m.querySelector<HTMLElement>('.mobile-menu__close');
    if (first) first.focus();
  });
  k.on('click', '.mobile-menu__close', close);
  k.on('click', '.mobile-menu [data-panel-to]', (button) => {
    const m = menu();
    if (m) m.setAttribute('data-panel', button.getAttribute('data-panel-to') || 'primary');
  });
  k.on('click', '.mobile-menu a[href]', close);
  // Keyboard focus stays in the open menu: Tab from the last control goes to the first, and back.
  k.on('keydown', '.mobile-menu', (m, event) => {
    const e = event as KeyboardEvent;
    if (e.key !== 'Tab' || !isOpen(m)) return;
    const all = Array.prototype.filter.call(
      m.querySelectorAll('a[href], button'),
      (el: HTMLElement) => el.offsetParent !== null,
    ) as HTMLElement[];
    if (!all.length) return;
    const [first, last] = [all[0], all[all.length - 1]];
    if (e.shiftKey && k.d.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && k.d.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  });
  k.d.addEventListener(
    'toggle',
    (event) => {
      const m = event.target as HTMLElement;
      if (m.id !== 'mobile-menu') return;
      const open = (event as Event & { newState?: string }).newState === 'open';
      buttons().forEach((b) => b.setAttribute('aria-expanded', String(open)));
      // The page behind does not scroll while the menu is open (mobile-menu.css).
      if (open) k.h.setAttribute('data-menu-open', '');
      else k.h.removeAttribute('data-menu-open');
      if (!open && m.contains(k.d.activeElement)) {
        const button = buttons()[0] as HTMLElement | undefined;
        if (button) button.focus();
      }
    },
    true,
  );
  const wide = k.wide();
  const onWide = () => {
    if (wide.matches) close();
  };
  if (wide.addEventListener) wide.addEventListener('change', onWide);
  else wide.addListener(onWide);
  k.d.addEventListener(k.c.pageEvent, close);
  // The copy is made ahead of the tap, when the browser has nothing else to do.
  k.page(() => {
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
    if (!idle || wide.matches) return;
    idle(fillSidebar);
  });
}
