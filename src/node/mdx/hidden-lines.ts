// Hidden context lines of a code block: lines above `// ---cut---` and from
// `// ---cut-after---` on are compiled by the sample check (src/node/samples) but not shown,
// copied or indexed. The marker lines themselves are hidden too. Pure.

export const CUT_BEFORE = '// ---cut---';
export const CUT_AFTER = '// ---cut-after---';

const isMarker = (line: string, marker: string) => line.trim() === marker;

/** The 0-based range of lines a reader sees, [start, end). */
export function visibleRange(code: string): { start: number; end: number } {
  const lines = code.split('\n');
  const before = lines.findIndex((l) => isMarker(l, CUT_BEFORE));
  const after = lines.findIndex((l) => isMarker(l, CUT_AFTER));
  const start = before === -1 ? 0 : before + 1;
  const end = after === -1 || after < start ? lines.length : after;
  return { start, end };
}

/** The lines a reader sees: without the hidden context and the markers. */
export function visibleCode(code: string): string {
  if (!code.includes('---cut')) return code;
  const { start, end } = visibleRange(code);
  return code.split('\n').slice(start, end).join('\n');
}
