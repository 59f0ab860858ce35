// Compiles a content file once: frontmatter, MDX syntax, headings with their ids, build-time
// highlighting. The result is MDX compiled to a function body, rendered to HTML per locale by
// src/render (pages are not webpack modules: the build grows with content like a Markdown site).
import crypto from 'crypto';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { Heading } from '../../lib/types';
import { mdxComponents } from '../render/mdx-components';
import { visit } from 'unist-util-visit';
import type { MdNode } from '../mdx/mdast';
import remarkAdmonitions from '../mdx/remark-admonitions';
import remarkCjkBreaks from '../mdx/remark-cjk-breaks';
import remarkCode from '../mdx/remark-code';
import remarkHeadingIds from '../mdx/remark-heading-ids';
import { splitFrontmatter, toFrontmatter, type Frontmatter } from './frontmatter';
import type { ContentProblem } from './problems';

/** Components every page can use without an import (src/render/mdx-components.ts). */
export const GLOBAL_COMPONENTS = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));

export interface CompiledDoc {
  frontmatter: Frontmatter;
  headings: Heading[];
  /** MDX compiled with outputFormat 'function-body'; run by src/render/mdx. */
  code: string;
  /** The MDX source after the frontmatter. */
  body: string;
  /** Hash of the whole file, to skip recompiling unchanged files. */
  hash: string;
}

/** Pages are plain content: no imports or exports (the components above are global). */
function remarkNoEsm() {
  return (tree: MdNode, file: VFile) => {
    for (const node of tree.children ?? []) {
      if (node.type === 'mdxjsEsm') {
        file.fail(
          `import and export statements are not supported in pages; these components are available without an import: ${GLOBAL_COMPONENTS.join(', ')}`,
          node.position as never,
        );
      }
    }
  };
}

/** Fenced code names its language (the content guide asks for it; highlighting depends on it). */
function remarkCodeLanguage() {
  return (tree: MdNode, file: VFile) => {
    visit(tree as Parameters<typeof visit>[0], 'code', (n) => {
      const node = n as unknown as MdNode;
      if (!node.lang) file.message('code block without a language', node.position as never, 'content:code-language');
    });
  };
}

type Processor = ReturnType<typeof createProcessor>;
let processor: Processor | null = null;

function mdx(): Processor {
  processor ??= createProcessor({
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [
      remarkGfm,
      remarkNoEsm,
      remarkCodeLanguage,
      remarkAdmonitions,
      remarkHeadingIds,
      remarkCjkBreaks,
      remarkCode,
    ] as never,
  });
  return processor;
}

export function contentHash(raw: string): string {
  return crypto.createHash('sha256').update(raw).digest('hex').slice(0, 16);
}

export function compileDoc(raw: string, repoPath: string): { doc: CompiledDoc | null; problems: ContentProblem[] } {
  const { data, body, problems } = splitFrontmatter(raw, repoPath);
  const file = new VFile({ path: repoPath, value: body });
  let code = '';
  try {
    code = String(mdx().processSync(file));
  } catch (error) {
    const e = error as { line?: number | null; column?: number | null; reason?: string; message: string };
    problems.push({ file: repoPath, line: e.line ?? 0, column: e.column ?? 0, reason: e.reason ?? e.message });
  }
  for (const m of file.messages) {
    if (m.ruleId === 'code-language')
      problems.push({ file: repoPath, line: m.line ?? 0, column: m.column ?? 0, reason: m.reason });
  }
  if (problems.length) return { doc: null, problems };
  return {
    doc: {
      frontmatter: toFrontmatter(data),
      headings: (file.data.headings as Heading[]) ?? [],
      code,
      body: body.replace(/^\n+/, ''),
      hash: contentHash(raw),
    },
    problems,
  };
}
