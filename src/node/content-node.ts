// onCreateNode: gives every MDX doc its version, locale, doc id and headings, and turns
// an MDX syntax error into "file:line:column: reason".
import fs from 'fs';
import type { CreateNodeArgs, Node } from 'gatsby';
import type { DocVersion, Heading, Locale } from '../lib/types';
import { collectHeadings } from './mdx/remark-heading-ids';
import type { MdNode } from './mdx/mdast';

export interface DocLocation {
  version: DocVersion;
  locale: Locale;
  id: string;
  /** Path relative to the version root, e.g. 'theming/basics.mdx'; links resolve from it. */
  file: string;
  repoPath: string;
}

/** 'docs' + 'v8/cli/index.mdx' → { v8, en, 'cli' }; 'i18n' + 'ja/v7/intro/cli.mdx' → { v7, ja, 'intro/cli' }. */
export function locateDoc(sourceInstanceName: string, relativePath: string): DocLocation | null {
  const parts = relativePath.split('/');
  let locale: Locale = 'en';
  if (sourceInstanceName === 'i18n') {
    const l = parts.shift();
    if (l !== 'ja') return null;
    locale = l;
  } else if (sourceInstanceName !== 'docs') {
    return null;
  }
  const version = parts.shift();
  if (version !== 'v8' && version !== 'v7') return null;
  const file = parts.join('/');
  const id = file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  const root = sourceInstanceName === 'i18n' ? 'content/i18n' : 'content/docs';
  return { version, locale, id, file, repoPath: `${root}/${relativePath}` };
}

/** Lines taken by the frontmatter block, to report body positions as file lines. */
export function frontmatterLineCount(raw: string): number {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(raw);
  return m ? m[0].split('\n').length - 1 : 0;
}

type MdxProcessor = { parse(text: string): unknown };
let processor: MdxProcessor | null = null;

function mdxProcessor(): MdxProcessor {
  // @mdx-js/mdx is ESM-only; Node 20.19+ loads it through require() (Parcel, which compiles
  // gatsby-node, would turn import() into a non-promise).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createProcessor } = require('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const remarkGfm = (require('remark-gfm') as typeof import('remark-gfm')).default;
  processor ??= createProcessor({ remarkPlugins: [remarkGfm] }) as unknown as MdxProcessor;
  return processor;
}

export function extractHeadings(body: string, repoPath: string, lineOffset: number): Heading[] {
  let tree: MdNode;
  try {
    tree = mdxProcessor().parse(body) as MdNode;
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string };
    const line = (e.line ?? 0) + lineOffset;
    throw new Error(`MDX syntax error in ${repoPath}:${line}:${e.column ?? 0}: ${e.reason ?? e.message}`);
  }
  return collectHeadings(tree);
}

export async function onCreateDocNode({ node, getNode, actions, reporter }: CreateNodeArgs): Promise<void> {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as (Node & { sourceInstanceName: string; relativePath: string; absolutePath: string }) | undefined;
  if (!file) return;
  const location = locateDoc(file.sourceInstanceName, file.relativePath);
  if (!location) return;
  const raw = fs.readFileSync(file.absolutePath, 'utf8');
  let headings: Heading[] = [];
  try {
    headings = extractHeadings(String((node as { body?: string }).body ?? ''), location.repoPath, frontmatterLineCount(raw));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
  const { createNodeField } = actions;
  createNodeField({ node, name: 'version', value: location.version });
  createNodeField({ node, name: 'locale', value: location.locale });
  createNodeField({ node, name: 'docId', value: location.id });
  createNodeField({ node, name: 'repoPath', value: location.repoPath });
  createNodeField({ node, name: 'file', value: location.file });
  createNodeField({ node, name: 'headings', value: headings });
}
