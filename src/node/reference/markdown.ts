// Markdown from the packages (component docs, CLI help, Capacitor READMEs) -> HTML, through the
// site's unified pipeline: remark-parse + remark-gfm -> remark-rehype -> rehype-raw ->
// rehype-sanitize, then link rewriting and the shared code-block highlighter.
import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import type { Content, Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Transformer } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { Slugger } from '../../lib/slug';
import { collectHeadings } from '../mdx/remark-heading-ids';
import { codeBlockHast } from '../mdx/highlight';
import type { VFile } from 'vfile';

/**
 * How raw HTML inside Markdown is treated:
 * - 'safe': descriptions from JSDoc/Stencil: a small set of inline tags is kept (only href/title
 *   on links, no other attributes); any other inline tag is shown as text;
 * - 'trusted': package READMEs: GitHub's sanitising schema (no scripts, comments or event handlers).
 */
export type HtmlPolicy = 'safe' | 'trusted';

export interface MarkdownOptions {
  /** Rewrites every link target (Markdown links and <a href> in kept HTML); '' drops the link, keeping its text. */
  rewriteHref: (href: string) => string;
  html?: HtmlPolicy;
  /** When given, headings get ids from this slugger and are reported to `onHeading`. */
  slugger?: Slugger;
  onHeading?: (depth: number, id: string, text: string) => void;
  /** Added to every heading depth (e.g. +1 to demote). */
  headingShift?: number;
}

export interface MarkdownRenderer {
  /** Block-level Markdown (or an already parsed tree) to HTML; `edit` changes the sanitised tree first. */
  block(md: string | MdastRoot, edit?: (tree: HastRoot) => void): string;
  /** Like block(), but a lone paragraph is unwrapped (for table cells and short descriptions). */
  description(md: string): string;
}

/** Raw tags that 'safe' Markdown may use. */
export const SAFE_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'code',
  'kbd',
  'br',
  'p',
  'ul',
  'ol',
  'li',
  'sup',
  'sub',
  'pre',
  'small',
  'span',
];

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** What Markdown syntax itself produces besides SAFE_TAGS (headings, tables, quotes, GFM). */
const MARKDOWN_TAGS = [
  ...HEADINGS,
  'hr',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'del',
  'input',
];
const LANGUAGE_CLASS: [string, RegExp] = ['className', /^language-./];
// Heading ids are ours (from the slugger) and must not get the 'user-content-' prefix.
const HEADING_IDS = Object.fromEntries(HEADINGS.map((h) => [h, ['id']]));

type Schema = typeof defaultSchema;

export const SCHEMAS: Record<HtmlPolicy, Schema> = {
  safe: {
    ...defaultSchema,
    tagNames: [...SAFE_TAGS, ...MARKDOWN_TAGS],
    attributes: {
      '*': [],
      ...HEADING_IDS,
      a: ['href', 'title'],
      code: [LANGUAGE_CLASS],
      img: ['src', 'alt', 'title'],
      th: ['align'],
      td: ['align'],
      ol: ['start'],
      input: defaultSchema.attributes?.input ?? [],
      li: defaultSchema.attributes?.li ?? [],
    },
    clobber: [],
  },
  trusted: {
    ...defaultSchema,
    attributes: {
      ...defaultSchema.attributes,
      ...HEADING_IDS,
      a: [...(defaultSchema.attributes?.a ?? []), 'title'],
      code: [LANGUAGE_CLASS],
    },
    clobber: [],
  },
};

/** Named character references (&lt;, &amp;) as the previous renderer wrote them. */
const HTML_OPTIONS = { characterReferences: { useNamedReferences: true } };

const TAG_NAME = /^<\/?([a-zA-Z][\w-]*)[^]*>$/;

