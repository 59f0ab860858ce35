// A line break in the source between two Japanese (CJK) characters is not a space: browsers
// would show one, so the break is removed. Breaks next to Latin text stay (they are spaces).
// The two characters may sit in different nodes: a break at the edge of a text node, beside a
// link or emphasis whose text starts or ends in Japanese, would otherwise show as a space inside
// a Japanese sentence. Inline code keeps its space, like a Latin word (docs/i18n/ja-glossary.md).
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { MdNode } from './mdast';

const CJK = '\\u3000-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';
const BREAK = new RegExp(`([${CJK}])[ \\t]*\\r?\\n[ \\t]*(?=[${CJK}])`, 'g');
const CJK_CHAR = new RegExp(`^[${CJK}]$`);
const LEADING = /^[ \t]*\r?\n[ \t]*/;
const TRAILING = /[ \t]*\r?\n[ \t]*$/;
/** Inline nodes whose text is shown as text around them (not code, images or breaks). */
const TEXT_LIKE = new Set(['link', 'linkReference', 'emphasis', 'strong', 'delete', 'mdxJsxTextElement']);

export function joinCjkLines(text: string): string {
  return text.replace(BREAK, '$1');
}

/** The character a reader sees at one edge of an inline node ('' when it shows no text there). */
function edge(node: MdNode | undefined, side: 'start' | 'end'): string {
  if (!node) return '';
  let text = '';
  if (node.type === 'text') text = node.value ?? '';
  else if (TEXT_LIKE.has(node.type)) text = toString(node as Parameters<typeof toString>[0]);
  const chars = [...text];
  return (side === 'start' ? chars[0] : chars[chars.length - 1]) ?? '';
}

const isCjk = (char: string) => CJK_CHAR.test(char);

/** Removes breaks between CJK characters in a parent's text children, within and across nodes. */
function joinChildren(children: MdNode[]): void {
  children.forEach((node, i) => {
    if (node.type !== 'text' || !node.value?.includes('\n')) return;
    let value = joinCjkLines(node.value);
    const before = () => edge(children[i - 1], 'end');
    const after = () => edge(children[i + 1], 'start');
    if (LEADING.test(value) && isCjk(before())) {
      const rest = value.replace(LEADING, '');
      if (rest ? isCjk([...rest][0]) : isCjk(after())) value = rest;
    }
    if (TRAILING.test(value) && isCjk(after())) {
      const rest = value.replace(TRAILING, '');
      if (rest && isCjk([...rest].pop() ?? '')) value = rest;
    }
    node.value = value;
  });
}

export default function remarkCjkBreaks() {
  return (tree: MdNode) => {
    visit(tree as Parameters<typeof visit>[0], (n) => {
      const node = n as unknown as MdNode;
      if (node.children?.length) joinChildren(node.children);
    });
  };
}
