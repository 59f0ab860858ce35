// The site's icons (24×24 grid, drawn with currentColor). Each page carries them once, as
// <symbol>s in a hidden sprite before its root (IconSprite, added by gatsby-ssr.tsx), and an icon
// is a short <svg><use href="#ic-name"/></svg>. Inline symbols cost no request and no image
// decoding (CSS-mask or <img> SVGs each start a separate SVG document in the browser).
// Lines inherit fill: none, stroke: currentColor and stroke-width: 2 from .ic (icons.css);
// filled drawings say so themselves.
export const ICON_DRAWINGS = {
  menu: '<path d="M3 6h18M3 12h18M3 18h18" stroke-linecap="round"/>',
  close: '<path d="M6 6l12 12M18 6L6 18" stroke-linecap="round"/>',
  chevronDown: '<path d="M6 9l6 6 6-6" stroke-linecap="round" stroke-linejoin="round"/>',
  chevronLeft: '<path d="M15 6l-6 6 6 6" stroke-linecap="round" stroke-linejoin="round"/>',
  external:
    '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" stroke-linecap="round" ' +
    'stroke-linejoin="round"/>',
  sun:
    '<g stroke-linecap="round"><circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 ' +
    '1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/></g>',
  moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" stroke-linejoin="round"/>',
  search: '<g stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/></g>',
  copy:
    '<g stroke-linejoin="round"><rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V5a1 1 0 0 1 ' +
    '1-1h10"/></g>',
  check: '<path d="M5 12l5 5L20 7" stroke-linecap="round" stroke-linejoin="round"/>',
  globe:
    '<g><circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 ' +
    '9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"/></g>',
  home: '<path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" stroke-linejoin="round"/>',
  edit: '<path d="M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4" stroke-linejoin="round"/>',
  twitter:
    '<path fill="currentColor" stroke="none" d="M4 4l6.6 8.8L4.3 20h1.9l5.2-6 4.4 6H20l-7-9.4L19 4h-1.9l-4.8 ' +
    '5.5L8.2 4z"/>',
  discord:
    '<path fill="currentColor" stroke="none" d="M18.6 6.2A15 15 0 0 0 15 5l-.5 1a13 13 0 0 0-5 0L9 5a15 15 0 0 ' +
    '0-3.6 1.2C3.1 9.6 2.5 13 2.8 16.3A15 15 0 0 0 7.3 18.6l.9-1.5a9 9 0 0 1-1.5-.7l.4-.3a10.6 10.6 0 0 0 9.8 ' +
    '0l.4.3-1.5.7.9 1.5a15 15 0 0 0 4.5-2.3c.4-3.8-.6-7.2-2.6-10.1zM9.2 14.3c-.9 0-1.6-.8-1.6-1.8s.7-1.8 1.6-1.8 ' +
    '1.6.8 1.6 1.8-.7 1.8-1.6 1.8zm5.6 0c-.9 0-1.6-.8-1.6-1.8s.7-1.8 1.6-1.8 1.6.8 1.6 1.8-.7 1.8-1.6 1.8z"/>',
  github:
    '<path fill="currentColor" stroke="none" d="M12 2a10 10 0 0 0-3.2 ' +
    '19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 ' +
    '1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.5-1.1-4.5-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 ' +
    '1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.5 5 .4.3.7.9.7 ' +
    '1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z"/>',
} as const;
