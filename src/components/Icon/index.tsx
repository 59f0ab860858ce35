import React from 'react';

// Small icons drawn for this site (24×24 grid, currentColor). The drawings live once in the
// stylesheet (./icons.css, CSS masks), so a page's HTML carries a short empty element per icon
// instead of inline SVG.
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

export type IconName = (typeof ICON_NAMES)[number];

/** Sizes with a class in icons.css (20 is the default). */
export type IconSize = 12 | 14 | 16 | 20 | 22;

export function Icon({ name, size = 20, className }: { name: IconName; size?: IconSize; className?: string }) {
  const cls = `ic ic-${name}${size === 20 ? '' : ` ic-${size}`}${className ? ` ${className}` : ''}`;
  return <span className={cls} aria-hidden="true" />;
}
