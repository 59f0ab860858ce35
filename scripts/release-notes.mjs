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
import semver from 'semver';
import { checkDates, dropCopyDates, PACKAGE, stableReleases } from './releases.mjs';

const REGISTRY = (process.env.NPM_REGISTRY || 'https://registry.npmjs.org').replace(/\/+$/, '');
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'content', 'data', 'ionic-core-releases.json');

async function fetchPackument() {
  const url = `${REGISTRY}/${PACKAGE.replace('/', '%2F')}`;
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} failed: ${res.status} ${res.statusText}`);
  return res.json();
}

async function main() {
  const doc = await fetchPackument();
  const releases = dropCopyDates(stableReleases(doc));
  const unknown = releases.filter((r) => r.date === null).length;
  if (releases.length === 0) throw new Error(`no stable ${PACKAGE} releases found`);

  await mkdir(dirname(OUT), { recursive: true });
  const body = `[\n${releases.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`;
  await writeFile(OUT, body);

  const majors = [...new Set(releases.map((r) => semver.major(r.version)))];
  console.log(`Wrote ${releases.length} releases of ${PACKAGE} (majors ${majors.join(', ')}) to ${OUT}`);
  console.log(`Newest: ${releases[0].version} (${releases[0].date})`);
  if (unknown)
    console.warn(
      `${unknown} releases have no usable publish date (registry mirror copy dates); they are stored as null.`,
    );
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
