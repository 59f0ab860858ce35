import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { safeStorage, tabsKey } from '../lib/storage';

interface TabsSyncValue {
  choices: Record<string, string>;
  choose: (groupId: string, value: string) => void;
}

const TabsSyncContext = createContext<TabsSyncValue | undefined>(undefined);

/** Tabs with the same groupId switch together across the site, and the choice is remembered. */
export function TabsSyncProvider({ children }: { children: React.ReactNode }) {
  const [choices, setChoices] = useState<Record<string, string>>({});
  const choose = useCallback((groupId: string, value: string) => {
    safeStorage.set(tabsKey(groupId), value);
    setChoices((c) => ({ ...c, [groupId]: value }));
  }, []);
  const value = useMemo(() => ({ choices, choose }), [choices, choose]);
  return <TabsSyncContext.Provider value={value}>{children}</TabsSyncContext.Provider>;
}

/** The selected value for a group: the remembered choice when valid, else the default. */
export function useTabChoice(groupId: string | undefined, values: string[], defaultValue: string) {
  const ctx = useContext(TabsSyncContext);
  const [local, setLocal] = useState(defaultValue);
  const valuesKey = values.join('|');

  useEffect(() => {
    if (!groupId || !ctx) return;
    const stored = safeStorage.get(tabsKey(groupId));
    if (stored && valuesKey.split('|').includes(stored) && ctx.choices[groupId] === undefined) ctx.choose(groupId, stored);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, valuesKey]);

  const synced = groupId && ctx ? ctx.choices[groupId] : undefined;
  const selected = synced && values.includes(synced) ? synced : local;
  const select = useCallback(
    (value: string) => {
      setLocal(value);
      if (groupId && ctx) ctx.choose(groupId, value);
    },
    [groupId, ctx],
  );
  return [selected, select] as const;
}
