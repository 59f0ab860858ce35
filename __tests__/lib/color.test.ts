import {
  IONIC_DEFAULT_COLORS,
  SHADE_RATIO,
  TINT_RATIO,
  colorClass,
  contrast,
  contrastRatio,
  formatHex,
  generateColor,
  generateCss,
  isValidColorName,
  isValidHex,
  mix,
  mixRgb,
  normalizeHex,
  parseHex,
  relativeLuminance,
  rgbTriplet,
  shade,
  tint,
} from '../../src/lib/color';

// [base, contrast, shade, tint] as shipped in @ionic/core 8.8 (css/core.css and
// css/palettes/*.always.css). Ionic writes contrast as #fff/#000; the generator
// writes six digits.
type Expected = [string, string, string, string];

const LIGHT: Record<string, Expected> = {
  primary: ['#0054e9', '#fff', '#004acd', '#1a65eb'],
  secondary: ['#0163aa', '#fff', '#015796', '#1a73b3'],
  tertiary: ['#6030ff', '#fff', '#542ae0', '#7045ff'],
  success: ['#2dd55b', '#000', '#28bb50', '#42d96b'],
  warning: ['#ffc409', '#000', '#e0ac08', '#ffca22'],
  danger: ['#c5000f', '#fff', '#ad000d', '#cb1a27'],
  light: ['#f4f5f8', '#000', '#d7d8da', '#f5f6f9'],
  medium: ['#636469', '#fff', '#57585c', '#737478'],
  dark: ['#222428', '#fff', '#1e2023', '#383a3e'],
};

const DARK: Record<string, Expected> = {
  primary: ['#4d8dff', '#000', '#447ce0', '#5f98ff'],
  secondary: ['#46b1ff', '#000', '#3e9ce0', '#59b9ff'],
  tertiary: ['#8482fb', '#000', '#7472dd', '#908ffb'],
  success: ['#2dd55b', '#000', '#28bb50', '#42d96b'],
  warning: ['#ffce31', '#000', '#e0b52b', '#ffd346'],
  danger: ['#f24c58', '#000', '#d5434d', '#f35e69'],
  light: ['#222428', '#fff', '#1e2023', '#383a3e'],
  medium: ['#989aa2', '#000', '#86888f', '#a2a4ab'],
  dark: ['#f4f5f8', '#000', '#d7d8da', '#f5f6f9'],
};

const HIGH_CONTRAST: Record<string, Expected> = {
  primary: ['#003fae', '#fff', '#003799', '#1a52b6'],
  secondary: ['#01487b', '#fff', '#013f6c', '#1a5a88'],
  tertiary: ['#3400e6', '#fff', '#2e00ca', '#481ae9'],
  success: ['#004314', '#fff', '#003b12', '#1a562c'],
  warning: ['#5f4100', '#fff', '#543900', '#6f541a'],
  danger: ['#9c000c', '#fff', '#89000b', '#a61a24'],
  light: ['#f4f5f8', '#000', '#d7d8da', '#f5f6f9'],
  medium: ['#444446', '#fff', '#3c3c3e', '#575759'],
  dark: ['#222428', '#fff', '#1e2023', '#383a3e'],
};

const HIGH_CONTRAST_DARK: Record<string, Expected> = {
  primary: ['#7cabff', '#000', '#6d96e0', '#89b3ff'],
  secondary: ['#62bdff', '#000', '#56a6e0', '#72c4ff'],
  tertiary: ['#b6b9f9', '#000', '#a0a3db', '#bdc0fa'],
  success: ['#4ada71', '#000', '#41c063', '#5cde7f'],
  warning: ['#ffce31', '#000', '#e0b52b', '#ffd346'],
  danger: ['#fc9aa2', '#000', '#de888f', '#fca4ab'],
  light: ['#222428', '#fff', '#1e2023', '#383a3e'],
  medium: ['#a8aab3', '#000', '#94969e', '#b1b3bb'],
  dark: ['#f4f5f8', '#000', '#d7d8da', '#f5f6f9'],
};

