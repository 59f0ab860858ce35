// Locating pinned npm packages and reading their metadata files, with per-process caches.
import * as fs from 'fs';
import * as path from 'path';

/** A build-stopping problem with reference input; the message names the package and the file. */
export class ReferenceDataError extends Error {
  readonly packageName: string;
  readonly file: string;
  constructor(packageName: string, file: string, problem: string) {
    super(`[reference] ${packageName}: ${problem} (file: ${file})`);
    this.name = 'ReferenceDataError';
    this.packageName = packageName;
    this.file = file;
  }
}

export interface PackageLocation {
  /** Directory that holds the package's package.json. */
  root: string;
  version: string;
}

/** Options shared by the loaders so tests can point them at fixtures. */
export interface SourceOptions {
  /** node_modules directory to look in; defaults to the nearest one above process.cwd(). */
  nodeModules?: string;
}

function defaultNodeModules(): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, 'node_modules');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(process.cwd(), 'node_modules');
    dir = parent;
  }
}

export function nodeModulesDir(opts?: SourceOptions): string {
  return path.resolve(opts?.nodeModules ?? defaultNodeModules());
}

const jsonCache = new Map<string, unknown>();
const textCache = new Map<string, string>();

/** Finds an installed package (by directory, so packages with an "exports" map work too). */
export function locatePackage(packageName: string, opts?: SourceOptions, expectMajor?: number): PackageLocation {
  const root = path.join(nodeModulesDir(opts), ...packageName.split('/'));
  const pkgFile = path.join(root, 'package.json');
  if (!fs.existsSync(pkgFile)) {
    throw new ReferenceDataError(
      packageName,
      pkgFile,
      'package is not installed; it is pinned in package.json, run npm install',
    );
  }
  const pkg = readJsonFile(packageName, pkgFile) as { version?: unknown };
  const version = typeof pkg.version === 'string' ? pkg.version : '';
  if (expectMajor !== undefined && Number(version.split('.')[0]) !== expectMajor) {
    throw new ReferenceDataError(
      packageName,
      pkgFile,
      `expected major version ${expectMajor}, found ${version || 'none'}`,
    );
  }
  return { root, version };
}

/** Reads and parses a JSON file once per process. */
export function readJsonFile(packageName: string, file: string): unknown {
  const abs = path.resolve(file);
  if (jsonCache.has(abs)) return jsonCache.get(abs);
  const text = readTextFile(packageName, abs);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new ReferenceDataError(packageName, abs, `cannot parse JSON: ${(e as Error).message}`);
  }
  jsonCache.set(abs, parsed);
  return parsed;
}

/** Reads a text file once per process. */
export function readTextFile(packageName: string, file: string): string {
  const abs = path.resolve(file);
  const cached = textCache.get(abs);
  if (cached !== undefined) return cached;
  let text: string;
  try {
    text = fs.readFileSync(abs, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ReferenceDataError(
      packageName,
      abs,
      code === 'ENOENT' ? 'file is missing' : `cannot read file: ${(e as Error).message}`,
    );
  }
  textCache.set(abs, text);
  return text;
}

export function fileExists(file: string): boolean {
  return fs.existsSync(file);
}

/** For tests: forget every cached file. */
export function clearReferenceCaches(): void {
  jsonCache.clear();
  textCache.clear();
}

// Small structural guards for untyped JSON.
export type Json = Record<string, unknown>;

export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function objects(v: unknown): Json[] {
  return arr(v).filter(isObject);
}
