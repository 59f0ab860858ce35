// What the content pipeline keeps between runs, under .cache/ (so `gatsby clean` forgets it):
// compiled MDX, rendered bodies, reference data and the list of files written after a build.
// Every store is stamped with the pipeline's fingerprint: a change to the code, the UI strings,
// the site registries or the installed packages starts it afresh, so nothing stale is reused.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { listFiles } from '../files';

export const CACHE_DIR = '.cache/ionic-docs';

/** What the pipeline's output depends on besides the content: its code, strings, registries and packages. */
const FINGERPRINT_INPUTS = ['src', 'locales', 'content/site', 'content/data'];

export function hashOf(...parts: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 20);
}

const fingerprints = new Map<string, string>();

/**
 * One hash over the files the pipeline runs (styles aside: bodies are rendered with global
 * class names) and package-lock.json. Computed once per process: the code a process runs does
 * not change under it.
 */
export function pipelineFingerprint(root: string): string {
  let value = fingerprints.get(root);
  if (value) return value;
  const hash = crypto.createHash('sha256');
  const files = FINGERPRINT_INPUTS.flatMap((dir) => listFiles(path.join(root, dir), '')).filter(
    (f) => !f.endsWith('.css'),
  );
  // The sample packages too: the types code blocks show on hover come from them.
  const locks = [path.join(root, 'package-lock.json'), path.join(root, '.sample-types', 'package-lock.json')];
  for (const file of [...files.sort(), ...locks]) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  value = hash.digest('hex').slice(0, 20);
  fingerprints.set(root, value);
  return value;
}

interface StoredFile<T> {
  fingerprint: string;
  entries: Record<string, T>;
}

/** A share of a store's entries, kept in its own file. */
class Shard<T> {
  entries = new Map<string, T>();
  loaded = false;
  dirty = false;
  constructor(readonly file: string) {}
}

function shardOf(key: string, count: number): number {
  let h = 0;
  for (let i = 0; i < key.length; i += 1) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h) % count;
}

/**
 * A map kept in JSON files, split in `shards` so that saving after one change rewrites one
 * file, not all of them. Loaded on first use; `save` writes what changed. Entries not used
 * since loading can be dropped with `keepOnlyUsed`, so the files do not grow forever.
 */
export class DiskStore<T> {
  private readonly shards: Shard<T>[];
  private used = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    file: string,
    private readonly fingerprint: string,
    shards = 1,
  ) {
    this.shards = Array.from(
      { length: shards },
      (_, i) => new Shard<T>(shards === 1 ? file : file.replace(/\.json$/, `.${i}.json`)),
    );
  }

  private shard(key: string): Shard<T> {
    return this.shardAt(shardOf(key, this.shards.length));
  }

  private shardAt(index: number): Shard<T> {
    const shard = this.shards[index];
    if (!shard.loaded) {
      shard.loaded = true;
      try {
        const stored = JSON.parse(fs.readFileSync(shard.file, 'utf8')) as StoredFile<T>;
        if (stored.fingerprint === this.fingerprint) shard.entries = new Map(Object.entries(stored.entries));
      } catch {
        // No file yet, or one a crash left half-written: start empty.
      }
    }
    return shard;
  }

  get(key: string): T | undefined {
    const value = this.shard(key).entries.get(key);
    if (value !== undefined) this.used.add(key);
    return value;
  }

  set(key: string, value: T): void {
    const shard = this.shard(key);
    shard.entries.set(key, value);
    shard.dirty = true;
    this.used.add(key);
  }

  /** Every key (of every shard). */
  keys(): string[] {
    return this.shards.flatMap((shard, i) => {
      this.shardAt(i);
      return [...shard.entries.keys()];
    });
  }

  keepOnlyUsed(): void {
    for (const shard of this.shards) {
      if (!shard.loaded) continue;
      for (const key of shard.entries.keys()) {
        if (!this.used.has(key)) {
          shard.entries.delete(key);
          shard.dirty = true;
        }
      }
    }
  }

  /** Writes the files that changed (atomically: a reader never sees half a file). */
  save(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const shard of this.shards) {
      if (!shard.dirty) continue;
      fs.mkdirSync(path.dirname(shard.file), { recursive: true });
      const tmp = `${shard.file}.${process.pid}.tmp`;
      fs.writeFileSync(
        tmp,
        JSON.stringify({ fingerprint: this.fingerprint, entries: Object.fromEntries(shard.entries) }),
      );
      fs.renameSync(tmp, shard.file);
      shard.dirty = false;
    }
  }

  /** Saves a little later, once: the development server writes after a burst of edits, not during it. */
  saveSoon(delayMs = 3000): void {
    if (this.timer || !this.shards.some((s) => s.dirty)) return;
    this.timer = setTimeout(() => this.save(), delayMs);
    this.timer.unref();
  }
}

const stores = new Map<string, DiskStore<unknown>>();

/** The store `name` of this checkout (one instance per process), in `shards` files. */
export function diskStore<T>(root: string, name: string, shards = 1): DiskStore<T> {
  const file = path.join(root, CACHE_DIR, `${name}.json`);
  let store = stores.get(file);
  if (!store) {
    store = new DiskStore<unknown>(file, pipelineFingerprint(root), shards);
    stores.set(file, store);
  }
  return store as DiskStore<T>;
}
