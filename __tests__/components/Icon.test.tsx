import fs from 'fs';
import path from 'path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon, ICON_NAMES } from '../../src/components/Icon';

const css = fs.readFileSync(path.join(__dirname, '../../src/components/Icon/icons.css'), 'utf8');

describe('Icon', () => {
  it('has one drawing in icons.css for every name, and no drawing without a name', () => {
    const drawn = [...css.matchAll(/^\.ic-([A-Za-z]+) \{\n {2}--ic: url\("data:image\/svg\+xml,([^"]+)"\);/gm)].map((m) => m[1]);
    expect([...drawn].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws valid SVG documents on the 24-unit grid', () => {
    for (const m of css.matchAll(/--ic: url\("data:image\/svg\+xml,([^"]+)"\)/g)) {
      const svg = decodeURIComponent(m[1]);
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'>.*<\/svg>$/);
      // Unencoded # would end the URL at a fragment.
      expect(m[1]).not.toContain('#');
    }
  });

  it('has a size class for every size it accepts', () => {
    for (const size of [12, 14, 16, 22]) expect(css).toContain(`.ic-${size} {`);
  });

  it('renders a hidden element with the name and size classes', () => {
    expect(renderToStaticMarkup(<Icon name="chevronDown" size={16} className="x" />)).toBe('<span class="ic ic-chevronDown ic-16 x" aria-hidden="true"></span>');
    expect(renderToStaticMarkup(<Icon name="menu" />)).toBe('<span class="ic ic-menu" aria-hidden="true"></span>');
  });
});
