// <docs-announcement>, around the announcement bar (./index.tsx): closing it stores the
// 'dismissed' flag for its id (the announcement keys in src/lib/storage.ts) and hides it, on this
// page at once and on later ones before their first paint (src/browser/inline/pre-paint.ts).
// Part of the head script.
import { define, html, ShellElement, store } from '../shell/kit';
import { ANNOUNCEMENT_DISMISS_KEY } from '../../lib/storage';

export const ANNOUNCEMENT_TAG = 'docs-announcement';

export class DocsAnnouncement extends ShellElement {
  constructor() {
    super();
    this._delegate('click', '.announcement-bar__close', () => {
      store.set(ANNOUNCEMENT_DISMISS_KEY, 'true');
      html().setAttribute('data-announcement-dismissed', 'true');
    });
  }
}

export function defineAnnouncementBar(): void {
  define(ANNOUNCEMENT_TAG, DocsAnnouncement);
}
