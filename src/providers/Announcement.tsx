import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, safeStorage } from '../lib/storage';

export const DEFAULT_ANNOUNCEMENT_ID = 'announcement-bar';
/** The id once shipped misspelt; a stored value of it counts as the default id. */
export const LEGACY_ANNOUNCEMENT_ID = 'annoucement-bar';

interface AnnouncementValue {
  /** False once the reader dismissed this announcement. */
  isActive: boolean;
  close: () => void;
}

const AnnouncementContext = createContext<AnnouncementValue | undefined>(undefined);

export function migrateAnnouncementId(stored: string | null): string | null {
  return stored === LEGACY_ANNOUNCEMENT_ID ? DEFAULT_ANNOUNCEMENT_ID : stored;
}

/**
 * Reads and records the dismissal for announcement `id`: a new id resets the flag.
 * Returns whether the bar is dismissed.
 */
export function syncAnnouncementState(id: string): boolean {
  const storedId = migrateAnnouncementId(safeStorage.get(ANNOUNCEMENT_ID_KEY));
  const isNew = storedId !== id;
  safeStorage.set(ANNOUNCEMENT_ID_KEY, id);
  if (isNew) safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, 'false');
  return !isNew && safeStorage.get(ANNOUNCEMENT_DISMISS_KEY) === 'true';
}

export function AnnouncementProvider({
  id = DEFAULT_ANNOUNCEMENT_ID,
  children,
}: {
  id?: string;
  children: React.ReactNode;
}) {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    setDismissed(syncAnnouncementState(id));
  }, [id]);

  const close = useCallback(() => {
    safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, 'true');
    document.documentElement.removeAttribute('data-announcement-dismissed');
    setDismissed(true);
  }, []);

  const value = useMemo(() => ({ isActive: !dismissed, close }), [dismissed, close]);
  return <AnnouncementContext.Provider value={value}>{children}</AnnouncementContext.Provider>;
}

export function useAnnouncement(): AnnouncementValue {
  const value = useContext(AnnouncementContext);
  if (!value) throw new Error('useAnnouncement must be used inside <AnnouncementProvider>.');
  return value;
}

/** Inline <head> script: hides a dismissed, closeable bar before first paint. */
export function announcementScript(id: string): string {
  return `(function(){try{var s=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)});if(s===${JSON.stringify(LEGACY_ANNOUNCEMENT_ID)})s=${JSON.stringify(DEFAULT_ANNOUNCEMENT_ID)};if(s===${JSON.stringify(id)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true')document.documentElement.setAttribute('data-announcement-dismissed','true');}catch(e){}})();`;
}
