import React, { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { PAGE_EVENT } from '../lib/navigation';
import { DEFAULT_DOCS_PLUGIN_ID, preferredVersionKey, safeStorage } from '../lib/storage';

interface PreferredVersionValue {
  /** The version the reader last picked, or null. */
  preferredVersion: string | null;
  savePreferredVersion: (name: string) => void;
}

const PreferredVersionContext = createContext<PreferredVersionValue | undefined>(undefined);

/** Told when this tab saves a choice (other tabs hear the storage event). */
const CHANGED = 'docs:preferred-version';

/** The stored choice when it names a known version, else null. */
export function readPreferredVersion(known: readonly string[], pluginId = DEFAULT_DOCS_PLUGIN_ID): string | null {
  const stored = safeStorage.get(preferredVersionKey(pluginId));
  return stored !== null && known.includes(stored) ? stored : null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  document.addEventListener(CHANGED, onChange);
  // A version picked from the navbar menu is stored by its inline behaviour; the app's next
  // page (or this one, after a reload) reads it.
  document.addEventListener(PAGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    document.removeEventListener(CHANGED, onChange);
    document.removeEventListener(PAGE_EVENT, onChange);
  };
}

/**
 * The preferred docs version (spec 4): null until the reader picks one, stored under
 * docs-preferred-version-<plugin id>, cleared when it names a version that no longer exists.
 */
export function PreferredVersionProvider({
  versions,
  pluginId = DEFAULT_DOCS_PLUGIN_ID,
  children,
}: {
  versions: readonly string[];
  pluginId?: string;
  children: React.ReactNode;
}) {
  const versionsKey = versions.join('|');
  const read = useCallback(() => readPreferredVersion(versionsKey.split('|'), pluginId), [versionsKey, pluginId]);
  const preferredVersion = useSyncExternalStore(subscribe, read, () => null);

  useEffect(() => {
    const key = preferredVersionKey(pluginId);
    const stored = safeStorage.get(key);
    if (stored !== null && !versionsKey.split('|').includes(stored)) safeStorage.remove(key);
  }, [versionsKey, pluginId]);

  const savePreferredVersion = useCallback(
    (name: string) => {
      safeStorage.set(preferredVersionKey(pluginId), name);
      document.dispatchEvent(new Event(CHANGED));
    },
    [pluginId],
  );

  const value = useMemo(() => ({ preferredVersion, savePreferredVersion }), [preferredVersion, savePreferredVersion]);
  return <PreferredVersionContext.Provider value={value}>{children}</PreferredVersionContext.Provider>;
}

export function usePreferredVersion(): PreferredVersionValue {
  const value = useContext(PreferredVersionContext);
  if (!value) {
    throw new Error(
      'usePreferredVersion was called outside <PreferredVersionProvider>: wrap the app in it (see gatsby-browser.tsx).',
    );
  }
  return value;
}
