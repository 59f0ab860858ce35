import React from 'react';
import { ICON_DRAWINGS } from './drawings';
import { ICON_ID_PREFIX } from './index';

/** The sprite's markup: one <symbol> per icon, in a hidden <svg>. */
export function iconSpriteMarkup(): string {
  const symbols = Object.entries(ICON_DRAWINGS)
    .map(([name, drawing]) => `<symbol id="${ICON_ID_PREFIX}${name}" viewBox="0 0 24 24">${drawing}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols}</svg>`;
}

/**
 * Rendered once per page before the app's root (gatsby-ssr.tsx), outside what React hydrates:
 * client-side navigations keep it, and every <Icon> of every page refers to it.
 */
export function IconSprite() {
  return <div hidden dangerouslySetInnerHTML={{ __html: iconSpriteMarkup() }} />;
}
