// Versions and locales have one registry (content/site/versions.ts, locales.ts). Code that
// spells their list again (a union, an array, an object with a key per version, a comparison
// with one of them) disagrees with the registry as soon as a version or locale is added.
import fs from 'fs';
import path from 'path';
import { versionConfig, versions } from '../../content/site/versions';
import { defaultLocale, localeNames, locales } from '../../content/site/locales';
import {
  byLocale,
  byVersion,
  CURRENT_VERSION,
  DEFAULT_LOCALE,
  englishTextLang,
  isLocale,
  isVersion,
  LOCALES,
  VERSIONS,
} from '../../src/lib/routes';
import { defaultColors, IONIC_7_DEFAULT_COLORS, IONIC_DEFAULT_COLORS } from '../../src/lib/color';
import { componentSource } from '../../src/node/reference/components';
import { darkTheme } from '../../src/node/playgrounds/demo';
import { schemaTypes } from '../../src/node/schema';

const ROOT = path.resolve(__dirname, '../..');
const REGISTRY = ['content/site/versions.ts', 'content/site/locales.ts'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs|cjs|js)$/.test(e.name) ? [full] : [];
  });
}

const alt = (names: readonly string[]) => names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** Lines of `text` that spell a list of `names` (or compare with one), with the reason. */
export function literalLists(text: string, names: readonly string[], options: { objects?: boolean } = {}): string[] {
  const n = alt(names);
  const q = `(['"\`])(?:${n})\\1`;
  const q2 = q.replace('\\1', '\\2');
  const rules: [string, RegExp][] = [
    ['union', new RegExp(`${q}\\s*\\|\\s*${q2}`)],
    ['array', new RegExp(`\\[\\s*${q}\\s*,\\s*${q2}`)],
    ['object keyed by each', new RegExp(`(?:^|[{,])\\s*(?:${n})\\s*[:,}][^;]*?(?<=[{,]\\s*)(?:${n})\\s*[:,}]`)],
    ['type keyed by each', new RegExp(`(?:^|[{;])\\s*(?:${n})\\??\\s*:[^;{}]*;\\s*(?:${n})\\??\\s*:`)],
    ['comparison', new RegExp(`[!=]==?\\s*${q}`)],
    ['comparison', new RegExp(`${q}\\s*[!=]==?`)],
  ];
  const found: string[] = [];
  // Statements joined per line, comments dropped: `{ v8: a,\n v7: b }` is one object.
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => (/^\s*\/\//.test(line) ? '' : line.replace(/\s\/\/\s.*$/, '')));
  code.forEach((line, i) => {
    // A map typed by the registry's own type is checked by tsc against it: allowed.
    const window = [line, code[i + 1] ?? '', code[i + 2] ?? ''].join(' ');
    const typed = /Record<\s*(Locale|DocVersion)\b/.test(line);
    for (const [reason, re] of rules) {
      if (reason === 'object keyed by each') {
        if (typed || options.objects === false) continue;
        const m = re.exec(window);
        if (m && m.index < line.length) found.push(`${i + 1}: ${reason}: ${line.trim()}`);
      } else if (re.test(line)) {
        found.push(`${i + 1}: ${reason}: ${line.trim()}`);
      }
    }
  });
  return found;
}

describe('the versions and locales registry', () => {
  it('is what routes read: versions, locales, the current version and default locale', () => {
    expect(VERSIONS).toEqual(versions.map((v) => v.name));
    expect(LOCALES).toEqual(Object.keys(locales));
    expect(CURRENT_VERSION).toBe(versions[0].name);
    expect(DEFAULT_LOCALE).toBe(defaultLocale);
    expect(localeNames[0]).toBe(defaultLocale);
    for (const v of VERSIONS) expect(isVersion(v)).toBe(true);
    for (const l of LOCALES) expect(isLocale(l)).toBe(true);
    expect(isVersion('v6')).toBe(false);
    expect(isLocale('fr')).toBe(false);
    expect(Object.keys(byVersion((v) => v))).toEqual([...VERSIONS]);
    expect(byLocale((l) => l.length)).toEqual(Object.fromEntries(LOCALES.map((l) => [l, l.length])));
  });

  it('marks English text lang="en" on pages in other locales only', () => {
    for (const l of LOCALES)
      expect(englishTextLang(l)).toBe(l === DEFAULT_LOCALE ? undefined : locales[DEFAULT_LOCALE].htmlLang);
  });

  it('names each version its component metadata, demo package, dark theme and palette', () => {
    for (const v of versions) {
      expect(componentSource(v.name)).toEqual({ ...v.componentDocs, major: v.ionicMajor });
      expect(darkTheme(v.name).className).toBe(v.darkTheme.className);
    }
    expect(versionConfig('v7').componentDocs).toEqual({ packageName: 'ionic-core-v7', file: 'dist/docs.json' });
    expect(darkTheme('v8').href).toBe('/docs/usage/assets/v8/css/palettes/dark.class.css');
    expect(darkTheme('v7').href).toBe('/docs/usage/assets/v7/dark.css');
    expect(defaultColors('v7')).toBe(IONIC_7_DEFAULT_COLORS);
    expect(defaultColors('v8')).toBe(IONIC_DEFAULT_COLORS);
    expect(defaultColors(undefined)).toBe(IONIC_DEFAULT_COLORS);
  });

  it('gives GraphQL its version and locale enums', () => {
    expect(schemaTypes()).toContain(`enum DocVersion { ${VERSIONS.join(' ')} }`);
    expect(schemaTypes()).toContain(`enum DocLocale { ${LOCALES.join(' ')} }`);
    // Field descriptions ("…" and """…""") aside, the fields use them.
    const fields = schemaTypes().replace(/"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"/g, '');
    expect(fields).toMatch(/version: DocVersion!\s+locale: DocLocale!/);
  });
});

describe('no second list of versions or locales', () => {
  const versionNames = versions.map((v) => v.name);

  it('finds the ways a list is spelled (the check can fail)', () => {
    expect(literalLists(`type V = 'v8' | 'v7';`, versionNames)).toHaveLength(1);
    expect(literalLists(`const L = ['en', 'ja'];`, localeNames)).toHaveLength(1);
    expect(literalLists(`const i = { v8: new Map(), v7: new Map() };`, versionNames)).toHaveLength(1);
    expect(
      literalLists(`const s = {\n  v8: merge(a.v8),\n  v7: merge(a.v7),\n};`, versionNames).length,
    ).toBeGreaterThan(0);
    expect(literalLists(`const m = { en, ja };`, localeNames)).toHaveLength(1);
    expect(literalLists(`if (version === 'v7') x();`, versionNames)).toHaveLength(1);
    expect(literalLists(`const lang = 'ja' !== locale;`, localeNames)).toHaveLength(1);
    // Allowed: one version in a message or a comment; maps typed by the registry's types.
    expect(literalLists(`// v8: @ionic/docs, v7: ionic-core-v7\nconst x = 'v8 only';`, versionNames)).toEqual([]);
    expect(literalLists(`export const MESSAGES: Record<Locale, Messages> = { en, ja };`, localeNames)).toEqual([]);
    expect(literalLists(`const en = 1;\nconst ja = 2;`, localeNames)).toEqual([]);
    expect(literalLists(`interface A {\n  content: { en: string; ja: string };\n}`, localeNames)).toHaveLength(1);
    expect(
      literalLists(`const a = {\n  content: {\n    en: 'Hi',\n    ja: 'やあ',\n  },\n};`, localeNames, {
        objects: false,
      }),
    ).toEqual([]);
  });

  it('appears nowhere but the registry', () => {
    const files = [
      ...sourceFiles(path.join(ROOT, 'src')),
      ...sourceFiles(path.join(ROOT, 'scripts')),
      ...sourceFiles(path.join(ROOT, 'content')),
      ...fs
        .readdirSync(ROOT)
        .filter((f) => /^gatsby-.*\.tsx?$/.test(f))
        .map((f) => path.join(ROOT, f)),
    ].filter((f) => !REGISTRY.includes(path.relative(ROOT, f).split(path.sep).join('/')));
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      // Content data keyed by locale (an announcement per language) is typed Record<Locale, …>
      // where it is declared: tsc holds it to the registry.
      const objects = !rel.startsWith('content/');
      return [...literalLists(text, versionNames, { objects }), ...literalLists(text, localeNames, { objects })].map(
        (p) => `${rel}:${p}`,
      );
    });
    expect(problems).toEqual([]);
  });
});
