// `:::note Title` … `:::` blocks become <Admonition type="note" title="Title">, without
// needing remark-directive (which MDX 2 syntax would fight with).
import { visit } from 'unist-util-visit';
import type { MdNode } from './mdast';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
const OPENER = new RegExp(`^:::(${ADMONITION_TYPES.join('|')})(?:[ \\t]+([^\\n]*))?(?:\\n|$)`);
const CLOSER = /(?:^|\n)[ \t]*:::[ \t]*$/;

function firstText(node: MdNode): MdNode | null {
  if (node.type === 'paragraph') {
    const first = node.children?.[0];
    return first?.type === 'text' ? first : null;
  }
  return null;
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
    const [, kind, title] = match;
    text.value = (text.value ?? '').slice(match[0].length);
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
    const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: kind }];
    if (title && title.trim()) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title.trim() });
    out.push({
      type: 'mdxJsxFlowElement',
      name: 'Admonition',
      attributes,
      children: prune(body),
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
