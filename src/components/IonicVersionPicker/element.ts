// <docs-ionic-version>, around "My Ionic version" (./index.tsx): a choice is stored
// (`ionic-version`; the latest release removes it) and put on <html data-ionic-version>, which
// the pre-paint step sets on every later page before its first paint; CSS does the rest. The
// control shows the stored choice once it is in place, and follows a choice made in another
// tab. Part of the head script.
import { define, followStorage, html, refresh, ShellElement, store } from '../shell/kit';
import { IONIC_VERSION_KEY } from '../../lib/storage';

export const IONIC_VERSION_TAG = 'docs-ionic-version';

const ATTR = 'data-ionic-version';

/** Puts a release on <html> (a malformed one or none: the latest) and updates every picker. */
export function applyIonicVersion(value: string | null): void {
  if (value && /^\d+\.\d+$/.test(value)) html().setAttribute(ATTR, value);
  else html().removeAttribute(ATTR);
  refresh(IONIC_VERSION_TAG);
}

export class DocsIonicVersion extends ShellElement {
  constructor() {
    super();
    this._delegate('change', 'select', (select) => {
      const value = (select as HTMLSelectElement).value;
      if (value) store.set(IONIC_VERSION_KEY, value);
      else store.remove(IONIC_VERSION_KEY);
      applyIonicVersion(value);
    });
  }

  /** Shows the stored release; one this page does not offer shows "latest" (nothing dimmed). */
  _parsed(): void {
    const select = this.querySelector('select');
    if (!select) return;
    const chosen = html().getAttribute(ATTR) || '';
    select.value = chosen;
    if (select.value !== chosen) select.value = '';
  }
}

export function defineIonicVersionPicker(): void {
  // A choice made in another tab: this page follows.
  if (define(IONIC_VERSION_TAG, DocsIonicVersion)) followStorage(IONIC_VERSION_KEY, applyIonicVersion);
}
