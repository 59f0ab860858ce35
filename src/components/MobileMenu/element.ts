// <docs-mobile-menu>, around the small-screen menu (./index.tsx), a popover over a backdrop.
// A button marked `aria-controls="mobile-menu"` (the navbar's) opens it: focus moves into it
// and Tab cycles inside; Escape, a tap on the backdrop, a followed link, a new page or the
// window growing to desktop width close it, and focus goes back to the button. On a page with
// a sidebar it shows a copy of that sidebar first (ids prefixed, so the page keeps one element
// per id), made when the browser is idle after load, not at the tap. Part of the head script.
import { define, html, ShellElement, wide } from '../shell/kit';
import { followPreferredVersion, PICK_SELECTOR, rememberVersion } from '../shell/preferred-version';
import { SIDEBAR_TAG } from '../Sidebar/element';
import { MOBILE_MENU_ID } from './id';

export const MOBILE_MENU_TAG = 'docs-mobile-menu';

const OPENERS = `[aria-controls="${MOBILE_MENU_ID}"]`;

function isOpen(menu: HTMLElement): boolean {
  try {
    return menu.matches(':popover-open');
  } catch {
    return false;
  }
}

export class DocsMobileMenu extends ShellElement {
  constructor() {
    super();
    this._delegate('click', '.mobile-menu__close', () => this._close());
    this._delegate('click', '[data-panel-to]', (button) => {
      this._menu()?.setAttribute('data-panel', button.getAttribute('data-panel-to') || 'primary');
    });
    this._delegate('click', PICK_SELECTOR, rememberVersion);
    this._delegate('click', 'a[href]', () => this._close());
    // Keyboard focus stays in the open menu: Tab from the last control goes to the first, and back.
    this.addEventListener('keydown', (e) => {
      const menu = this._menu();
      if (e.key !== 'Tab' || !menu || !isOpen(menu)) return;
      const all = [...menu.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.offsetParent !== null);
      if (!all.length) return;
      const first = all[0];
      const last = all[all.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    });
    // The popover's toggle event does not bubble: caught on its way down.
    this.addEventListener(
      'toggle',
      (e) => {
        const menu = this._menu();
        if (e.target !== menu || !menu) return;
        const open = (e as Event & { newState?: string }).newState === 'open';
        const openers = document.querySelectorAll<HTMLElement>(OPENERS);
        openers.forEach((b) => b.setAttribute('aria-expanded', String(open)));
        // The page behind does not scroll while the menu is open (mobile-menu.css).
        html().toggleAttribute('data-menu-open', open);
        if (!open && menu.contains(document.activeElement)) openers[0]?.focus();
      },
      true,
    );
  }

  private _menu(): HTMLElement | null {
    return this.firstElementChild as HTMLElement | null;
  }

  protected _connect(): void {
    this._listen(document, 'click', (e) => {
      const menu = this._menu();
      if (!(e.target as Element).closest?.(OPENERS) || !menu || isOpen(menu)) return;
      // It opens on the sidebar's copy when the page has a sidebar, focus on its close button.
      if (this.querySelector('.mobile-menu__sidebar')) {
        menu.setAttribute('data-panel', 'secondary');
        this._fillSidebar();
      }
      menu.showPopover();
      const active = this.querySelector<HTMLElement>('.mobile-menu__sidebar .sidebar__link--active');
      if (active && menu.getAttribute('data-panel') === 'secondary') active.scrollIntoView({ block: 'center' });
      this.querySelector<HTMLElement>('.mobile-menu__close')?.focus();
    });
    this._listen(wide(), 'change', () => {
      if (wide().matches) this._close();
    });
  }

  /** A new page: the menu closes, its links follow the preferred version, the copy is made ahead of a tap. */
  _parsed(): void {
    this._close();
    followPreferredVersion(this);
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
    if (idle && !wide().matches) idle(() => this._fillSidebar());
  }

  private _fillSidebar(): void {
    const slot = this.querySelector('.mobile-menu__sidebar');
    const source = [...document.querySelectorAll(SIDEBAR_TAG)].find((s) => !this.contains(s));
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
  }

  private _close(): void {
    const menu = this._menu();
    if (menu && isOpen(menu)) menu.hidePopover();
  }
}

export function defineMobileMenu(): void {
  define(MOBILE_MENU_TAG, DocsMobileMenu);
}
