// What the not-found page does with the address it was given, in the browser and in tests:
// the address a host without rules should have shown (`.html`, `/index.html`, a prefix alias),
// and the pages nearest to an unknown address. Pure; the data comes from the build.
import { prefixAliases } from '../../content/site/redirects';
import { LOCALES, PATH_PREFIX, VERSIONS } from './routes';

/**
 * The address a static host should show for `pathname` (with /docs) when no file matches:
 * `/x.html` and `/x/index.html` are `/x`, and a prefix alias is its target. Null when none
 * applies. Host rules do the same (src/node/redirects.ts).
 */
export function cleanAddress(pathname: string, aliases = prefixAliases): string | null {
  let path = pathname;
  if (/\/index\.html$/.test(path)) path = path.slice(0, -'index.html'.length);
  else if (/\.html$/.test(path) && !/\/404\.html$/.test(path)) path = path.slice(0, -'.html'.length);
  if (path !== PATH_PREFIX && !path.startsWith(`${PATH_PREFIX}/`)) return null;
  const inner = path.slice(PATH_PREFIX.length);
  for (const a of aliases) {
    if (inner === a.from || inner.startsWith(`${a.from}/`)) {
      path = `${PATH_PREFIX}${a.to}${inner.slice(a.from.length) || '/'}`;
      break;
    }
  }
  // Only homes keep a trailing slash (/docs/, /docs/ja/, /docs/v7/…).
  if (path.endsWith('/') && path !== `${PATH_PREFIX}/`) {
    const segments = path.slice(PATH_PREFIX.length + 1, -1).split('/');
    const names: readonly string[] = [...LOCALES, ...VERSIONS];
    if (!segments.every((s) => names.includes(s))) path = path.slice(0, -1);
  }
  return path === pathname ? null : path;
}

/** Edit distance between two strings (insertions, deletions, substitutions). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** 0 for the same segment, 1 for nothing in common; numbered steps (`2-taking-photos`) lose the number. */
function segmentCost(a: string, b: string): number {
  const x = a.replace(/^\d+-(?=[a-z])/, '');
  const y = b.replace(/^\d+-(?=[a-z])/, '');
  return levenshtein(x, y) / Math.max(x.length, y.length, 1);
}

/**
 * How far doc id `b` is from the unknown `a`: an edit distance over their segments (a segment
 * inserted or removed costs 1, a changed one what its letters differ), plus how far their last
 * segments are, which name the page (`layout/grid` is nearest to `api/grid`).
 */
export function pathDistance(a: string, b: string): number {
  const x = a.split('/').filter(Boolean);
  const y = b.split('/').filter(Boolean);
  let prev = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + segmentCost(x[i - 1], y[j - 1]));
    prev = row;
  }
  const last = segmentCost(x[x.length - 1] ?? '', y[y.length - 1] ?? '');
  return prev[y.length] + last;
}

/** The `count` doc ids nearest to `slug`, nearest first (ties: the shorter id). */
export function nearestPages<T extends { id: string }>(slug: string, pages: readonly T[], count = 5): T[] {
  const wanted = slug.replace(/^\/+|\/+$/g, '').toLowerCase();
  return pages
    .filter((p) => p.id !== '')
    .map((p) => ({ p, d: pathDistance(wanted, p.id) }))
    .sort((a, b) => a.d - b.d || a.p.id.length - b.p.id.length)
    .slice(0, count)
    .map((x) => x.p);
}

/** Words to search for: the address's last segment, without a step number or an extension. */
export function searchWords(slug: string): string {
  const last = slug.replace(/\/+$/, '').split('/').pop() ?? '';
  return decodeURIComponent(last)
    .replace(/\.[a-z]+$/i, '')
    .replace(/^\d+-(?=[a-z])/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}
