// Colour maths for the Ionic colour generator (theming/color-generator).
//
// Ionic builds every named colour (primary, secondary, …) from one base value:
//   shade    = base mixed with 12% black   (Sass: mix(#000, $base, 12%))
//   tint     = base mixed with 10% white   (Sass: mix(#fff, $base, 10%))
//   contrast = black or white, whichever is easier to read on the base
//   *-rgb    = the red, green, blue channels as "r, g, b" for rgba(var(--x-rgb), a)
//
// Shade and tint round channels the way Sass does (half away from zero, with a small
// tolerance), so the functions reproduce @ionic/core 8's own palettes byte for byte.
//
// Contrast uses WCAG 2 relative luminance: the text colour (black or white) with the
// higher contrast ratio against the base wins. This reproduces every contrast value in
// Ionic 8's light, dark and high-contrast palettes; the older YIQ brightness formula
// picks white for the dark palette's danger (#f24c58) where Ionic ships black.

import { versionConfig, versions } from '../../content/site/versions';
import { isVersion } from './routes';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface NamedColor {
  name: string;
  value: string;
}

export interface ColorVariation {
  name: string;
  base: string;
  baseRgb: string;
  contrast: string;
  contrastRgb: string;
  shade: string;
  tint: string;
}

/** Share of black mixed into the base to get the shade. */
export const SHADE_RATIO = 0.12;
/** Share of white mixed into the base to get the tint. */
export const TINT_RATIO = 0.1;

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** Ionic 8's default light palette (`:root` in @ionic/core/css/core.css). */
export const IONIC_DEFAULT_COLORS: ReadonlyArray<NamedColor> = [
  { name: 'primary', value: '#0054e9' },
  { name: 'secondary', value: '#0163aa' },
  { name: 'tertiary', value: '#6030ff' },
  { name: 'success', value: '#2dd55b' },
  { name: 'warning', value: '#ffc409' },
  { name: 'danger', value: '#c5000f' },
  { name: 'light', value: '#f4f5f8' },
  { name: 'medium', value: '#636469' },
  { name: 'dark', value: '#222428' },
];

/** Ionic 7's defaults (the fallbacks of `var(--ion-color-*, …)` in @ionic/core 7's core.css). */
export const IONIC_7_DEFAULT_COLORS: ReadonlyArray<NamedColor> = Object.entries({
  primary: '#3880ff',
  secondary: '#3dc2ff',
  tertiary: '#5260ff',
  success: '#2dd36f',
  warning: '#ffc409',
  danger: '#eb445a',
  light: '#f4f5f8',
  medium: '#92949c',
  dark: '#222428',
}).map(([name, value]) => ({ name, value }));

/** Default palettes by Ionic major; a version's major is in content/site/versions.ts. */
const DEFAULT_COLORS_BY_MAJOR: Readonly<Record<number, ReadonlyArray<NamedColor>>> = {
  8: IONIC_DEFAULT_COLORS,
  7: IONIC_7_DEFAULT_COLORS,
};

/** The default palette of a docs version (the current version's for an unknown one). */
export function defaultColors(version: string | undefined): ReadonlyArray<NamedColor> {
  const major = (version && isVersion(version) ? versionConfig(version) : versions[0]).ionicMajor;
  return DEFAULT_COLORS_BY_MAJOR[major] ?? IONIC_DEFAULT_COLORS;
}

/** Names Ionic already ships `.ion-color-*` classes for. */
export const IONIC_COLOR_NAMES: ReadonlyArray<string> = IONIC_DEFAULT_COLORS.map((c) => c.name);

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Parses `#rgb`, `#rrggbb`, `rgb` or `rrggbb` (any case, surrounding spaces allowed).
 * Returns null for anything else.
 */