describe('parseHex / formatHex / normalizeHex', () => {
  it('parses six-digit values with or without #, in any case', () => {
    expect(parseHex('#0054e9')).toEqual({ r: 0, g: 84, b: 233 });
    expect(parseHex('0054E9')).toEqual({ r: 0, g: 84, b: 233 });
    expect(parseHex('  #FFFFFF ')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('expands three-digit values', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('05e')).toEqual({ r: 0, g: 85, b: 238 });
  });

  it('rejects everything else', () => {
    for (const bad of ['', '#', '#12', '#1234', '#12345', '#1234567', 'blue', '#ggg000', 'rgb(0,0,0)']) {
      expect(parseHex(bad)).toBeNull();
      expect(isValidHex(bad)).toBe(false);
      expect(normalizeHex(bad)).toBeNull();
    }
  });

  it('formats lower-case six-digit hex, rounding and clamping channels', () => {
    expect(formatHex({ r: 0, g: 84, b: 233 })).toBe('#0054e9');
    expect(formatHex({ r: 300, g: -4, b: 12.6 })).toBe('#ff000d');
    expect(normalizeHex('#05E')).toBe('#0055ee');
  });
});

describe('mix', () => {
  it('returns the first colour at ratio 0 and the second at ratio 1', () => {
    expect(mix('#336699', '#000000', 0)).toBe('#336699');
    expect(mix('#336699', '#000000', 1)).toBe('#000000');
  });

  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080'); // 127.5 rounds up like Sass
    expect(mixRgb({ r: 200, g: 100, b: 0 }, { r: 0, g: 0, b: 0 }, 0.25)).toEqual({ r: 150, g: 75, b: 0 });
  });

  it('uses the ratios Ionic uses', () => {
    expect(SHADE_RATIO).toBe(0.12);
    expect(TINT_RATIO).toBe(0.1);
  });

  it('throws on invalid input', () => {
    expect(() => mix('nope', '#000', 0.5)).toThrow();
    expect(() => shade('#12')).toThrow();
  });
});

describe('rgbTriplet', () => {
  it('writes channels the way Ionic does', () => {
    expect(rgbTriplet('#0054e9')).toBe('0, 84, 233');
    expect(rgbTriplet('#fff')).toBe('255, 255, 255');
  });
});

describe('contrast', () => {
  it('computes WCAG luminance and ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 10);
  });

  it('picks black on light colours and white on dark ones', () => {
    expect(contrast('#ffffff')).toBe('#000000');
    expect(contrast('#000000')).toBe('#ffffff');
    expect(contrast('#ffff00')).toBe('#000000');
    expect(contrast('#000080')).toBe('#ffffff');
  });
});

const palettes: Array<[string, Record<string, Expected>]> = [
  ['light (core.css)', LIGHT],
  ['dark', DARK],
  ['high contrast', HIGH_CONTRAST],
  ['high contrast dark', HIGH_CONTRAST_DARK],
];

describe.each(palettes)('reproduces Ionic 8 %s palette', (_label, palette) => {
  it.each(Object.entries(palette))('%s', (name, [base, expectedContrast, expectedShade, expectedTint]) => {
    const color = generateColor(name, base);
    expect(color.base).toBe(base);
    expect(color.shade).toBe(expectedShade);
    expect(color.tint).toBe(expectedTint);
    expect(color.contrast).toBe(normalizeHex(expectedContrast));
    expect(shade(base)).toBe(expectedShade);
    expect(tint(base)).toBe(expectedTint);
  });
});

