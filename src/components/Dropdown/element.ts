// <docs-dropdown>: a navbar menu (./index.tsx). The button opens and closes its list; Escape
// closes it (focus back on the button), and so do a press outside and focus moving out. One
// menu is open at a time. A version picked from a menu is remembered as the preferred version
// (src/components/shell/preferred-version.ts). Part of the head script.
import { define, disclose, ShellElement } from '../shell/kit';
import { PICK_SELECTOR, rememberVersion } from '../shell/preferred-version';

export const DROPDOWN_TAG = 'docs-dropdown';

export class DocsDropdown extends ShellElement {
  constructor() {
    super();
    this._delegate('click', '.dropdown__toggle', () => {
      const open = !this._isOpen();
      document.querySelectorAll<DocsDropdown>(DROPDOWN_TAG).forEach((d) => d._set(false));
      this._set(open);
    });
    this._delegate('click', PICK_SELECTOR, rememberVersion);
    this._delegate('click', '.dropdown__link', () => this._set(false));
  }

  private _button(): HTMLElement | null {
    return this.querySelector('.dropdown__toggle');
  }

  private _isOpen(): boolean {
    return this._button()?.getAttribute('aria-expanded') === 'true';
  }

  private _set(open: boolean): void {
    disclose(this._button(), open);
  }

  protected _connect(): void {
    const outside = (e: Event) => {
      if (this._isOpen() && !this.contains(e.target as Node)) this._set(false);
    };
    this._listen(document, 'mousedown', outside);
    this._listen(document, 'touchstart', outside, { passive: true });
    this._listen(document, 'focusin', outside);
    this._listen(document, 'keydown', (e) => {
      if ((e as KeyboardEvent).key !== 'Escape' || !this._isOpen()) return;
      this._set(false);
      this._button()?.focus();
    });
  }
}

export function defineDropdown(): void {
  define(DROPDOWN_TAG, DocsDropdown);
}
