// The files a build writes next to the pages: the icon gallery's SVGs and list, each playground's
// demo page and Ionic's files for them, every page's Markdown twin, llms.txt and llms-full.txt,
// and what a host needs (src/node/host-files.ts: rules, fallback pages, the not-found page's list).
// A build writes only what changed since the last one: each file's signature (a hash of its
// content, a twin's key, or a copied file's size and time) is kept in a manifest under .cache/,
// and a file whose signature and copy on disk are unchanged is neither made nor written. A file
// the build no longer makes is removed. Work after a one-page edit is one twin and llms-full.txt.
import fs from 'fs';
import path from 'path';
import { iconAssets, type StaticFile } from './assets';
import { hostFiles } from './host-files';
import { diskStore, hashOf, type DiskStore } from './cache/disk';
import { markdownOutputs, readWrittenTwins, type MarkdownOutput } from './markdown/store';
import { markdownTwin } from './markdown/twin';
import { defaultThreads, shareOut } from './threads';
import { playgroundFiles } from './playgrounds/demo';
import { loadPlaygroundsCached } from './playgrounds/load';

/** A file to write: copied from `from`, or made by `content`; `key` identifies a made file's content when known. */
export interface OutputFile {
  to: string;
  from?: string;
  content?: string | (() => string);
  key?: string;
}

export interface WriteCount {
  written: number;
  unchanged: number;
}

function signature(file: OutputFile): string {
  if (file.key) return `key:${file.key}`;
  if (file.from) {
    const stat = fs.statSync(file.from);
    return `copy:${file.from}:${stat.size}:${stat.mtimeMs}`;
  }
  return `hash:${hashOf(typeof file.content === 'function' ? file.content() : (file.content ?? ''))}`;
}

/** Whether the file at `to` was written with this signature by an earlier build and is still there. */
function unchanged(publicDir: string, to: string, sig: string, manifest: DiskStore<string>): boolean {
  return manifest.get(to) === sig && fs.existsSync(path.join(publicDir, to));
}

/** Writes the files whose signature changed since the manifest's last save, or that are missing. */
export function writeChanged(publicDir: string, files: OutputFile[], manifest: DiskStore<string>): WriteCount {
  const count = { written: 0, unchanged: 0 };
  for (const file of files) {
    const target = path.join(publicDir, file.to);
    const sig = signature(file);
    if (unchanged(publicDir, file.to, sig, manifest)) {
      count.unchanged += 1;
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (file.from) fs.copyFileSync(file.from, target);
    else fs.writeFileSync(target, typeof file.content === 'function' ? file.content() : (file.content ?? ''));
    manifest.set(file.to, sig);
    count.written += 1;
  }
  return count;
}

/** Below this many twins to convert, starting worker threads is not worth it. */
const MIN_PARALLEL_TWINS = 40;

/**
 * Converts the twins that will be written (new or changed since the last build) in worker
 * threads: a conversion takes about 1 ms per KB of page, a clean build has 1,280 of them. This
 * thread takes no part: its heap holds Gatsby's state, and collecting the conversions' garbage
 * there cost more than the conversions (onPostBuild with only the twins to make: 20–22 s with
 * this thread as one of two, 13–22 s, median 15.6 s, with two workers).
 */
async function convertTwins(
  root: string,
  publicDir: string,
  outputs: MarkdownOutput[],
  manifest: DiskStore<string>,
  workers: number,
) {
  const pending = outputs.filter((m) => m.twin && !unchanged(publicDir, m.to, signature(m), manifest));
  if (pending.length < MIN_PARALLEL_TWINS || defaultThreads() < 2) return;
  const { results } = await shareOut(
    root,
    { module: 'src/node/markdown/twin.ts', fn: 'markdownTwin' },
    pending.map((m) => m.twin!.args),
    markdownTwin,
    workers + 1,
    false,
  );
  pending.forEach((m, i) => m.twin!.provide(results.get(i)!));
}

// The manifest of the files written after a build (src/node/cache/disk.ts: a name and its shards).
const MANIFEST = 'public-files';
const MANIFEST_SHARDS = 8;

/** The twins' conversion started once pages were created (startTwinConversion), if it was. */
let converting: Promise<void> | null = null;

/**
 * Starts converting a build's twins as soon as its pages are created (Gatsby's onPostBootstrap),
 * in one worker thread: Gatsby's JavaScript bundles are made next on this thread alone, and the
 * pages' HTML in Gatsby's own processes, so one core is mostly free for a minute. The body HTML
 * a twin is made from is known by then (src/node/markdown/store.ts). writePublicFiles waits for it.
 */
export function startTwinConversion(root: string, publicDir: string): Promise<void> {
  const manifest = diskStore<string>(root, MANIFEST, MANIFEST_SHARDS);
  converting = convertTwins(root, publicDir, markdownOutputs(), manifest, 1);
  // Its failure is reported where it is awaited.
  converting.catch(() => undefined);
  return converting;
}

/**
 * Every file written after a build, writing only what changed; files an earlier build wrote and
 * this one does not make any more are removed. Returns what it did, in one line.
 */
export async function writePublicFiles(root: string, publicDir: string): Promise<string> {
  const started = Date.now();
  const manifest = diskStore<string>(root, MANIFEST, MANIFEST_SHARDS);
  const previous = new Set(manifest.keys());
  readWrittenTwins((to, key) =>
    unchanged(publicDir, to, signature({ to, key }), manifest)
      ? fs.readFileSync(path.join(publicDir, to), 'utf8')
      : undefined,
  );
  const outputs = markdownOutputs();
  const early = converting;
  converting = null;
  await (early ?? convertTwins(root, publicDir, outputs, manifest, defaultThreads()));
  const markdown: OutputFile[] = outputs.map((m: MarkdownOutput) => ({
    to: m.to,
    key: m.key,
    content: m.content,
  }));
  const groups = {
    icons: iconAssets() as StaticFile[],
    playgrounds: playgroundFiles(root, loadPlaygroundsCached(root).examples),
    markdown,
    host: hostFiles(),
  };
  const result = {
    icons: writeChanged(publicDir, groups.icons, manifest),
    playgrounds: writeChanged(publicDir, groups.playgrounds, manifest),
    markdown: writeChanged(publicDir, groups.markdown, manifest),
    host: writeChanged(publicDir, groups.host, manifest),
    removed: 0,
  };
  const made = new Set(Object.values(groups).flatMap((files) => files.map((f) => f.to)));
  for (const to of previous) {
    if (made.has(to)) continue;
    fs.rmSync(path.join(publicDir, to), { force: true });
    result.removed += 1;
  }
  manifest.keepOnlyUsed();
  manifest.save();
  const line = (['icons', 'playgrounds', 'markdown', 'host'] as const)
    .map((g) => `${g} ${result[g].written} written, ${result[g].unchanged} unchanged`)
    .join('; ');
  return `public files: ${line}; ${result.removed} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}
