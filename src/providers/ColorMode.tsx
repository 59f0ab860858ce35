import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { THEME_KEY, safeStorage } from '../lib/storage';

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

function apply(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/**
 * Light by default; the system preference is not followed (spec section 4). The inline
 * script from gatsby-ssr applies the stored mode before first paint; this provider reads
 * it after mount and keeps tabs in sync through the `storage` event.
 */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [colorMode, setState] = useState<ColorMode>(DEFAULT_COLOR_MODE);

  useEffect(() => {
    setState(parseColorMode(safeStorage.get(THEME_KEY)));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY) return;
      const mode = parseColorMode(event.newValue);
      apply(mode);
      setState(mode);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    safeStorage.set(THEME_KEY, mode);
    apply(mode);
    setState(mode);
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>.');
  return value;
}

/** Runs before first paint (inlined in <head>): no flash of the wrong theme. */
export const colorModeScript = `(function(){try{var m=localStorage.getItem(${JSON.stringify(THEME_KEY)});document.documentElement.setAttribute('data-theme',m==='dark'?'dark':'light');}catch(e){document.documentElement.setAttribute('data-theme','light');}})();`;
