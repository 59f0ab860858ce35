// `:::note Title` … `:::` blocks become <Admonition type="note">, without needing
// remark-directive (which MDX 2 syntax would fight with). The title is the rest of the opening
// line, parsed as Markdown: it may hold code, emphasis or links anywhere, so it is passed as
// an <AdmonitionTitle> child (inline nodes), not as a string attribute.
import { visit } from 'unist-util-visit';
import type { MdNode } from './mdast';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
/** The name of the element that carries a title (src/node/render/components.tsx). */
export const ADMONITION_TITLE = 'AdmonitionTitle';
const OPENER = new RegExp(`^:::(${ADMONITION_TYPES.join('|')})(?=[ \\t\\n]|$)[ \\t]*`);
const CLOSER = /(?:^|\n)[ \t]*:::[ \t]*$/;

function firstText(node: MdNode): MdNode | null {
  if (node.type === 'paragraph') {
    const first = node.children?.[0];
    return first?.type === 'text' ? first : null;
  }
  return null;
}

/**
 * Takes the opening line's inline nodes out of `paragraph` (whose first text node starts after
 * the `:::kind` marker) and returns them, trimmed. Markdown splits a line at inline code,
 * emphasis or a link, so the line runs on through sibling nodes up to the first newline (or
 * hard break).
 */
function takeTitleLine(paragraph: MdNode): MdNode[] {
  const children = paragraph.children ?? [];
  const title: MdNode[] = [];
  let i = 0;
  for (; i < children.length; i += 1) {
    const node = children[i];
    if (node.type === 'break') {
      i += 1;
      break;
    }
    const newline = node.type === 'text' ? (node.value ?? '').indexOf('\n') : -1;
    if (newline < 0) {
      title.push(node);
      continue;
    }
    title.push({ type: 'text', value: (node.value ?? '').slice(0, newline) });
    node.value = (node.value ?? '').slice(newline + 1);
    break;
  }
  paragraph.children = children.slice(i);
  const first = title[0];
  if (first?.type === 'text') first.value = (first.value ?? '').replace(/^[ \t]+/, '');
  const last = title[title.length - 1];
  if (last?.type === 'text') last.value = (last.value ?? '').replace(/[ \t]+$/, '');
  return title.filter((n) => !(n.type === 'text' && !n.value));
}

function lastTextDeep(node: MdNode): MdNode | null {
  if (node.type === 'text') return node;
  const children = node.children ?? [];
  return children.length ? lastTextDeep(children[children.length - 1]) : null;
}

/** Removes a trailing ':::' line inside `node`; true when one was found. */
function stripCloser(node: MdNode): boolean {
  const text = lastTextDeep(node);
  if (!text || !CLOSER.test(text.value ?? '')) return false;
  text.value = (text.value ?? '').replace(CLOSER, '');
  return true;
}

function isEmpty(node: MdNode): boolean {
  return (
    (node.type === 'paragraph' || node.type === 'text') &&
    !(node.children ?? []).some((c) => c.type !== 'text' || (c.value ?? '').trim()) &&
    !(node.value ?? '').trim()
  );
}

function prune(nodes: MdNode[]): MdNode[] {
  for (const node of nodes) {
    if (node.children) node.children = node.children.filter((c) => !(c.type === 'text' && c.value === ''));
  }
  return nodes.filter((n) => !isEmpty(n));
}

interface FileLike {
  path?: string;
  /** vfile: throws a message with the file's position (what MDX errors look like). */
  fail?: (reason: string, place?: unknown) => never;
}

function transformChildren(parent: MdNode, file: FileLike): void {
  const children = parent.children ?? [];
  const out: MdNode[] = [];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i];
    const text = firstText(node);
    const match = text ? OPENER.exec(text.value ?? '') : null;
    if (!match || !text) {
      out.push(node);
      continue;
    }
    const kind = match[1];
    text.value = (text.value ?? '').slice(match[0].length);
    const title = takeTitleLine(node);
    const body: MdNode[] = [];
    let closed = stripCloser(node);
    body.push(node);
    while (!closed && i + 1 < children.length) {
      i += 1;
      const next = children[i];
      closed = stripCloser(next);
      body.push(next);
    }
    if (!closed) {
      const reason = `":::${kind}" admonition is never closed with ":::"`;
      if (file.fail) file.fail(reason, node.position);
      throw new Error(`${file.path ?? 'MDX file'}:${node.position?.start.line ?? '?'}: ${reason}`);
    }
    const heading: MdNode[] = title.length
      ? [{ type: 'mdxJsxFlowElement', name: ADMONITION_TITLE, attributes: [], children: title }]
      : [];
    out.push({
      type: 'mdxJsxFlowElement',
      name: 'Admonition',
      attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: kind }],
      children: [...heading, ...prune(body)],
      position: node.position,
    });
  }
  parent.children = out;
}

export default function remarkAdmonitions() {
  return (tree: MdNode, file: FileLike) => {
    const parents: MdNode[] = [];
    visit(tree as Parameters<typeof visit>[0], (n) => {
      const node = n as unknown as MdNode;
      if (node.children && node.type !== 'paragraph') parents.push(node);
    });
    for (const parent of parents) transformChildren(parent, file);
  };
}
