import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_DOCS_PLUGIN_ID, preferredVersionKey, safeStorage } from '../lib/storage';

interface PreferredVersionValue {
  /** The version the reader last picked, or null. */
  preferredVersion: string | null;
  savePreferredVersion: (name: string) => void;
}

const PreferredVersionContext = createContext<PreferredVersionValue | undefined>(undefined);

/** Reads the stored choice; a name that no longer exists is cleared. */
export function readPreferredVersion(known: readonly string[], pluginId = DEFAULT_DOCS_PLUGIN_ID): string | null {
  const key = preferredVersionKey(pluginId);
  const stored = safeStorage.get(key);
  if (stored === null) return null;
  if (known.includes(stored)) return stored;
  safeStorage.remove(key);
  return null;
}

export function PreferredVersionProvider({
  versions,
  pluginId = DEFAULT_DOCS_PLUGIN_ID,
  children,
}: {
  versions: readonly string[];
  pluginId?: string;
  children: React.ReactNode;
}) {
  const [preferredVersion, setPreferred] = useState<string | null>(null);
  const versionsKey = versions.join('|');

  useEffect(() => {
    setPreferred(readPreferredVersion(versionsKey.split('|'), pluginId));
  }, [versionsKey, pluginId]);

  const savePreferredVersion = useCallback(
    (name: string) => {
      safeStorage.set(preferredVersionKey(pluginId), name);
      setPreferred(name);
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
