// The problems of the content (syntax, frontmatter, unknown components, sidebars, broken links,
// pages that fail to render), reported where the author looks: one terminal message per
// problem, naming `file:line:column`, printed when it appears (not again on every rebuild),
// a line when it is fixed, and, in development, Gatsby's overlay in the browser while any error
// remains. `gatsby build` fails on any error.
import path from 'path';
import type { Reporter } from 'gatsby';
import { showInOverlay, type OverlayError } from './dev-overlay';

export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Repository path of the file to fix. */
  file: string;
  line?: number;
  column?: number;
  message: string;
}

/** 'content/docs/v8/a.mdx:13:1: Expected a closing tag…' (the form editors and terminals link). */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.line ? `:${d.line}:${d.column ?? 1}` : '';
  return `${d.file}${place}: ${d.message}`;
}

const ERROR_ID = '10001';
const AUTHORING_URL = 'https://github.com/ionic-team/ionic-docs/blob/main/docs/AUTHORING.md';

function toOverlay(d: Diagnostic, root: string): OverlayError {
  const text = formatDiagnostic(d);
  return {
    code: 'content',
    level: 'ERROR',
    text,
    context: { sourceMessage: text },
    filePath: path.resolve(root, d.file),
    ...(d.line ? { location: { start: { line: d.line, column: d.column ?? 1 } } } : {}),
    docsUrl: AUTHORING_URL,
  };
}

type ReporterLike = Pick<Reporter, 'error' | 'warn' | 'info'> & { setErrorMap?: Reporter['setErrorMap'] };

/** Remembers what it printed, so each problem is printed once while it lasts. */
export class DiagnosticsPublisher {
  private shown = new Map<string, Diagnostic>();
  private registered = false;

  constructor(private readonly root: string) {}

  /**
   * Prints the problems that are new since the last call, says which files were fixed, and
   * shows the current errors in the development overlay (clearing it when there are none).
   */
  publish(current: Diagnostic[], reporter: ReporterLike): { errors: Diagnostic[]; warnings: Diagnostic[] } {
    if (!this.registered && reporter.setErrorMap) {
      reporter.setErrorMap({
        [ERROR_ID]: {
          text: (context: { sourceMessage: string }) => context.sourceMessage,
          level: 'ERROR',
          docsUrl: AUTHORING_URL,
        },
      } as never);
      this.registered = true;
    }
    const next = new Map(current.map((d) => [`${d.severity} ${formatDiagnostic(d)}`, d]));
    for (const [key, d] of next) {
      if (this.shown.has(key)) continue;
      if (d.severity === 'warning') reporter.warn(formatDiagnostic(d));
      else
        reporter.error({
          id: this.registered ? ERROR_ID : undefined,
          context: { sourceMessage: formatDiagnostic(d) },
          filePath: path.resolve(this.root, d.file),
          ...(d.line ? { location: { start: { line: d.line, column: d.column ?? 1 } } } : {}),
        } as never);
    }
    const stillFailing = new Set([...next.values()].map((d) => d.file));
    const fixed = new Set([...this.shown.values()].map((d) => d.file).filter((f) => !stillFailing.has(f)));
    for (const file of fixed) reporter.info(`fixed: ${file}`);
    this.shown = next;
    const errors = [...next.values()].filter((d) => d.severity === 'error');
    showInOverlay(errors.map((d) => toOverlay(d, this.root)));
    return { errors, warnings: [...next.values()].filter((d) => d.severity === 'warning') };
  }
}
