// Markdown -> HTML for package metadata, with link rewriting and HTML sanitising.
import { Marked, type Tokens } from 'marked';
import { escapeHtml, highlightBlock } from './highlight';
import type { TocHeading } from './types';

/**
 * How raw HTML inside Markdown is treated:
 * - 'safe': descriptions from JSDoc/Stencil: a small set of inline tags is kept, anything else is escaped;
 * - 'trusted': package READMEs: kept as written (comments removed).
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
  /** Block-level Markdown to HTML. */
  block(md: string): string;
  /** Like block(), but a lone paragraph is unwrapped (for table cells and short descriptions). */
  description(md: string): string;
}

const SAFE_TAGS = new Set([
  'a', 'b', 'strong', 'i', 'em', 'code', 'kbd', 'br', 'p', 'ul', 'ol', 'li', 'sup', 'sub', 'pre', 'small', 'span',
]);

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
    const lower = e.toLowerCase();
    if (lower in ENTITY) return ENTITY[lower];
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return m;
  });
}

export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

function attr(attrs: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  if (!m) return null;
  return decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
}

/** Keeps allow-listed tags (and only an <a>'s href/title), escapes every other tag. */
export function sanitizeHtml(fragment: string, rewriteHref: (href: string) => string): string {
  const noComments = fragment.replace(/<!--[\s\S]*?-->/g, '');
  return noComments.replace(/<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|>/g, (whole, close: string, tag: string, attrs: string) => {
    if (!tag) return whole === '<' ? '&lt;' : '&gt;';
    const t = tag.toLowerCase();
    if (!SAFE_TAGS.has(t)) return escapeHtml(whole);
    if (close) return `</${t}>`;
    if (t === 'a') {
      const href = attr(attrs, 'href');
      const title = attr(attrs, 'title');
      const rewritten = href !== null && !/^\s*(javascript|data|vbscript):/i.test(href) ? rewriteHref(href) : null;
      const safeHref = rewritten === '' ? null : rewritten;
      return `<a${safeHref !== null ? ` href="${escapeHtml(safeHref)}"` : ''}${title !== null ? ` title="${escapeHtml(title)}"` : ''}>`;
    }
    return `<${t}>`;
  });
}

/** GitHub-style heading ids, unique within one page. */
export class Slugger {
  private used = new Set<string>();
  private counts = new Map<string, number>();

  /** Marks an id as taken (e.g. a generated API anchor) so README headings do not collide with it. */
  reserve(id: string): void {
    this.used.add(id);
  }

  slug(text: string): string {
    const base = slugify(text) || 'section';
    let id = base;
    let n = this.counts.get(base) ?? 0;
    while (this.used.has(id)) {
      n += 1;
      id = `${base}-${n}`;
    }
    this.counts.set(base, n);
    this.used.add(id);
    return id;
  }
}

/** Lower-case, punctuation removed, spaces to hyphens (the GitHub/docgen anchor convention). */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function createMarkdown(opts: MarkdownOptions): MarkdownRenderer {
  const policy = opts.html ?? 'safe';
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    walkTokens(token) {
      if (token.type === 'link' || token.type === 'image') {
        const t = token as Tokens.Link | Tokens.Image;
        t.href = opts.rewriteHref(t.href);
      }
    },
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag): string {
        const text = token.text;
        if (policy === 'trusted') return text.replace(/<!--[\s\S]*?-->/g, '');
        return sanitizeHtml(text, opts.rewriteHref);
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link): string | false {
        // A link whose target does not exist on this site keeps its text only.
        if (token.href === '') return this.parser.parseInline(token.tokens);
        return false;
      },
      code(token: Tokens.Code): string {
        return highlightBlock(token.text, token.lang) + '\n';
      },
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading): string {
        const inner = this.parser.parseInline(token.tokens);
        const depth = Math.min(6, Math.max(1, token.depth + (opts.headingShift ?? 0)));
        if (!opts.slugger) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = htmlToText(inner);
        const id = opts.slugger.slug(text);
        opts.onHeading?.(depth, id, text);
        return `<h${depth} id="${escapeHtml(id)}">${inner}</h${depth}>\n`;
      },
    },
  });

  const block = (md: string): string => {
    if (!md.trim()) return '';
    return (marked.parse(md) as string).trim();
  };

  return {
    block,
    description(md: string): string {
      const html = block(md);
      const m = /^<p>([\s\S]*)<\/p>$/.exec(html);
      if (m && !m[1].includes('<p>')) return m[1];
      return html;
    },
  };
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

/** Markdown to plain text (via the HTML rendering). */
export function markdownToText(md: string): string {
  const marked = new Marked({ gfm: true, async: false });
  return htmlToText(marked.parseInline(md) as string);
}

export function toTocHeading(depth: number, id: string, text: string): TocHeading | null {
  if (depth !== 2 && depth !== 3) return null;
  return { depth, id, text };
}
