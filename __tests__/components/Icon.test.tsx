import fs from 'fs';
import path from 'path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon, ICON_NAMES } from '../../src/components/Icon';
import { ICON_DRAWINGS } from '../../src/components/Icon/drawings';
import { IconSprite, iconSpriteMarkup } from '../../src/components/Icon/sprite';

const css = fs.readFileSync(path.join(__dirname, '../../src/components/Icon/icons.css'), 'utf8');

describe('Icon', () => {
  it('has one drawing for every name, and no drawing without a name', () => {
    expect(Object.keys(ICON_DRAWINGS).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws with currentColor only, so both colour modes and forced colours follow the text', () => {
    // Lines inherit the stroke from .ic; filled drawings name currentColor themselves.
    expect(css).toMatch(/:where\(\.ic\) \{[^}]*fill: none;\s*stroke: currentColor;\s*stroke-width: 2;/);
    for (const [name, drawing] of Object.entries(ICON_DRAWINGS)) {
      const colours = [...drawing.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]).filter((c) => c !== 'none');
      expect({ name, colours: colours.filter((c) => c !== 'currentColor') }).toEqual({ name, colours: [] });
      expect(drawing).not.toMatch(/<svg|<script|on\w+=/);
    }
  });

  it('puts every drawing in the sprite as a symbol with the id icons refer to', () => {
    const sprite = iconSpriteMarkup();
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" style="display:none">/);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(ICON_NAMES.map((n) => `ic-${n}`).sort());
    expect(renderToStaticMarkup(<IconSprite />)).toBe(`<div hidden="">${sprite}</div>`);
  });

  it('has a size class for every size it accepts', () => {
    for (const size of [12, 14, 16, 22]) expect(css).toContain(`.ic-${size} {`);
  });

  it('renders a hidden, unfocusable reference to its symbol with the size classes', () => {
    expect(renderToStaticMarkup(<Icon name="chevronDown" size={16} className="x" />)).toBe(
      '<svg class="ic ic-16 x" aria-hidden="true" focusable="false"><use href="#ic-chevronDown"></use></svg>',
    );
    expect(renderToStaticMarkup(<Icon name="menu" />)).toBe(
      '<svg class="ic" aria-hidden="true" focusable="false"><use href="#ic-menu"></use></svg>',
    );
  });
});