export function parseHex(input: string): Rgb | null {
  const match = HEX_RE.exec(input.trim());
  if (!match) return null;
  let digits = match[1];
  if (digits.length === 3) {
    digits = digits
      .split('')
      .map((d) => d + d)
      .join('');
  }
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

function clampChannel(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** Formats a colour as lower-case `#rrggbb`. Channels are rounded and clamped to 0–255. */
export function formatHex(rgb: Rgb): string {
  return '#' + [rgb.r, rgb.g, rgb.b].map((c) => clampChannel(c).toString(16).padStart(2, '0')).join('');
}

/** `#05E`, `05e` and ` #0055EE ` all become `#0055ee`; invalid input gives null. */
export function normalizeHex(input: string): string | null {
  const rgb = parseHex(input);
  return rgb ? formatHex(rgb) : null;
}

export function isValidHex(input: string): boolean {
  return parseHex(input) !== null;
}

/** Rounds like Sass: .5 goes up, and values within 1e-9 of .5 count as .5. */
function sassRound(value: number): number {
  const floor = Math.floor(value);
  return value - floor < 0.5 - 1e-9 ? floor : floor + 1;
}

/**
 * Mixes `other` into `color`. `ratio` is the share of `other`, from 0 (only `color`)
 * to 1 (only `other`). `mixRgb(c, BLACK, 0.12)` equals Sass `mix(#000, c, 12%)`.
 */
export function mixRgb(color: Rgb, other: Rgb, ratio: number): Rgb {
  const w = Math.min(1, Math.max(0, ratio));
  const channel = (a: number, b: number) => sassRound(b * w + a * (1 - w));
  return {
    r: channel(color.r, other.r),
    g: channel(color.g, other.g),
    b: channel(color.b, other.b),
  };
}

function requireHex(hex: string): Rgb {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: "${hex}"`);
  return rgb;
}

/** Hex in, hex out version of {@link mixRgb}. Throws on an invalid hex value. */
export function mix(hex: string, otherHex: string, ratio: number): string {
  return formatHex(mixRgb(requireHex(hex), requireHex(otherHex), ratio));
}

/** Base mixed with 12% black, as Ionic does for `--ion-color-*-shade`. */
export function shade(hex: string, ratio: number = SHADE_RATIO): string {
  return formatHex(mixRgb(requireHex(hex), BLACK, ratio));
}

/** Base mixed with 10% white, as Ionic does for `--ion-color-*-tint`. */
export function tint(hex: string, ratio: number = TINT_RATIO): string {
  return formatHex(mixRgb(requireHex(hex), WHITE, ratio));
}

/** `#0054e9` → `0, 84, 233`, the format of Ionic's `-rgb` variables. */
export function rgbTriplet(hex: string): string {
  const { r, g, b } = requireHex(hex);
  return `${r}, ${g}, ${b}`;
}

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = requireHex(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** `#000000` or `#ffffff`, whichever has the higher contrast ratio against `hex`. */
export function contrast(hex: string): string {
  const onBlack = contrastRatio(hex, '#000000');
  const onWhite = contrastRatio(hex, '#ffffff');
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}

/** Every value Ionic needs for one named colour. Throws on an invalid hex value. */
export function generateColor(name: string, hex: string): ColorVariation {
  const base = formatHex(requireHex(hex));
  const contrastHex = contrast(base);
  return {
    name,
    base,
    baseRgb: rgbTriplet(base),
    contrast: contrastHex,
    contrastRgb: rgbTriplet(contrastHex),
    shade: shade(base),
    tint: tint(base),
  };
}

/**
 * A colour name Ionic can use in `color="…"` and `--ion-color-…`: starts with a letter,
 * then letters, digits, `-` or `_`.
 */
export function isValidColorName(name: string): boolean {
  return /^[a-z][a-z0-9_-]*$/i.test(name);
}

/** The six custom properties for one colour, one `name: value;` per line, unindented. */
export function colorVariables(color: ColorVariation): string[] {
  const n = color.name;
  return [
    `--ion-color-${n}: ${color.base};`,
    `--ion-color-${n}-rgb: ${color.baseRgb};`,
    `--ion-color-${n}-contrast: ${color.contrast};`,
    `--ion-color-${n}-contrast-rgb: ${color.contrastRgb};`,
    `--ion-color-${n}-shade: ${color.shade};`,
    `--ion-color-${n}-tint: ${color.tint};`,
  ];
}

/** The `.ion-color-NAME` class Ionic components need to accept `color="NAME"`. */
export function colorClass(name: string): string {
  return [
    `.ion-color-${name} {`,
    `  --ion-color-base: var(--ion-color-${name});`,
    `  --ion-color-base-rgb: var(--ion-color-${name}-rgb);`,
    `  --ion-color-contrast: var(--ion-color-${name}-contrast);`,
    `  --ion-color-contrast-rgb: var(--ion-color-${name}-contrast-rgb);`,
    `  --ion-color-shade: var(--ion-color-${name}-shade);`,
    `  --ion-color-tint: var(--ion-color-${name}-tint);`,
    `}`,
  ].join('\n');
}

export interface GenerateCssOptions {
  /** Selector that receives the variables. Default `:root`. */
  selector?: string;
  /**
   * Also emit `.ion-color-NAME` classes for names Ionic does not ship (anything other
   * than the nine defaults). Default true.
   */
  customClasses?: boolean;
}

/**
 * CSS for a set of named colours. Colours with an invalid name or hex value are skipped;
 * a repeated name keeps its last value.
 */
export function generateCss(colors: ReadonlyArray<NamedColor>, options: GenerateCssOptions = {}): string {
  const selector = options.selector ?? ':root';
  const customClasses = options.customClasses ?? true;

  const byName = new Map<string, ColorVariation>();
  for (const { name, value } of colors) {
    const trimmed = name.trim();
    if (!isValidColorName(trimmed) || !isValidHex(value)) continue;
    byName.delete(trimmed);
    byName.set(trimmed, generateColor(trimmed, value));
  }
  const variations = [...byName.values()];

  const blocks: string[] = [];
  const body = variations
    .map((v) =>
      colorVariables(v)
        .map((line) => `  ${line}`)
        .join('\n'),
    )
    .join('\n\n');
  blocks.push(`${selector} {\n${body}${body ? '\n' : ''}}`);

  if (customClasses) {
    for (const v of variations) {
      if (!IONIC_COLOR_NAMES.includes(v.name)) blocks.push(colorClass(v.name));
    }
  }
  return blocks.join('\n\n') + '\n';
}
