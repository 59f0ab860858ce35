import React, { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { THEME_KEY, safeStorage } from '../lib/storage';
import { htmlAttributeStore } from './dom-store';

export type ColorMode = 'light' | 'dark';
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | undefined>(undefined);

export function parseColorMode(value: string | null | undefined): ColorMode {
  return value === 'dark' ? 'dark' : value === 'light' ? 'light' : DEFAULT_COLOR_MODE;
}

const store = htmlAttributeStore('data-theme', parseColorMode, DEFAULT_COLOR_MODE);

/**
 * The colour mode is <html data-theme>: light by default, the system preference not followed.
 * The pre-paint script applies the stored mode and the toggle's behaviour (also across tabs)
 * switches it; this provider reads that attribute, so React agrees with what is drawn, and its
 * setter writes the same attribute and storage key.
 */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const colorMode = useSyncExternalStore(store.subscribe, store.get, store.server);
  const setColorMode = useCallback((mode: ColorMode) => {
    safeStorage.set(THEME_KEY, mode);
    document.documentElement.setAttribute('data-theme', mode);
  }, []);
  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>.');
  return value;
}
