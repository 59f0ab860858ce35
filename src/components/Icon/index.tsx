import React from 'react';

// Small icons drawn for this site (24×24 grid, currentColor). The drawings (./drawings.ts) are
// in each page once, as a hidden sprite (./sprite.tsx, server-rendered only); an icon refers to
// its symbol, so the app bundle carries names, not drawings.
export const ICON_NAMES = [
  'menu',
  'close',
  'chevronDown',
  'chevronLeft',
  'external',
  'sun',
  'moon',
  'search',
  'copy',
  'check',
  'globe',
  'home',
  'edit',
  'twitter',
  'discord',
  'github',
] as const;

/** Symbol ids are `ic-<name>`. */
export const ICON_ID_PREFIX = 'ic-';

export type IconName = (typeof ICON_NAMES)[number];

/** Sizes with a class in icons.css (20 is the default). */
export type IconSize = 12 | 14 | 16 | 20 | 22;

const iconClass = (size: IconSize, className?: string) =>
  `ic${size === 20 ? '' : ` ic-${size}`}${className ? ` ${className}` : ''}`;

export function Icon({ name, size = 20, className }: { name: IconName; size?: IconSize; className?: string }) {
  return (
    <svg className={iconClass(size, className)} aria-hidden="true" focusable="false">
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}
