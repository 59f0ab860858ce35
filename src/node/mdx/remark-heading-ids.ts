// Gives every heading an id: its slug, or an explicit one written as `\{#id\}` (or the
// MDX comment form `{/* #id */}`) at the end of the heading. The one place heading ids are
// made: pages' MDX (this remark plugin, the headings left on `file.data.headings` for the
// table of contents) and packages' Markdown (src/node/reference/markdown.ts) alike.
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { Slugger } from '../../lib/slug';
import type { Heading } from '../../lib/types';
import type { MdNode } from './mdast';

const EXPLICIT_TEXT = /\s*\{#([^\s{}]+)\}\s*$/;
const EXPLICIT_COMMENT = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;

function trimEnd(children: MdNode[]): void {
  const last = children[children.length - 1];
  if (last?.type === 'text') last.value = (last.value ?? '').replace(/\s+$/, '');
}

function takeExplicitId(heading: MdNode): string | null {
  const children = heading.children ?? [];
  const last = children[children.length - 1];
  if (!last) return null;
  const pattern = last.type === 'mdxTextExpression' ? EXPLICIT_COMMENT : last.type === 'text' ? EXPLICIT_TEXT : null;
  const m = pattern?.exec(last.value ?? '');
  if (!m) return null;
  if (last.type === 'text') last.value = (last.value ?? '').slice(0, m.index);
  if (last.type === 'mdxTextExpression' || !last.value) children.pop();
  trimEnd(children);
  return m[1];
}

/** The heading text a reader sees: code spans included, JSX expressions and raw HTML tags left out. */
function headingText(node: MdNode): string {
  const visible = { ...node, children: (node.children ?? []).filter((c) => c.type !== 'mdxTextExpression') };
  return toString(visible as Parameters<typeof toString>[0], { includeHtml: false })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HeadingIdOptions {
  /** Added to every heading depth (package Markdown is demoted under the page's own headings). */
  shift?: number;
  /** Shared by several Markdown fragments of one page, so ids stay unique across them. */
  slugger?: Slugger;
}

export function collectHeadings(tree: MdNode, options: HeadingIdOptions = {}): Heading[] {
  const slugger = options.slugger ?? new Slugger();
  const headings: Heading[] = [];
  visit(tree as Parameters<typeof visit>[0], 'heading', (node) => {
    const heading = node as unknown as MdNode;
    if (options.shift) heading.depth = Math.min(6, Math.max(1, (heading.depth ?? 1) + options.shift));
    const explicit = takeExplicitId(heading);
    const text = headingText(heading);
    const id = explicit ? slugger.claim(explicit) : slugger.slug(text || 'section');
    heading.data = { ...(heading.data ?? {}), hProperties: { ...((heading.data?.hProperties as object) ?? {}), id } };
    headings.push({ depth: heading.depth ?? 1, id, text });
  });
  return headings;
}

/** remark plugin: ids on headings, the list on `file.data.headings`. */
export default function remarkHeadingIds(options: HeadingIdOptions = {}) {
  return (tree: MdNode, file: { data: Record<string, unknown> }) => {
    file.data.headings = collectHeadings(tree, options);
  };
}
