/** A problem in a content file, reported as "file:line:column: reason". */
export interface ContentProblem {
  file: string;
  line: number;
  column: number;
  reason: string;
}

export function formatProblems(problems: ContentProblem[]): string {
  return `Content errors (${problems.length}):\n${problems.map((p) => `  ${p.file}:${p.line}:${p.column}: ${p.reason}`).join('\n')}`;
}
