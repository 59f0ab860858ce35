import React from 'react';

/**
 * The navbar's logo: the Ionic mark drawn inline and the word mark as text, coloured by the
 * colour-mode variables (global.css, .brand-logo). Inline rather than an <img> of an SVG file:
 * the browser builds every SVG image as a document of its own, main-thread work during page
 * load on every page, and a light and a dark file would be needed besides. The text uses the
 * page's type scale, so it adds no font of its own.
 */
export function BrandLogo({ label, width, height }: { label: string; width: number; height: number }) {
  return (
    <span className="brand-logo" role="img" aria-label={label} style={{ width, height }}>
      <svg
        className="brand-logo__mark"
        viewBox="0 0 28 28"
        width={height}
        height={height}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="14" cy="14" r="11.5" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="14" cy="14" r="5" fill="currentColor" />
        <circle cx="23.5" cy="5.5" r="3" fill="currentColor" />
      </svg>
      <span className="brand-logo__name" aria-hidden="true">
        ionic
      </span>
      <span className="brand-logo__sub" aria-hidden="true">
        docs
      </span>
    </span>
  );
}
