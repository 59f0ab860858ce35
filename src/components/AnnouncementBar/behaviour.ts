import type { Kit } from '../../lib/kit';

/**
 * Closing the announcement stores the 'dismissed' flag for its id (the announcement keys in
 * src/lib/storage.ts) and hides it.
 */
export function behaviour(k: Kit): void {
  k.on('click', '.announcement-bar__close', () => {
    k.set(k.c.keys.announcementDismiss, 'true');
    k.h.setAttribute('data-announcement-dismissed', 'true');
  });
}
