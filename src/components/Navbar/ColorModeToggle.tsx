import React from 'react';
import { useT } from '../../i18n';
import { useColorMode } from '../../providers/ColorMode';
import { Icon } from '../Icon';

export function ColorModeToggle() {
  const { colorMode, setColorMode } = useColorMode();
  const t = useT();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'nav.themeToDark' : 'nav.themeToLight');
  return (
    <button
      type="button"
      className="navbar__item navbar__icon-button color-mode-toggle"
      aria-label={label}
      title={label}
      // The stored mode is applied before first paint (colorModeScript) and CSS shows its icon;
      // a click made before the app runs is replayed once it does (src/node/html-scripts.ts).
      onClick={() => setColorMode(next)}
    >
      <Icon name="sun" className="color-mode-toggle__sun" />
      <Icon name="moon" className="color-mode-toggle__moon" />
    </button>
  );
}
