// Highlights fenced code at build time and passes title/language/highlight data to the
// `pre` component as data attributes on <code>; marks inline code that stays on one line.
// Lines a block hides (`// ---cut---`, src/node/mdx/hidden-lines.ts) are removed first.
import { parseCodeMeta } from './code-meta';
import { codeProperties, highlightToHast, inlineCodeProperties } from './highlight';
import { visibleCode } from './hidden-lines';
import { visit } from 'unist-util-visit';
import type { MdNode } from './mdast';

export default function remarkCode() {
  return (tree: MdNode) => {
    visit(tree as Parameters<typeof visit>[0], 'code', (n) => {
      const node = n as unknown as MdNode;
      // Hidden context lines are for the sample check (src/node/samples), not the reader.
      if (node.value) node.value = visibleCode(node.value);
      const meta = parseCodeMeta(node.meta);
      const lines = highlightToHast(node.value ?? '', node.lang, meta.highlight);
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
