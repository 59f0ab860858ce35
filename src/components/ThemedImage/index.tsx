import { withPrefix } from 'gatsby';
import React from 'react';

interface Props {
  sources: { light: string; dark: string };
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * Renders the light or dark variant. Both are in the HTML and CSS hides the other, so the
 * right one shows before any script runs and hydration never mismatches. Both load lazily:
 * the browser skips the hidden one (each SVG image is a document of its own to load and
 * decode) until the colour mode changes.
 */
export function ThemedImage({ sources, alt, width, height, className }: Props) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          className={`themed-image themed-image--${mode} ${className ?? ''}`}
          src={withPrefix(sources[mode])}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      ))}
    </>
  );
}
