// The fenced code blocks of an MDX source with their places and fence meta. Pure.
//
// A block is compiled by the sample check unless its fence says why not:
//   ```ts nocheck="pseudo-code: shows the shape only"
// (docs/AUTHORING.md, "Code samples are compiled").

export interface SampleBlock {
  /** Repository path of the MDX file. */
  file: string;
  /** 1-based line of the block's first code line in the file. */
  line: number;
  /** Columns of indentation removed from every line (fences inside list items). */
  indent: number;
  /** Language of the fence, lower case ('' when none). */
  lang: string;
  /** Everything after the language on the opening fence. */
  meta: string;
  code: string;
  /** The reason given by `nocheck="…"` ('' when none was given); null when the block is checked. */
  nocheck: string | null;
  /** A problem with the fence itself (a `nocheck` without a reason). */
  fenceProblem: string | null;
  /** The value of the `<TabItem>` the block is in ('angular', 'react'…), null outside tabs. */
  tab: string | null;
}

/** Reads `nocheck="reason"` (or 'reason') from a fence meta; '' for a bare `nocheck`. */
export function parseNocheck(meta: string): string | null {
  const m = /(?:^|\s)nocheck(?:=(?:"([^"]*)"|'([^']*)'))?(?=\s|$)/.exec(meta);
  if (!m) return null;
  return (m[1] ?? m[2] ?? '').trim();
}

const OPEN = /^( *)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

export function extractBlocks(source: string, file: string): SampleBlock[] {
  const blocks: SampleBlock[] = [];
  const lines = source.split('\n');
  let tab: string | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const item = /<TabItem\b[^>]*\bvalue=["']([^"']+)["']/.exec(lines[i]);
    if (item) tab = item[1];
    else if (/<\/TabItem>/.test(lines[i])) tab = null;
    const open = OPEN.exec(lines[i]);
    if (!open) continue;
    const [, spaces, fence, lang, rest] = open;
    const indent = spaces.length;
    const close = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    const start = i;
    i += 1;
    while (i < lines.length && !close.test(lines[i])) {
      // Up to the fence's indentation is removed from each line (CommonMark).
      const own = /^ */.exec(lines[i])![0].length;
      body.push(lines[i].slice(Math.min(own, indent)));
      i += 1;
    }
    const meta = rest.trim();
    const nocheck = parseNocheck(meta);
    blocks.push({
      file,
      line: start + 2,
      indent,
      lang: lang.toLowerCase(),
      meta,
      code: body.join('\n'),
      nocheck,
      fenceProblem: nocheck === '' ? 'nocheck needs a reason: nocheck="why this block is not compiled"' : null,
      tab,
    });
  }
  return blocks;
}
