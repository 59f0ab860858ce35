// Compiles a content file once: frontmatter, MDX syntax, headings with their ids, build-time
// highlighting. The result is MDX compiled to a function body, rendered to HTML per locale by
// src/node/render (pages are not webpack modules: the build grows with content like a Markdown site).
import crypto from 'crypto';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { Heading } from '../../lib/types';
import { visit } from 'unist-util-visit';
import type { MdNode } from '../mdx/mdast';
import remarkAdmonitions from '../mdx/remark-admonitions';
import remarkCjkBreaks from '../mdx/remark-cjk-breaks';
import remarkCode from '../mdx/remark-code';
import remarkHeadingIds from '../mdx/remark-heading-ids';
import { hoversFor, placeOf } from '../samples';
import { splitFrontmatter, toFrontmatter, type Frontmatter } from './frontmatter';
import { AUTHORED_COMPONENTS, GLOBAL_COMPONENTS } from './global-components';
import type { ContentProblem } from './problems';

export { GLOBAL_COMPONENTS };

/** A link written in a page (Markdown link or definition, `<a href>`, `<Card href>`), where it is in the file. */
export interface WrittenLink {
  href: string;
  line: number;
  column: number;
}

/** A `<Playground id>` of a page, where it is in the file. */
export interface PlaygroundUse {
  id: string;
  line: number;
  column: number;
}

export interface CompiledDoc {
  frontmatter: Frontmatter;
  headings: Heading[];
  /** Checked against the site's pages and anchors when pages are created (src/lib/link-check.ts). */
  links: WrittenLink[];
  /** Checked against the version's examples when pages are created. */
  playgrounds: PlaygroundUse[];
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
          'import and export statements are not supported in pages; ' +
            `these components are available without an import: ${AUTHORED_COMPONENTS.join(', ')}`,
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

const KNOWN_COMPONENTS: ReadonlySet<string> = new Set<string>(GLOBAL_COMPONENTS);
const JSX_ELEMENTS = ['mdxJsxFlowElement', 'mdxJsxTextElement'];

/**
 * A capitalised JSX name that is not a global component would only fail when the page is
 * rendered, far from its line: it is reported here, at its place, like a syntax error.
 */
function remarkKnownComponents() {
  return (tree: MdNode, file: VFile) => {
    visit(tree as Parameters<typeof visit>[0], (n) => {
      const node = n as unknown as MdNode;
      if (!JSX_ELEMENTS.includes(node.type) || !node.name || !/^[A-Z]|\./.test(node.name)) return;
      if (!KNOWN_COMPONENTS.has(node.name))
        file.message(
          `<${node.name}> is not a component pages can use; these are: ${AUTHORED_COMPONENTS.join(', ')}`,
          node.position as never,
          'content:unknown-component',
        );
    });
  };
}

function stringAttribute(node: MdNode, name: string): string | null {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : null;
}

/** The links and playground examples a page names, with their places, for the checks at page creation. */
function remarkCollectReferences() {
  return (tree: MdNode, file: VFile) => {
    const links: WrittenLink[] = [];
    const playgrounds: PlaygroundUse[] = [];
    const at = (node: MdNode) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    visit(tree as Parameters<typeof visit>[0], (n) => {
      const node = n as unknown as MdNode & { url?: string };
      if ((node.type === 'link' || node.type === 'definition') && node.url) links.push({ href: node.url, ...at(node) });
      else if (JSX_ELEMENTS.includes(node.type)) {
        const href = node.name === 'a' || node.name === 'Card' ? stringAttribute(node, 'href') : null;
        if (href) links.push({ href, ...at(node) });
        const id = node.name === 'Playground' ? stringAttribute(node, 'id') : null;
        if (id) playgrounds.push({ id, ...at(node) });
      }
    });
    file.data.links = links;
    file.data.playgrounds = playgrounds;
  };
}

/** Where an error is: its own place, else the place its message names ("… (13:1-13:25)"), else the file start. */
export function errorPlace(error: {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message?: string;
}): {
  line: number;
  column: number;
} {
  if (error.line) return { line: error.line, column: error.column || 1 };
  const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason ?? error.message ?? '');
  return named ? { line: Number(named[1]), column: Number(named[2]) } : { line: 1, column: 1 };
}

/** The types a compiled sample shows on hover: the sample check's, for the file's version. */
function sampleHovers(file: string, lang: string, code: string) {
  const place = placeOf(file);
  return place ? hoversFor(place.version, lang.toLowerCase(), code) : null;
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
      remarkKnownComponents,
      remarkCollectReferences,
      remarkCodeLanguage,
      remarkAdmonitions,
      remarkHeadingIds,
      remarkCjkBreaks,
      // Types on hover come from the sample check, which runs before content is compiled.
      [remarkCode, { hovers: sampleHovers }],
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
    problems.push({ file: repoPath, ...errorPlace(e), reason: e.reason ?? e.message });
  }
  for (const m of file.messages) {
    if (m.source === 'content') problems.push({ file: repoPath, ...errorPlace(m), reason: m.reason });
  }
  if (problems.length) return { doc: null, problems };
  return {
    doc: {
      frontmatter: toFrontmatter(data),
      headings: (file.data.headings as Heading[]) ?? [],
      links: (file.data.links as WrittenLink[]) ?? [],
      playgrounds: (file.data.playgrounds as PlaygroundUse[]) ?? [],
      code,
      body: body.replace(/^\n+/, ''),
      hash: contentHash(raw),
    },
    problems,
  };
}
