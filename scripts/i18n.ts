// Translation tracking from the command line (run through scripts/register-ts.cjs):
//   npm run i18n:status [-- --list]     missing and stale translations per version and area;
//                                       exits 1 when a translation's record is missing or malformed
//   npm run i18n:stamp -- <file|dir>…    records the current English source in each translation
//   npm run i18n:headings -- <file>…     the heading ids of a page (what a translation must keep)
import fs from 'fs';
import path from 'path';
import { DEFAULT_LOCALE, LOCALES, VERSIONS } from '../src/lib/routes';
import type { Locale } from '../src/lib/types';
import { listFiles } from '../src/node/files';
import { compileDoc } from '../src/node/content/compile';
import { splitFrontmatter } from '../src/node/content/frontmatter';
import {
  SOURCE_HASH_KEY,
  sourceHash,
  stampFrontmatter,
  summarise,
  translationState,
  type TranslationEntry,
} from '../src/node/translation';

const ROOT = path.resolve(__dirname, '..');
/** Every locale but the default one is a translation (content/site/locales.ts). */
const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

function frontmatter(text: string, file: string): Record<string, unknown> {
  const { data, problems } = splitFrontmatter(text, file);
  if (problems.some((p) => p.reason.startsWith('frontmatter is not valid YAML'))) throw new Error(problems[0].reason);
  return data;
}

/** content/i18n/ja/v8/a/b.mdx → content/docs/v8/a/b.mdx */
function englishFileOf(translation: string): string {
  const r = rel(translation);
  const [locale, version, ...rest] = r.replace(/^content\/i18n\//, '').split('/');
  if (
    !r.startsWith('content/i18n/') ||
    !(TRANSLATED as string[]).includes(locale) ||
    !(VERSIONS as readonly string[]).includes(version) ||
    !rest.length
  ) {
    throw new Error(
      `${r}: not a translation (expected content/i18n/<${TRANSLATED.join('|')}>/<${VERSIONS.join('|')}>/…)`,
    );
  }
  return path.join(ROOT, 'content/docs', version, ...rest);
}

function idOf(relativeToVersion: string): string {
  return relativeToVersion.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
}

function collect(locale: Locale): TranslationEntry[] {
  const entries: TranslationEntry[] = [];
  for (const version of VERSIONS) {
    const enRoot = path.join(ROOT, 'content/docs', version);
    const jaRoot = path.join(ROOT, 'content/i18n', locale, version);
    const english = new Set(listFiles(enRoot, '.mdx').map((f) => path.relative(enRoot, f).split(path.sep).join('/')));
    const translated = new Set(
      listFiles(jaRoot, '.mdx').map((f) => path.relative(jaRoot, f).split(path.sep).join('/')),
    );
    for (const file of [...new Set([...english, ...translated])].sort()) {
      // The maintainers' test pages are not for readers and never translated.
      if (file.startsWith('test/')) continue;
      const enFile = path.join(enRoot, file);
      if (!translated.has(file)) {
        entries.push({ version, id: idOf(file), state: 'missing', file: rel(enFile) });
        continue;
      }
      const jaFile = path.join(jaRoot, file);
      let recorded: unknown;
      try {
        recorded = frontmatter(fs.readFileSync(jaFile, 'utf8'), rel(jaFile))[SOURCE_HASH_KEY];
      } catch {
        recorded = { unreadable: true };
      }
      const state = translationState(recorded, english.has(file) ? fs.readFileSync(enFile, 'utf8') : null);
      entries.push({ version, id: idOf(file), state: state.kind, file: rel(jaFile) });
    }
  }
  return entries;
}

function status(list: boolean): number {
  let code = 0;
  for (const locale of TRANSLATED) code = Math.max(code, localeStatus(locale, list));
  return code;
}

function localeStatus(locale: Locale, list: boolean): number {
  const entries = collect(locale);
  const rows = summarise(entries);
  console.log(`Translations (${locale}) per version and area: current / stale / missing / invalid of English pages\n`);
  console.log('version  area                  english  current  stale  missing  invalid');
  for (const r of rows) {
    console.log(
      `${r.version.padEnd(8)} ${r.area.padEnd(21)} ${String(r.english).padStart(7)} ${String(r.current).padStart(8)} ` +
        `${String(r.stale).padStart(6)} ${String(r.missing).padStart(8)} ${String(r.invalid).padStart(8)}`,
    );
  }
  const total = (k: keyof (typeof rows)[number]) => rows.reduce((n, r) => n + (r[k] as number), 0);
  console.log(
    `\ntotal: ${total('current')} current, ${total('stale')} stale, ` +
      `${total('missing')} missing, ${total('invalid')} invalid`,
  );
  const stale = entries.filter((e) => e.state === 'stale');
  if (stale.length) {
    console.log(`\nStale (the English page changed after translation; re-translate, then npm run i18n:stamp):`);
    for (const e of stale) console.log(`  ${e.file}`);
  }
  if (list) {
    console.log('\nMissing:');
    for (const e of entries.filter((x) => x.state === 'missing')) console.log(`  ${e.file}`);
  }
  const invalid = entries.filter((e) => e.state === 'unrecorded' || e.state === 'malformed' || e.state === 'orphan');
  if (invalid.length) {
    console.error('\nInvalid translation records:');
    for (const e of invalid) {
      const why =
        e.state === 'orphan'
          ? 'has no English page at the same path'
          : e.state === 'unrecorded'
            ? `has no "${SOURCE_HASH_KEY}" in its frontmatter (npm run i18n:stamp -- ${e.file})`
            : `has a malformed "${SOURCE_HASH_KEY}" (12 hex digits expected)`;
      console.error(`  ${e.file}: ${why}`);
    }
    return 1;
  }
  return 0;
}

function stamp(targets: string[]): number {
  const files = targets.flatMap((t) =>
    fs.statSync(t).isDirectory() ? listFiles(path.resolve(t), '.mdx') : [path.resolve(t)],
  );
  for (const file of files) {
    const english = englishFileOf(file);
    if (!fs.existsSync(english)) {
      console.error(`${rel(file)}: no English page at ${rel(english)}`);
      return 1;
    }
    const hash = sourceHash(fs.readFileSync(english, 'utf8'));
    fs.writeFileSync(file, stampFrontmatter(fs.readFileSync(file, 'utf8'), hash));
    console.log(`${rel(file)}: ${SOURCE_HASH_KEY} ${hash} (${rel(english)})`);
  }
  return 0;
}

function headings(targets: string[]): number {
  for (const t of targets) {
    const { doc, problems } = compileDoc(fs.readFileSync(t, 'utf8'), rel(path.resolve(t)));
    if (!doc) {
      for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}: ${p.reason}`);
      return 1;
    }
    console.log(`# ${rel(path.resolve(t))}`);
    for (const h of doc.headings) {
      console.log(`${'#'.repeat(h.depth)} ${h.text} \\{#${h.id}\\}`);
    }
  }
  return 0;
}

const [command, ...args] = process.argv.slice(2);
const code =
  command === 'status'
    ? status(args.includes('--list'))
    : command === 'stamp'
      ? stamp(args)
      : command === 'headings'
        ? headings(args)
        : (console.error('usage: i18n status [--list] | stamp <file|dir>… | headings <file>…'), 2);
process.exitCode = code;
