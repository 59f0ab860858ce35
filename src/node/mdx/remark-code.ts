// Highlights fenced code at build time and passes title/language/highlight data to the
// `pre` component as data attributes on <code>; marks inline code that stays on one line.
// Lines a block hides (`// ---cut---`, src/node/mdx/hidden-lines.ts) are removed first.
// A compiled sample's Ionic and Capacitor identifiers show their types (src/node/samples).
import type { VFile } from 'vfile';
import type { BlockHover } from '../samples/compile';
import { parseCodeMeta } from './code-meta';
import { codeProperties, highlightToHast, inlineCodeProperties, type TypeHover } from './highlight';
import { visibleCode, visibleRange } from './hidden-lines';
import { visit } from 'unist-util-visit';
import type { MdNode } from './mdast';

/** The hovers of a block's whole code (null when it has none), for the file it is in. */
export type HoverSource = (file: string, lang: string, code: string) => BlockHover[] | null;

/**
 * Hovers over the code a reader sees: positions moved from the whole code (hidden lines
 * included) to offsets in the visible code, ids numbered through the page.
 */
export function visibleHovers(code: string, hovers: BlockHover[], nextId: () => string): TypeHover[] {
  const { start, end } = visibleRange(code);
  const lines = code.split('\n').slice(start, end);
  const lineStart: number[] = [];
  let offset = 0;
  for (const l of lines) {
    lineStart.push(offset);
    offset += l.length + 1;
  }
  return hovers
    .filter((h) => h.line >= start && h.line < end)
    .map((h) => {
      const at = lineStart[h.line - start] + h.column;
      return { start: at, end: at + h.length, text: h.text, doc: h.doc, id: nextId() };
    });
}

export default function remarkCode(options: { hovers?: HoverSource } = {}) {
  return (tree: MdNode, file?: VFile) => {
    let count = 0;
    const nextId = () => `ty-${(count += 1)}`;
    visit(tree as Parameters<typeof visit>[0], 'code', (n) => {
      const node = n as unknown as MdNode;
      const whole = node.value ?? '';
      const found = options.hovers && file?.path ? options.hovers(file.path, node.lang ?? '', whole) : null;
      const hovers = found?.length ? visibleHovers(whole, found, nextId) : [];
      // Hidden context lines are for the sample check (src/node/samples), not the reader.
      if (node.value) node.value = visibleCode(node.value);
      const meta = parseCodeMeta(node.meta);
      const lines = highlightToHast(node.value ?? '', node.lang, meta.highlight, hovers);
      node.data = {
        ...(node.data ?? {}),
        hProperties: {
          ...codeProperties(node.lang, node.value ?? ''),
          ...(meta.title ? { 'data-title': meta.title } : {}),
        },
        hChildren: lines,
      };
    });
    visit(tree as Parameters<typeof visit>[0], 'inlineCode', (n) => {
      const node = n as unknown as MdNode;
      const properties = inlineCodeProperties(node.value ?? '');
      if (properties.className) node.data = { ...(node.data ?? {}), hProperties: properties };
    });
  };
}
