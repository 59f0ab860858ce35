// <docs-navbar>, around the navbar (./index.tsx): it hides while the reader scrolls down past it
// and comes back on the way up. Outside the docs (search, not found) its doc links lead to the
// version the reader picked (src/components/shell/preferred-version.ts). Part of the head script.
import { define, ShellElement } from '../shell/kit';
import { followPreferredVersion } from '../shell/preferred-version';

export const NAVBAR_TAG = 'docs-navbar';

export class DocsNavbar extends ShellElement {
  private _last = 0;
  private _frame = 0;

  protected _connect(): void {
    this._last = window.scrollY;
    const onScroll = () => {
      cancelAnimationFrame(this._frame);
      this._frame = requestAnimationFrame(() => {
        const nav = this.firstElementChild as HTMLElement | null;
        const y = window.scrollY;
        if (nav) {
          // Shown within its height of the top and on the way up, hidden on the way down.
          const top = y < (nav.offsetHeight || 60);
          if (top || y !== this._last) nav.toggleAttribute('data-hidden', !top && y > this._last);
        }
        this._last = y;
      });
    };
    this._listen(window, 'scroll', onScroll, { passive: true });
  }

  _parsed(): void {
    followPreferredVersion(this);
  }
}

export function defineNavbar(): void {
  define(NAVBAR_TAG, DocsNavbar);
}
