// The pure part of `npm run release-notes` (scripts/release-notes.mjs): which versions of a
// package's registry document are releases, newest first, with trustworthy dates.
import semver from 'semver';

export const PACKAGE = '@ionic/core';
export const MIN_MAJOR = 4;

/** A plain x.y.z release: no prerelease tag, no build metadata. @param {string} version */
export function isStable(version) {
  return semver.valid(version) === version && semver.prerelease(version) === null;
}

/**
 * @param {{ versions?: Record<string, unknown>, time?: Record<string, string> }} doc
 * @returns {{ version: string, date: string }[]}
 */
export function stableReleases(doc) {
  const time = doc.time ?? {};
  return Object.keys(doc.versions ?? {})
    .filter((v) => isStable(v) && semver.major(v) >= MIN_MAJOR)
    .sort(semver.rcompare)
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
    const key = `${semver.major(r.version)}`;
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
export function checkDates(releases) {
  const warnings = [];
  const byMinor = new Map();
  for (const r of releases) {
    const key = `${semver.major(r.version)}.${semver.minor(r.version)}`;
    if (!byMinor.has(key)) byMinor.set(key, []);
    byMinor.get(key).push(r);
  }
  for (const [key, list] of byMinor) {
    for (let i = 1; i < list.length; i += 1) {
      if (list[i - 1].date !== null && list[i].date !== null && list[i - 1].date < list[i].date) {
        warnings.push(
          `${key}: ${list[i - 1].version} (${list[i - 1].date}) is dated before ${list[i].version} (${list[i].date})`,
        );
      }
    }
  }
  return warnings;
}
