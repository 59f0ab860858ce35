import type { Kit } from '../../lib/kit';

/**
 * Navbar menus: the button opens and closes its list; Escape closes it (focus back on the
 * button), and so do a press outside and focus moving out. One menu is open at a time. A
 * version picked from a menu is remembered as the preferred version (`preferredVersionKey` in
 * src/lib/storage.ts).
 */
export function behaviour(k: Kit): void {
  const set = (button: Element, open: boolean) => {
    const menu = k.d.getElementById(button.getAttribute('aria-controls') || '');
    if (!menu) return;
    button.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
  };
  const openButtons = () => k.d.querySelectorAll('.dropdown__toggle[aria-expanded="true"]');
  const closeAll = (except?: Element | null) =>
    openButtons().forEach((b) => {
      if (b !== except) set(b, false);
    });
  k.on('click', '.dropdown__toggle', (button) => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    closeAll(button);
    set(button, open);
  });
  k.on('click', '[data-preferred-version]', (link) => {
    k.set(k.c.keys.preferredVersion, link.getAttribute('data-preferred-version') || '');
  });
  k.on('click', '.dropdown__link', () => closeAll());
  const outside = (e: Event) => {
    const target = e.target as Element | null;
    if (!target || !target.closest || !target.closest('.dropdown')) closeAll();
  };
  k.d.addEventListener('mousedown', outside);
  k.d.addEventListener('touchstart', outside, { passive: true });
  k.d.addEventListener('focusin', (e) => {
    openButtons().forEach((b) => {
      const box = b.closest('.dropdown');
      if (box && !box.contains(e.target as Node)) set(b, false);
    });
  });
  k.d.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    openButtons().forEach((b) => {
      set(b, false);
      (b as HTMLElement).focus();
    });
  });
}
