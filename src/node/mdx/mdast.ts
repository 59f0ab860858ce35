// The few mdast shapes our remark plugins touch (MDX 2 / mdast 3).
export interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  name?: string | null;
  attributes?: { type: string; name: string; value?: unknown }[];
  children?: MdNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/** Plain text of a node, as a reader sees it (code spans included). */
export function toText(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  return (node.children ?? []).map(toText).join('');
}

export function visit(node: MdNode, fn: (node: MdNode, parent: MdNode | null) => void, parent: MdNode | null = null): void {
  fn(node, parent);
  for (const child of node.children ?? []) visit(child, fn, node);
}