describe('generateColor', () => {
  it('generates primary exactly as Ionic 8 ships it', () => {
    expect(generateColor('primary', '#0054e9')).toEqual({
      name: 'primary',
      base: '#0054e9',
      baseRgb: '0, 84, 233',
      contrast: '#ffffff',
      contrastRgb: '255, 255, 255',
      shade: '#004acd',
      tint: '#1a65eb',
    });
  });

  it('normalises the base value', () => {
    expect(generateColor('brand', '#FA0').base).toBe('#ffaa00');
  });

  it('throws on an invalid base', () => {
    expect(() => generateColor('brand', 'orange')).toThrow();
  });
});

describe('isValidColorName', () => {
  it('accepts identifiers that work in class names', () => {
    for (const ok of ['primary', 'brand', 'brand-2', 'my_color', 'Accent']) {
      expect(isValidColorName(ok)).toBe(true);
    }
  });

  it('rejects the rest', () => {
    for (const bad of ['', '2nd', '-brand', 'my color', 'a.b', 'brand!']) {
      expect(isValidColorName(bad)).toBe(false);
    }
  });
});

describe('generateCss', () => {
  it('reproduces the :root block of @ionic/core/css/core.css for the defaults', () => {
    const css = generateCss(IONIC_DEFAULT_COLORS);
    for (const [name, [base, contrastValue, shadeValue, tintValue]] of Object.entries(LIGHT)) {
      const contrastHex = normalizeHex(contrastValue) as string;
      expect(css).toContain(`--ion-color-${name}: ${base};`);
      expect(css).toContain(`--ion-color-${name}-rgb: ${rgbTriplet(base)};`);
      expect(css).toContain(`--ion-color-${name}-contrast: ${contrastHex};`);
      expect(css).toContain(`--ion-color-${name}-contrast-rgb: ${rgbTriplet(contrastHex)};`);
      expect(css).toContain(`--ion-color-${name}-shade: ${shadeValue};`);
      expect(css).toContain(`--ion-color-${name}-tint: ${tintValue};`);
    }
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css).not.toContain('.ion-color-');
    expect(css.match(/--ion-color-/g)).toHaveLength(9 * 6);
  });

  it('writes one block with six variables per colour', () => {
    expect(generateCss([{ name: 'primary', value: '#0054e9' }])).toBe(
      [
        ':root {',
        '  --ion-color-primary: #0054e9;',
        '  --ion-color-primary-rgb: 0, 84, 233;',
        '  --ion-color-primary-contrast: #ffffff;',
        '  --ion-color-primary-contrast-rgb: 255, 255, 255;',
        '  --ion-color-primary-shade: #004acd;',
        '  --ion-color-primary-tint: #1a65eb;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('adds an .ion-color class for custom names only', () => {
    const css = generateCss([
      { name: 'primary', value: '#0054e9' },
      { name: 'brand', value: '#ff6600' },
    ]);
    expect(css).toContain(colorClass('brand'));
    expect(css).toContain('--ion-color-base: var(--ion-color-brand);');
    expect(css).not.toContain('.ion-color-primary');
    expect(generateCss([{ name: 'brand', value: '#ff6600' }], { customClasses: false })).not.toContain(
      '.ion-color-brand',
    );
  });

  it('honours a custom selector', () => {
    expect(generateCss([{ name: 'primary', value: '#0054e9' }], { selector: '.ion-palette-dark' })).toMatch(
      /^\.ion-palette-dark \{\n/,
    );
  });

  it('skips invalid entries and keeps the last value of a repeated name', () => {
    const css = generateCss([
      { name: 'primary', value: 'not a colour' },
      { name: 'bad name', value: '#000000' },
      { name: 'secondary', value: '#111111' },
      { name: 'secondary', value: '#222222' },
    ]);
    expect(css).not.toContain('--ion-color-primary');
    expect(css).not.toContain('bad name');
    expect(css).toContain('--ion-color-secondary: #222222;');
    expect(css).not.toContain('#111111');
  });

  it('writes an empty rule when nothing is valid', () => {
    expect(generateCss([])).toBe(':root {\n}\n');
  });
});
