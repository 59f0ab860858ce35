import React, { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, safeStorage } from '../lib/storage';
import { htmlAttributeStore } from './dom-store';

interface AnnouncementValue {
  /** False once the reader dismissed this announcement. */
  isActive: boolean;
  close: () => void;
}

const AnnouncementContext = createContext<AnnouncementValue | undefined>(undefined);

const DISMISSED = 'data-announcement-dismissed';
const store = htmlAttributeStore(DISMISSED, (v) => v === 'true', false);

/**
 * Whether the announcement was closed: <html data-announcement-dismissed>, which the pre-paint
 * script sets from storage (a new announcement id resets it; the legacy misspelt id is
 * migrated: src/browser/inline/pre-paint.ts) and the close button's behaviour sets too.
 */
export function AnnouncementProvider({ children }: { children: React.ReactNode }) {
  const dismissed = useSyncExternalStore(store.subscribe, store.get, store.server);
  const close = useCallback(() => {
    safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, 'true');
    document.documentElement.setAttribute(DISMISSED, 'true');
  }, []);
  const value = useMemo(() => ({ isActive: !dismissed, close }), [dismissed, close]);
  return <AnnouncementContext.Provider value={value}>{children}</AnnouncementContext.Provider>;
}

export function useAnnouncement(): AnnouncementValue {
  const value = useContext(AnnouncementContext);
  if (!value) throw new Error('useAnnouncement must be used inside <AnnouncementProvider>.');
  return value;
}
