// The code-sample check as the build and the development server run it: every content file's
// blocks before content is compiled (so the highlighter finds their types), the counts per
// version printed, and the findings as content diagnostics (errors in a build, warnings in the
// development server).
import path from 'path';
import type { DocVersion } from '../../lib/types';
import type { Diagnostic } from '../diagnostics';
import { componentMetaByVersion } from '../playgrounds/check';
import { contentFiles, repoPathOf } from '../content/store';
import type { ComponentMeta } from '../overview-check';
import { checkSampleFiles, globalVariablesByVersion, type SampleReport } from '.';

let metadata: { meta: Map<DocVersion, Map<string, ComponentMeta>>; globals: Map<DocVersion, Set<string>> } | null =
  null;

/** Checks the samples of the given content files (repository paths), all of them by default. */
export function checkContentSamples(root: string, files?: string[]): SampleReport {
  metadata ??= { meta: componentMetaByVersion(), globals: globalVariablesByVersion() };
  const list = files ?? contentFiles(root).map((f) => repoPathOf(root, f));
  return checkSampleFiles(list, { ...metadata, root });
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

/** The findings as content diagnostics. */
export function sampleDiagnostics(report: SampleReport, severity: Diagnostic['severity']): Diagnostic[] {
  return report.diagnostics.map((d) => ({
    severity,
    file: d.file.split(path.sep).join('/'),
    line: d.line,
    column: d.column,
    message: d.message,
  }));
}
