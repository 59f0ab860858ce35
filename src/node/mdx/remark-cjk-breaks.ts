// A line break in the source between two Japanese (CJK) characters is not a space: browsers
// would show one, so the break is removed. Breaks next to Latin text stay (they are spaces).
import { visit } from 'unist-util-visit';
import type { MdNode } from './mdast';

const CJK = '\\u3000-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';
const BREAK = new RegExp(`([${CJK}])[ \\t]*\\r?\\n[ \\t]*(?=[${CJK}])`, 'g');

export function joinCjkLines(text: string): string {
  return text.replace(BREAK, '$1');
}

export default function remarkCjkBreaks() {
  return (tree: MdNode) => {
    visit(tree as Parameters<typeof visit>[0], 'text', (n) => {
      const node = n as unknown as MdNode;
      if (node.value && node.value.includes('\n')) node.value = joinCjkLines(node.value);
    });
  };
}
