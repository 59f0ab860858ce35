#!/usr/bin/env node
// Refreshes content/data/ionic-core-releases.json from the npm registry.
//
//   npm run release-notes
//
// Output: every stable @ionic/core release (no alpha/beta/rc/nightly/dev builds) as
// [{ "version": "8.8.19", "date": "2026-08-22" }, ...], newest version first. The date is
// the publish time the registry reports for that version (UTC, YYYY-MM-DD).
//
// Only majors from MIN_MAJOR up are kept: the 0.x versions of @ionic/core were internal
// builds published before Ionic 4, the first release line built on @ionic/core.
//
// The page content/docs/v8/reference/release-notes.mdx renders this file together with
// the hand-written summaries in content/data/ionic-core-release-summaries.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@ionic/core';
const MIN_MAJOR = 4;
const REGISTRY = (process.env.NPM_REGISTRY || 'https://registry.npmjs.org').replace(/\/+$/, '');
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'content', 'data', 'ionic-core-releases.json');

const STABLE = /^(\d+)\.(\d+)\.(\d+)$/;

/** @param {string} version */
function parts(version) {
  const m = STABLE.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Newest first. @param {string} a @param {string} b */
function compareDesc(a, b) {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < 3; i += 1) {
    if (pa[i] !== pb[i]) return pb[i] - pa[i];
  }
  return 0;
}

async function fetchPackument() {
  const url = `${REGISTRY}/${PACKAGE.replace('/', '%2F')}`;
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} failed: ${res.status} ${res.statusText}`);
  return res.json();
}

/**
 * @param {{ versions?: Record<string, unknown>, time?: Record<string, string> }} doc
 * @returns {{ version: string, date: string }[]}
 */
export function stableReleases(doc) {
  const time = doc.time ?? {};
  return Object.keys(doc.versions ?? {})
    .filter((v) => {
      const p = parts(v);
      return p !== null && p[0] >= MIN_MAJOR;
    })
    .sort(compareDesc)
    .map((version) => {
      const published = time[version];
      if (!published) throw new Error(`the registry has no publish time for ${PACKAGE}@${version}`);
      return { version, date: new Date(published).toISOString().slice(0, 10) };
    });
}

/**
 * Registry mirrors report the day they copied a version, not when it was published: a day
 * on which more than MAX_PER_DAY releases appear is such a copy date (Ionic never ships that
 * many in a day). Those dates become null ("unknown") rather than wrong.
 */
export const MAX_PER_DAY = 3;

export function dropCopyDates(releases) {
  const perDay = new Map();
  for (const r of releases) perDay.set(r.date, (perDay.get(r.date) ?? 0) + 1);
  const out = releases.map((r) => (r.date !== null && perDay.get(r.date) > MAX_PER_DAY ? { ...r, date: null } : r));
  // Within one major a higher version is never published before a lower one: both dates of
  // an inverted pair are copy dates too.
  const suspect = new Set();
  const lines = new Map();
  for (const r of out) {
    const [major] = parts(r.version);
    const key = `${major}`;
    if (!lines.has(key)) lines.set(key, []);
    lines.get(key).push(r);
  }
  for (const list of lines.values()) {
    const dated = list.filter((r) => r.date !== null); // newest version first
    for (let i = 0; i < dated.length; i += 1) {
      for (let j = i + 1; j < dated.length; j += 1) {
        if (dated[i].date < dated[j].date) {
          suspect.add(dated[i].version);
          suspect.add(dated[j].version);
        }
      }
    }
  }
  return out.map((r) => (suspect.has(r.version) ? { ...r, date: null } : r));
}

/** Warns when a newer version carries an older date than the one before it in the same line. */
function checkDates(releases) {
  const warnings = [];
  const byMinor = new Map();
  for (const r of releases) {
    const [major, minor] = parts(r.version);
    const key = `${major}.${minor}`;
    if (!byMinor.has(key)) byMinor.set(key, []);
    byMinor.get(key).push(r);
  }
  for (const [key, list] of byMinor) {
    for (let i = 1; i < list.length; i += 1) {
      if (list[i - 1].date !== null && list[i].date !== null && list[i - 1].date < list[i].date) {
        warnings.push(`${key}: ${list[i - 1].version} (${list[i - 1].date}) is dated before ${list[i].version} (${list[i].date})`);
      }
    }
  }
  return warnings;
}

async function main() {
  const doc = await fetchPackument();
  const releases = dropCopyDates(stableReleases(doc));
  const unknown = releases.filter((r) => r.date === null).length;
  if (releases.length === 0) throw new Error(`no stable ${PACKAGE} releases found`);

  await mkdir(dirname(OUT), { recursive: true });
  const body = `[\n${releases.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`;
  await writeFile(OUT, body);

  const majors = [...new Set(releases.map((r) => parts(r.version)[0]))];
  console.log(`Wrote ${releases.length} releases of ${PACKAGE} (majors ${majors.join(', ')}) to ${OUT}`);
  console.log(`Newest: ${releases[0].version} (${releases[0].date})`);
  if (unknown) console.warn(`${unknown} releases have no usable publish date (registry mirror copy dates); they are stored as null.`);
  const warnings = checkDates(releases);
  if (warnings.length) {
    console.warn(`Warning: ${warnings.length} publish dates are out of order; check the registry's "time" data:`);
    for (const w of warnings.slice(0, 10)) console.warn(`  ${w}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
