import type { Kit } from '../../lib/kit';

/**
 * The menu button opens the small-screen menu (a modal dialog: focus stays inside, Escape
 * closes it and focus goes back to the button). On a page with a sidebar, the menu shows a
 * copy of it first (ids prefixed, so the page keeps one element per id). A tap on the
 * backdrop, a followed link, or the window growing to desktop width closes it.
 */
export function behaviour(k: Kit): void {
  const dialog = () => k.d.getElementById('mobile-menu') as HTMLDialogElement | null;
  const buttons = () => k.d.querySelectorAll('.navbar__menu-button');
  const close = () => {
    const d = dialog();
    if (d && d.open) d.close();
  };
  const fillSidebar = (d: HTMLElement) => {
    const slot = d.querySelector('.mobile-menu__sidebar');
    const source = k.d.querySelector('.doc-layout__sidebar .sidebar');
    if (!slot || !source) return;
    const copy = source.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[id]').forEach((el) => {
      el.id = `m-${el.id}`;
    });
    copy.querySelectorAll('[aria-controls]').forEach((el) => {
      el.setAttribute('aria-controls', `m-${el.getAttribute('aria-controls')}`);
    });
    slot.replaceChildren(copy);
  };
  k.on('click', '.navbar__menu-button', () => {
    const d = dialog();
    if (!d || d.open) return;
    if (d.querySelector('.mobile-menu__sidebar')) {
      d.setAttribute('data-panel', 'secondary');
      fillSidebar(d);
    }
    d.showModal();
    buttons().forEach((b) => b.setAttribute('aria-expanded', 'true'));
    const active = d.querySelector('.mobile-menu__sidebar .sidebar__link--active');
    if (active) active.scrollIntoView({ block: 'center' });
  });
  k.on('click', '.mobile-menu__close', close);
  k.on('click', '.mobile-menu [data-panel-to]', (button) => {
    const d = dialog();
    if (d) d.setAttribute('data-panel', button.getAttribute('data-panel-to') || 'primary');
  });
  k.on('click', '.mobile-menu a[href]', close);
  // The backdrop is the dialog's own box outside its content.
  k.on('click', '.mobile-menu', (d, e) => {
    const r = d.getBoundingClientRect();
    const m = e as MouseEvent;
    if (e.target === d && (m.clientX > r.right || m.clientX < r.left || m.clientY < r.top || m.clientY > r.bottom)) {
      close();
    }
  });
  k.d.addEventListener(
    'close',
    (e) => {
      if ((e.target as Element).id === 'mobile-menu')
        buttons().forEach((b) => b.setAttribute('aria-expanded', 'false'));
    },
    true,
  );
  const wide = window.matchMedia(`(min-width: ${k.c.desktopMin}px)`);
  const onWide = () => {
    if (wide.matches) close();
  };
  if (wide.addEventListener) wide.addEventListener('change', onWide);
  else wide.addListener(onWide);
  k.d.addEventListener(k.c.pageEvent, close);
}
