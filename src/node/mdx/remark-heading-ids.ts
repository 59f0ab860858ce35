// Gives every heading an id: its slug, or an explicit one written as `\{#id\}` (or the
// MDX comment form `{/* #id */}`) at the end of the heading. The headings are also left on
// `file.data.headings` for the table of contents.
import { Slugger } from '../../lib/slug';
import type { Heading } from '../../lib/types';
import { toText, visit, type MdNode } from './mdast';

const EXPLICIT_TEXT = /\s*\{#([^\s{}]+)\}\s*$/;
const EXPLICIT_COMMENT = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;

function takeExplicitId(heading: MdNode): string | null {
  const children = heading.children ?? [];
  const last = children[children.length - 1];
  if (!last) return null;
  if (last.type === 'mdxTextExpression') {
    const m = EXPLICIT_COMMENT.exec(last.value ?? '');
    if (!m) return null;
    children.pop();
    trimEnd(children);
    return m[1];
  }
  if (last.type === 'text') {
    const m = EXPLICIT_TEXT.exec(last.value ?? '');
    if (!m) return null;
    last.value = (last.value ?? '').slice(0, m.index);
    if (!last.value) children.pop();
    trimEnd(children);
    return m[1];
  }
  return null;
}

function trimEnd(children: MdNode[]): void {
  const last = children[children.length - 1];
  if (last?.type === 'text') last.value = (last.value ?? '').replace(/\s+$/, '');
}

export function collectHeadings(tree: MdNode): Heading[] {
  const slugger = new Slugger();
  const headings: Heading[] = [];
  visit(tree, (node) => {
    if (node.type !== 'heading') return;
    const explicit = takeExplicitId(node);
    const text = toText(node).trim();
    const id = explicit ? slugger.claim(explicit) : slugger.slug(text);
    node.data = { ...(node.data ?? {}), hProperties: { ...((node.data?.hProperties as object) ?? {}), id } };
    headings.push({ depth: node.depth ?? 1, id, text });
  });
  return headings;
}

export default function remarkHeadingIds() {
  return (tree: MdNode, file: { data: Record<string, unknown> }) => {
    file.data.headings = collectHeadings(tree);
  };
}
