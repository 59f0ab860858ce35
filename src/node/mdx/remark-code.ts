// Highlights fenced code at build time and passes title/language/highlight data to the
// `pre` component as data attributes on <code>.
import { parseCodeMeta } from './code-meta';
import { highlightToHast } from './highlight';
import { visit } from 'unist-util-visit';
import type { MdNode } from './mdast';

export default function remarkCode() {
  return (tree: MdNode) => {
    visit(tree as Parameters<typeof visit>[0], 'code', (n) => {
      const node = n as unknown as MdNode;
      const meta = parseCodeMeta(node.meta);
      const lines = highlightToHast(node.value ?? '', node.lang, meta.highlight);
      node.data = {
        ...(node.data ?? {}),
        hProperties: {
          className: [`language-${node.lang || 'text'}`],
          'data-language': node.lang || 'text',
          ...(meta.title ? { 'data-title': meta.title } : {}),
        },
        hChildren: lines,
      };
    });
  };
}
