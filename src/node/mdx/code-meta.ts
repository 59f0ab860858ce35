/** Parses a code fence's meta string: title="file.ts" and {1,3-5} line highlights. */
export interface CodeMeta {
  title: string | null;
  highlight: Set<number>;
}

export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const start = Number(m[1]);
    const end = m[2] ? Number(m[2]) : start;
    for (let n = Math.min(start, end); n <= Math.max(start, end); n += 1) lines.add(n);
  }
  return lines;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const ranges = /\{([\d\s,-]+)\}/.exec(text);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : null,
    highlight: ranges ? parseLineRanges(ranges[1]) : new Set(),
  };
}
