import React from 'react';
import { useTranslate } from '../../i18n/Translate';
import { useIsBrowser } from '../../hooks/useLayoutClass';
import { useColorMode } from '../../providers/ColorMode';
import { Icon } from '../Icon';

export function ColorModeToggle() {
  const { colorMode, setColorMode } = useColorMode();
  const translate = useTranslate();
  const isBrowser = useIsBrowser();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const label = translate({ id: next === 'dark' ? 'nav.themeToDark' : 'nav.themeToLight' });
  return (
    <button
      type="button"
      className="navbar__item navbar__icon-button color-mode-toggle"
      aria-label={label}
      title={label}
      // Until hydration the stored mode is unknown to React; the button works after it.
      disabled={!isBrowser}
      onClick={() => setColorMode(next)}
    >
      <Icon name="sun" className="color-mode-toggle__sun" />
      <Icon name="moon" className="color-mode-toggle__moon" />
    </button>
  );
}
