import React from 'react';
import { useT } from '../../i18n';
import { Icon } from '../Icon';

/**
 * The colour mode switch. Its behaviour is ./element.ts (in the page's inline script): it
 * works from the first paint. Both labels are in the markup; the one for the current mode is
 * applied from the stored mode once the page is parsed. CSS shows the sun or the moon.
 */
export function ColorModeToggle() {
  const t = useT();
  const toDark = t('nav.themeToDark');
  return (
    <docs-color-mode-toggle>
      <button
        type="button"
        className="navbar__item navbar__icon-button color-mode-toggle"
        aria-label={toDark}
        title={toDark}
        data-label-dark={toDark}
        data-label-light={t('nav.themeToLight')}
      >
        <Icon name="sun" className="color-mode-toggle__sun" />
        <Icon name="moon" className="color-mode-toggle__moon" />
      </button>
    </docs-color-mode-toggle>
  );
}
