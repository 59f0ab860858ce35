// Translation tracking: a translated page records, in its frontmatter, a hash of the English
// file it was translated from (`source_hash`). When the English file changes, its hash no
// longer matches and the translation is stale. The stamp is written by `npm run i18n:stamp`.
import crypto from 'crypto';

export const SOURCE_HASH_KEY = 'source_hash';
const HASH_LENGTH = 12;
const HASH_PATTERN = /^[0-9a-f]{12}$/;

/** The hash a translation records: sha256 of the English file (line endings normalised), 12 hex digits. */
export function sourceHash(englishText: string): string {
  return crypto.createHash('sha256').update(englishText.replace(/\r\n/g, '\n')).digest('hex').slice(0, HASH_LENGTH);
}

export type TranslationState =
  | { kind: 'current' }
  | { kind: 'stale' }
  /** No `source_hash` in the frontmatter. */
  | { kind: 'unrecorded' }
  /** A `source_hash` that is not 12 lower-case hex digits. */
  | { kind: 'malformed'; value: unknown }
  /** No English page at the same path. */
  | { kind: 'orphan' };

export function translationState(recorded: unknown, englishText: string | null): TranslationState {
  if (englishText === null) return { kind: 'orphan' };
  if (recorded === undefined || recorded === null || recorded === '') return { kind: 'unrecorded' };
  if (typeof recorded !== 'string' || !HASH_PATTERN.test(recorded)) return { kind: 'malformed', value: recorded };
  // (A record written unquoted that YAML read as a number is malformed: npm run i18n:stamp quotes it.)
  return recorded === sourceHash(englishText) ? { kind: 'current' } : { kind: 'stale' };
}

/** Writes (or replaces) `source_hash: <hash>` in a file's frontmatter; the rest is untouched. */
export function stampFrontmatter(text: string, hash: string): string {
  const m = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text);
  if (!m) throw new Error('no frontmatter block (--- … ---) to stamp');
  const lines = m[1].split(/\r?\n/).filter((line) => !new RegExp(`^${SOURCE_HASH_KEY}\\s*:`).test(line));
  // Quoted: a hash of digits only would otherwise be read as a YAML number.
  lines.push(`${SOURCE_HASH_KEY}: '${hash}'`);
  return `---\n${lines.join('\n')}\n---${m[2]}${text.slice(m[0].length)}`;
}

export interface TranslationEntry {
  /** 'v8', 'v7' */
  version: string;
  /** Doc id of the page ('theming/basics', '' for the home). */
  id: string;
  state: TranslationState['kind'] | 'missing';
  /** Repository path of the translation, or of the English page for missing ones. */
  file: string;
}

/** The first path segment of a doc id: 'theming/basics' → 'theming', '' → '(home)'. */
export function areaOf(id: string): string {
  return id ? id.split('/')[0] : '(home)';
}

export interface AreaSummary {
  version: string;
  area: string;
  english: number;
  current: number;
  stale: number;
  missing: number;
  invalid: number;
}

/** Counts per version and area, in the order the areas first appear. */
export function summarise(entries: TranslationEntry[]): AreaSummary[] {
  const rows = new Map<string, AreaSummary>();
  for (const e of entries) {
    const key = `${e.version}\u0000${areaOf(e.id)}`;
    let row = rows.get(key);
    if (!row) {
      row = { version: e.version, area: areaOf(e.id), english: 0, current: 0, stale: 0, missing: 0, invalid: 0 };
      rows.set(key, row);
    }
    if (e.state !== 'orphan') row.english += 1;
    if (e.state === 'current') row.current += 1;
    else if (e.state === 'stale') row.stale += 1;
    else if (e.state === 'missing') row.missing += 1;
    else row.invalid += 1;
  }
  return [...rows.values()].sort((a, b) =>
    a.version === b.version ? a.area.localeCompare(b.area) : b.version.localeCompare(a.version),
  );
}
