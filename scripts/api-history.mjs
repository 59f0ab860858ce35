#!/usr/bin/env node
// Refreshes content/data/ionic-core-api-history.json from the npm registry.
//
//   npm run api-history
//
// Input: the registry document of @ionic/core (NPM_REGISTRY overrides the registry URL) and,
// for every stable release of majors FIRST_MAJOR to LAST_MAJOR (7.0.0 … the newest 8.x.y), its
// tarball's package/dist/docs.json (Stencil docs-json), checked against the registry's integrity
// hash. Every patch, not only each minor's last: patches add APIs too (ion-fab-button's `form`
// arrived in 8.8.17). About 150 tarballs of 3–4 MB; nothing is cached, each run reads afresh.
//
// Output: the API history built by src/lib/api-history.ts (its header describes the shape and
// the rules), laid out one API a line. The build only reads the committed file.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import semver from 'semver';
import { isStable, PACKAGE } from './releases.mjs';

// The site documents Ionic 7 and 8; 9.x is left out until it has pages of its own.
const FIRST_MAJOR = 7;
const LAST_MAJOR = 8;
const DOCS_PATH = 'package/dist/docs.json';
const PARALLEL = 6;

const REGISTRY = (process.env.NPM_REGISTRY || 'https://registry.npmjs.org').replace(/\/+$/, '');
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'content', 'data', 'ionic-core-api-history.json');

// The pure module is TypeScript: load it through the project's Babel hook (as `node -r` does).
const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { buildHistory, formatHistory, minorOf, slimDocs } = require('../src/lib/api-history.ts');

/** Every stable release of majors FIRST_MAJOR..LAST_MAJOR, oldest first. */
export function releasesToRead(versions) {
  return versions
    .filter((v) => isStable(v) && semver.major(v) >= FIRST_MAJOR && semver.major(v) <= LAST_MAJOR)
    .sort(semver.compare);
}

/** "7.0.0–7.0.14 (15)" per minor: what was read, in a few lines. */
function describe(versions) {
  const byMinor = new Map();
  for (const v of versions) byMinor.set(minorOf(v), [...(byMinor.get(minorOf(v)) ?? []), v]);
  const span = (vs) => `${vs[0]}–${vs[vs.length - 1]} (${vs.length})`;
  return [...byMinor.values()].map((vs) => (vs.length === 1 ? vs[0] : span(vs)));
}

/** The contents of `path` in an uncompressed tar archive (ustar, with pax or GNU long names). */
export function readTarEntry(tar, path) {
  let offset = 0;
  let longName = null;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start, length) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const body = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x' || type === 'L') {
      // The next entry's real name: a pax "path=" record or a GNU long name.
      const text = body.toString('utf8');
      longName = type === 'L' ? text.replace(/\0.*$/s, '') : (/(?:^|\n)\d+ path=([^\n]*)\n/.exec(text)?.[1] ?? null);
      continue;
    }
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    if (name === path && (type === '0' || type === '')) return Buffer.from(body);
  }
  return null;
}

async function get(url, accept) {
  const res = await fetch(url, { headers: { accept } });
  if (!res.ok) throw new Error(`GET ${url} failed: ${res.status} ${res.statusText}`);
  return res;
}

async function docsOf(version, dist) {
  const tgz = Buffer.from(await (await get(dist.tarball, 'application/octet-stream')).arrayBuffer());
  const [algorithm, expected] = (dist.integrity ?? '').split('-');
  if (algorithm && createHash(algorithm).update(tgz).digest('base64') !== expected)
    throw new Error(`${PACKAGE}@${version}: the tarball does not match the registry's integrity hash`);
  const json = readTarEntry(gunzipSync(tgz), DOCS_PATH);
  if (!json) throw new Error(`${PACKAGE}@${version} has no ${DOCS_PATH}`);
  // Slimmed at once: a hundred full docs.json would hold over a gigabyte.
  return { version, docs: slimDocs(JSON.parse(json.toString('utf8'))), bytes: tgz.length };
}

/** `task` over `items`, at most `limit` at once, results in the order of `items`. */
async function mapLimited(items, limit, task) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function main() {
  const started = Date.now();
  const url = `${REGISTRY}/${PACKAGE.replace('/', '%2F')}`;
  const doc = await (await get(url, 'application/json')).json();
  const versions = releasesToRead(Object.keys(doc.versions ?? {}));
  if (versions.length === 0) throw new Error(`no stable ${PACKAGE} ${FIRST_MAJOR}.x-${LAST_MAJOR}.x releases found`);
  console.log(`Reading the docs.json of ${versions.length} releases of ${PACKAGE}:`);
  for (const line of describe(versions)) console.log(`  ${line}`);

  const releases = await mapLimited(versions, PARALLEL, (v) => docsOf(v, doc.versions[v].dist));
  const bytes = releases.reduce((n, r) => n + r.bytes, 0);
  const counts = releases.map((r) => r.docs.components.length);
  console.log(
    `Downloaded ${(bytes / 1e6).toFixed(0)} MB of tarballs; ` +
      `${Math.min(...counts)} to ${Math.max(...counts)} components a release`,
  );

  const history = buildHistory(releases, PACKAGE);
  const body = formatHistory(history);
  await mkdir(dirname(OUT), { recursive: true });
  await writeFile(OUT, body);
  console.log(
    `Wrote ${Object.keys(history.components).length} components, ${versions[0]} to ${versions[versions.length - 1]}, ` +
      `to ${OUT} (${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