/** 'safe' policy: a raw inline tag that is not allowed is shown as text, as written. */
function escapeUnsafeInlineHtml(tree: MdastRoot): void {
  const allowed = new Set(SAFE_TAGS);
  visit(tree, 'html', (node, index, parent) => {
    if (
      !parent ||
      index === null ||
      parent.type === 'root' ||
      parent.type === 'listItem' ||
      parent.type === 'blockquote'
    )
      return; // block HTML: sanitised as HTML
    if (node.value.startsWith('<!--')) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    const tag = TAG_NAME.exec(node.value)?.[1]?.toLowerCase();
    if (tag && allowed.has(tag)) return;
    (parent.children as Content[])[index] = { type: 'text', value: node.value };
    return undefined;
  });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Headings demoted by `headingShift`; with a slugger, given ids the one way pages' headings get them. */
function headingIds(tree: MdastRoot, opts: MarkdownOptions): void {
  if (!opts.slugger) {
    visit(tree, 'heading', (node) => {
      node.depth = Math.min(6, Math.max(1, node.depth + (opts.headingShift ?? 0))) as typeof node.depth;
    });
    return;
  }
  const headings = collectHeadings(tree as unknown as Parameters<typeof collectHeadings>[0], {
    shift: opts.headingShift,
    slugger: opts.slugger,
  });
  for (const h of headings) {
    opts.onHeading?.(h.depth, h.id, h.text);
  }
}

const commonmark = unified().use(remarkParse).freeze();
const gfm = unified().use(remarkParse).use(remarkGfm).freeze();
/** Text GFM parses like CommonMark does: no table pipe, tilde, footnote, task box or autolink literal. */
const NO_GFM = /^[^|~@]*$/;
const GFM_SYNTAX = /\[\^|\[[ xX]\]|www\.|:\/\//;

const parsed = new Map<string, MdastRoot>();

/**
 * Package Markdown (GFM) as a tree. GFM's parser is several times slower, so plain text skips it.
 * The same text is parsed once per process (each page is built per version and locale, and the
 * parser is most of the cost); callers get their own copy, since the steps after it edit trees.
 */
export function parseMarkdown(md: string): MdastRoot {
  let tree = parsed.get(md);
  if (!tree) {
    tree = (NO_GFM.test(md) && !GFM_SYNTAX.test(md) ? commonmark : gfm).parse(md) as MdastRoot;
    parsed.set(md, tree);
  }
  return structuredClone(tree);
}

/**
 * rehype-raw and rehype-sanitize, run only where they can change something: Markdown without
 * raw HTML and without URLs gives elements of our own making (most descriptions are like that).
 */
function rehypeRawSanitize(schema: Schema) {
  const raw = rehypeRaw() as Transformer<HastRoot, HastRoot>;
  const sanitize = rehypeSanitize(schema) as Transformer<HastRoot, HastRoot>;
  const done = () => undefined;
  return (tree: HastRoot, file: VFile): HastRoot => {
    let hasRaw = false;
    let hasUrl = false;
    visit(tree, (node) => {
      if (node.type === 'raw') hasRaw = true;
      else if (isElement(node) && (node.properties?.href !== undefined || node.properties?.src !== undefined))
        hasUrl = true;
      return hasRaw ? false : undefined;
    });
    const parsed = hasRaw ? (raw(tree, file, done) as HastRoot) : tree;
    return hasRaw || hasUrl ? (sanitize(parsed, file, done) as HastRoot) : parsed;
  };
}

function isElement(node: unknown, tagName?: string): node is Element {
  return (node as Element)?.type === 'element' && (tagName === undefined || (node as Element).tagName === tagName);
}

/** After sanitising: link targets rewritten (links to nowhere keep their text), code highlighted. */
function finish(tree: HastRoot, rewriteHref: (href: string) => string): void {
  visit(tree, 'element', (node, index, parent) => {
    if (Array.isArray(node.properties?.className) && node.properties.className.length === 0)
      delete node.properties.className; // all classes filtered out
    if (!parent || index === null) return undefined;
    if (node.tagName === 'a' && typeof node.properties?.href === 'string') {
      const href = rewriteHref(node.properties.href);
      if (href === '') {
        parent.children.splice(index, 1, ...node.children);
        return [SKIP, index];
      }
      node.properties.href = href;
    }
    const code = node.children.find((c) => !(c.type === 'text' && !c.value.trim()));
    if (
      node.tagName === 'pre' &&
      isElement(code, 'code') &&
      node.children.filter((c) => c.type !== 'text').length === 1
    ) {
      const cls = ((code.properties?.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'));
      parent.children[index] = codeBlockHast(
        toText(code, { whitespace: 'pre' }),
        cls?.slice('language-'.length) ?? null,
      ) as unknown as Element;
      return SKIP;
    }
    return undefined;
  });
}

/** mdast -> sanitised hast -> HTML. */
function createProcessor(opts: MarkdownOptions) {
  const policy = opts.html ?? 'safe';
  return unified()
    .use(() => (tree: MdastRoot) => {
      if (policy === 'safe') escapeUnsafeInlineHtml(tree);
      headingIds(tree, opts);
    })
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawSanitize, SCHEMAS[policy])
    .use(() => (tree: HastRoot) => finish(tree, opts.rewriteHref))
    .use(rehypeStringify, HTML_OPTIONS)
    .freeze();
}

export function createMarkdown(opts: MarkdownOptions): MarkdownRenderer {
  const processor = createProcessor(opts);
  const toHast = (md: string | MdastRoot): HastRoot | null => {
    const tree = typeof md === 'string' ? (md.trim() ? parseMarkdown(md) : null) : md;
    return tree ? (processor.runSync(tree) as HastRoot) : null;
  };
  const html = (tree: HastRoot | null): string => (tree ? processor.stringify(tree).trim() : '');
  const block = (md: string | MdastRoot, edit?: (tree: HastRoot) => void): string => {
    const tree = toHast(md);
    if (tree && edit) edit(tree);
    return html(tree);
  };
  const description = (md: string): string => {
    const tree = toHast(md);
    const blocks = tree?.children.filter((c) => !(c.type === 'text' && !c.value.trim())) ?? [];
    const only = blocks.length === 1 && isElement(blocks[0], 'p') ? blocks[0] : null;
    return only ? html({ type: 'root', children: only.children as HastRoot['children'] }) : html(tree);
  };
  // The same descriptions recur on many pages (color, mode…); with a slugger the output depends on its state.
  if (opts.slugger) return { block, description };
  const blocks = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const memo =
    (cache: Map<string, string>, render: (md: string) => string) =>
    (md: string): string => {
      let out = cache.get(md);
      if (out === undefined) cache.set(md, (out = render(md)));
      return out;
    };
  const cachedBlock = memo(blocks, block);
  return {
    block: (md, edit) => (typeof md === 'string' && !edit ? cachedBlock(md) : block(md, edit)),
    description: memo(descriptions, description),
  };
}

/** A highlighted code block (the markup of MDX code blocks) as an HTML string. */
export function codeBlockHtml(code: string, lang: string): string {
  return toHtml(codeBlockHast(code, lang) as unknown as Element, HTML_OPTIONS);
}

const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|etc|vs|ex|approx|incl)\.$/i;

/** The first sentence of Markdown (or plain) text, as plain text. */
export function firstSentence(text: string, maxLength = 300): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const re = /[.!?](?=\s+["'`([]?[A-Z0-9]|\s*$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(plain))) {
    const candidate = plain.slice(0, m.index + 1);
    if (!ABBREVIATIONS.test(candidate)) return clip(candidate, maxLength);
  }
  return clip(plain, maxLength);
}

function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max / 2 ? cut.slice(0, sp) : cut).replace(/[,;:]$/, '')}…`;
}

const toHastOnly = unified().use(remarkRehype).freeze();

/** Markdown to plain text (raw HTML tags left out, their text kept). */
export function markdownToText(md: string): string {
  if (!md.trim()) return '';
  return collapse(toText(toHastOnly.runSync(parseMarkdown(md)) as HastRoot));
}

/** Plain text of a rendered Markdown fragment. */
export function htmlToText(html: string): string {
  return collapse(toText(fromHtml(html, { fragment: true })));
}
