/** A problem in a content file, reported as "file:line:column: reason". */
export interface ContentProblem {
  file: string;
  line: number;
  column: number;
  reason: string;
}

export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map((p) => `  ${p.file}:${p.line}:${p.column}: ${p.reason}`);
  return `Content errors (${problems.length}):\n${lines.join('\n')}`;
}
