// The code-sample check as the build and the development server run it: every content file's
// blocks before content is compiled (so the highlighter finds their types), the counts per
// version printed, and the findings as content diagnostics (errors in a build, warnings in the
// development server). Each file's findings are kept with the hash of the text they were made
// from: pages are created from them without checking again, and an edited file is rechecked
// only when its text changed.
import fs from 'fs';
import type { Reporter } from 'gatsby';
import type { DocVersion } from '../../lib/types';
import { diskStore, hashOf } from '../cache/disk';
import type { Diagnostic } from '../diagnostics';
import { isDevelop } from '../gatsby-seams';
import { componentMetaByVersion } from '../playgrounds/check';
import { contentFiles, repoPathOf } from '../content/store';
import type { ComponentMeta } from '../overview-check';
import {
  blockCacheExists,
  checkSampleTexts,
  compileMissingInWorker,
  formatDiagnostic,
  globalVariablesByVersion,
  type SampleDiagnostic,
  type SampleReport,
  type SampleStats,
} from '.';
import { releaseCompilers } from './compile';

let metadata: { meta: Map<DocVersion, Map<string, ComponentMeta>>; globals: Map<DocVersion, Set<string>> } | null =
  null;

/** The findings of each content file checked in this process, with the hash of its text. */
const checked = new Map<string, { hash: string; diagnostics: SampleDiagnostic[] }>();

/** What the check found in one content file, kept between runs (the counts' reasons as pairs). */
interface FileRecord {
  diagnostics: SampleDiagnostic[];
  stats: (Omit<SampleStats, 'reasons'> & { reasons: [string, number][] })[];
}

/**
 * The records kept for these files' texts, and the files without one. The records stand for the
 * blocks' results, whose hovers the pages read: without those on disk, every file is checked again.
 */
function keptRecords(root: string, files: { file: string; text: string }[]) {
  const store = diskStore<FileRecord>(root, 'sample-files');
  const reuse = blockCacheExists();
  const records = new Map<string, FileRecord>();
  const todo: { file: string; text: string; key: string }[] = [];
  for (const { file, text } of files) {
    const key = `${file}:${hashOf(text)}`;
    const record = reuse ? store.get(key) : undefined;
    if (record) records.set(file, record);
    else todo.push({ file, text, key });
  }
  return { store, records, todo };
}

/**
 * Checks the samples of content files (repository paths and texts) and keeps each file's
 * findings. A file whose text was checked by an earlier run with the same code and packages
 * (`.cache/ionic-docs/sample-files.json`) is not read again: a build after a one-page edit
 * extracts and checks that page's blocks only, and loads no component metadata unless needed.
 */
function checkTexts(
  root: string,
  files: { file: string; text: string }[],
  all = false,
  kept = keptRecords(root, files),
): SampleReport {
  const { store, records, todo } = kept;
  let compiled = 0;
  if (todo.length) {
    metadata ??= { meta: componentMetaByVersion(), globals: globalVariablesByVersion() };
    const report = checkSampleTexts(todo, { ...metadata, root, byFile: true });
    compiled = report.compiled;
    for (const { file, key } of todo) {
      const record: FileRecord = {
        diagnostics: report.diagnostics.filter((d) => d.file === file),
        stats: report.stats.filter((st) => st.file === file).map((st) => ({ ...st, reasons: [...st.reasons] })),
      };
      store.set(key, record);
      records.set(file, record);
    }
  }
  if (all) store.keepOnlyUsed();
  if (todo.length || all) store.save();
  for (const { file, text } of files)
    checked.set(file, { hash: hashOf(text), diagnostics: records.get(file)?.diagnostics ?? [] });
  const found = [...records.values()];
  return {
    diagnostics: found
      .flatMap((r) => r.diagnostics)
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column),
    stats: found.flatMap((r) => r.stats.map((st) => ({ ...st, reasons: new Map(st.reasons) }))),
    compiled,
  };
}

/** Every content file: its repository path and text. */
function readContentFiles(root: string): { file: string; text: string }[] {
  return contentFiles(root).map((absolute) => ({
    file: repoPathOf(root, absolute),
    text: fs.readFileSync(absolute, 'utf8'),
  }));
}

/**
 * Checks the samples of every content file. When many blocks have not been compiled by an
 * earlier run (a clean cache), a worker thread compiles them first (compileMissingInWorker).
 */
export async function checkContentSamples(root: string): Promise<SampleReport> {
  const files = readContentFiles(root);
  const kept = keptRecords(root, files);
  const inWorker = kept.todo.length ? await compileMissingInWorker(kept.todo) : 0;
  const report = checkTexts(root, files, true, kept);
  return { ...report, compiled: report.compiled + inWorker };
}

/**
 * The check at the start of a build or development server (onPreBootstrap): the counts per
 * version printed; a build stops on an error and lets the compilers go, the development server
 * keeps them for the next edit.
 */
export async function checkSamplesAtStart(root: string, reporter: Pick<Reporter, 'info' | 'panic'>): Promise<void> {
  const started = Date.now();
  const report = await checkContentSamples(root);
  for (const line of sampleSummary(report)) reporter.info(line);
  reporter.info(
    `code samples checked in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${report.compiled} compiled, the others unchanged since the last run)`,
  );
  if (isDevelop()) return;
  releaseCompilers();
  if (report.diagnostics.length)
    reporter.panic(
      `${report.diagnostics.map(formatDiagnostic).join('\n')}\n` +
        `The build stops on ${report.diagnostics.length} code sample error(s), listed above ` +
        '(docs/AUTHORING.md, "Code samples are compiled").',
    );
}

/** A file read again (an edit in the development server): checked when its text changed. */
export function checkEditedSamples(root: string, file: string, text: string): void {
  if (checked.get(file)?.hash !== hashOf(text)) checkTexts(root, [{ file, text }]);
}

/** One line per version: blocks, checked (and their share), marked with a reason, errors. */
export function sampleSummary(report: SampleReport): string[] {
  const byVersion = new Map<DocVersion, { found: number; checked: number; marked: number; errors: number }>();
  for (const s of report.stats) {
    const v = byVersion.get(s.version) ?? { found: 0, checked: 0, marked: 0, errors: 0 };
    v.found += s.found;
    v.checked += s.checked;
    v.marked += s.marked;
    v.errors += s.errors;
    byVersion.set(s.version, v);
  }
  return [...byVersion].map(([version, v]) => {
    const share = v.found ? ((100 * v.checked) / v.found).toFixed(1) : '100.0';
    return (
      `code samples ${version}: ${v.found} blocks, ${v.checked} checked (${share} %), ` +
      `${v.marked} marked not compiled, ${v.errors} errors`
    );
  });
}

/** The findings kept for the given files (the content that exists now) as content diagnostics. */
export function sampleDiagnostics(files: Iterable<string>, severity: Diagnostic['severity']): Diagnostic[] {
  return [...files].flatMap((file) =>
    (checked.get(file)?.diagnostics ?? []).map((d) => ({
      severity,
      file: d.file,
      line: d.line,
      column: d.column,
      message: d.message,
    })),
  );
}
