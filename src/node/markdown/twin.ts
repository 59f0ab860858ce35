// The Markdown twin of a page (/docs/<path>.md): the page's rendered body, the same HTML the
// reader gets, turned back into Markdown for tools and assistants. One conversion for written
// and generated pages: tabs become labelled sections, admonitions block quotes, code blocks
// keep their language and title, playgrounds their code and a link to the live demo,
// reference tables GitHub tables, and every link is absolute.
import { fromHtml } from 'hast-util-from-html';
import { all, toMdast } from 'hast-util-to-mdast';
import yaml from 'js-yaml';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import { markdownTwinPath } from '../../lib/routes';

interface HNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HNode[];
}
type H = ((node: HNode, type: string, props?: unknown, children?: unknown) => unknown) & Record<string, unknown>;

export interface TwinMeta {
  title: string;
  description: string;
  version: string;
  language: string;
  /** The page's absolute URL. */
  canonical: string;
}

const classes = (n: HNode): string[] => ((n.properties?.className as string[] | undefined) ?? []).map(String);
const hasClass = (n: HNode, c: string) => n.type === 'element' && classes(n).includes(c);

function text(n: HNode): string {
  if (n.type === 'text') return n.value ?? '';
  return (n.children ?? []).map(text).join('');
}

function find(n: HNode, test: (n: HNode) => boolean): HNode | undefined {
  if (test(n)) return n;
  for (const c of n.children ?? []) {
    const hit = find(c, test);
    if (hit) return hit;
  }
  return undefined;
}

function findAll(n: HNode, test: (n: HNode) => boolean, out: HNode[] = []): HNode[] {
  if (test(n)) out.push(n);
  else for (const c of n.children ?? []) findAll(c, test, out);
  return out;
}

/**
 * What only makes sense on screen: heading anchors, copy buttons, icons, switches, the "My
 * Ionic version" control and the notice it shows.
 */
const DROP = [
  'hash-link',
  'code-block__copy',
  'admonition__icon',
  'playground__toolbar',
  'playground__device',
  'tabs__list',
  'visually-hidden',
  'ionic-version',
  'ref-history__absent',
];

function absolute(href: string, base: string, canonical: string): string {
  if (href.startsWith('#')) return canonical + href;
  if (href.startsWith('/')) return base + href;
  return href;
}

const BLOCKS = new Set(['p', 'div', 'pre', 'blockquote']);

/**
 * A table cell is one line in Markdown, and its paragraphs were joined with nothing between
 * them ("instead.Deprecated:", "docs.In Ionic 8:"): a line break before each block after the
 * first one with text makes that a space.
 */
function separateBlocks(cell: HNode): void {
  let seen = false;
  const walk = (n: HNode) => {
    const children = n.children ?? [];
    for (let i = 0; i < children.length; i += 1) {
      const c = children[i];
      if (c.type === 'element' && BLOCKS.has(c.tagName ?? '')) {
        if (seen && text(c).trim()) {
          children.splice(i, 0, { type: 'element', tagName: 'br', properties: {}, children: [] });
          i += 1;
        }
        walk(c);
      } else {
        if (text(c).trim()) seen = true;
        if (c.type === 'element') walk(c);
      }
    }
  };
  walk(cell);
}

function prepare(tree: HNode, site: string, canonical: string): void {
  visit(tree as never, 'element', ((node: HNode, index: number | undefined, parent: HNode | undefined) => {
    // The shell's custom elements (src/components/*/element.ts) are boxes like any other here.
    if (node.tagName?.startsWith('docs-')) node.tagName = 'div';
    const tag = node.tagName;
    // A badge after an API's name reads "`name` (8.4+)", "`name` (Deprecated)": its visible text
    // (a since badge's is aria-hidden, beside the words for screen readers), in brackets.
    if (parent && index !== undefined && hasClass(node, 'ref-badge')) {
      const shown = find(node, (n) => n.properties?.ariaHidden === 'true') ?? node;
      parent.children!.splice(index, 1, { type: 'text', value: ` (${text(shown).trim()})` });
      return index + 1;
    }
    if (tag === 'td' || tag === 'th') separateBlocks(node);
    if (
      parent &&
      index !== undefined &&
      (DROP.some((c) => hasClass(node, c)) ||
        tag === 'script' ||
        tag === 'style' ||
        tag === 'button' ||
        node.properties?.ariaHidden === 'true')
    ) {
      parent.children!.splice(index, 1);
      return index;
    }
    if (tag === 'a' && typeof node.properties?.href === 'string')
      node.properties.href = absolute(node.properties.href, site, canonical);
    if (tag === 'img' && typeof node.properties?.src === 'string')
      node.properties.src = absolute(node.properties.src, site, canonical);
    return undefined;
  }) as never);
}

function strongParagraph(h: H, node: HNode, label: string) {
  return h(node, 'paragraph', [h(node, 'strong', [h(node, 'text', label)])]);
}

function handlers(site: string) {
  return {
    div(h: H, node: HNode) {
      if (hasClass(node, 'code-block')) {
        const code = find(node, (n) => n.tagName === 'code');
        const lang =
          (code?.properties?.dataLanguage as string | undefined) ??
          classes(code ?? node)
            .find((c) => c.startsWith('language-'))
            ?.slice(9) ??
          null;
        const title =
          (code?.properties?.dataTitle as string | undefined) ??
          (find(node, (n) => hasClass(n, 'code-block__title'))
            ? text(find(node, (n) => hasClass(n, 'code-block__title'))!)
            : undefined);
        const pre = find(node, (n) => n.tagName === 'pre');
        return h(
          node,
          'code',
          { lang: lang === 'text' ? null : lang, meta: title ? `title="${title}"` : null },
          text(pre ?? node).replace(/\n+$/, ''),
        );
      }
      if (hasClass(node, 'tabs')) {
        const panels = findAll(node, (n) => hasClass(n, 'tabs__panel'));
        const labels = (node.properties?.dataLabels as string | undefined)?.split('\u0000') ?? [];
        return panels.flatMap((p, i) => [
          strongParagraph(h, p, labels[i] ?? String(p.properties?.dataValue ?? '')),
          ...(all(h as never, p as never) as unknown[]),
        ]);
      }
      if (hasClass(node, 'admonition')) {
        const heading = find(node, (n) => hasClass(n, 'admonition__heading'));
        const content = find(node, (n) => hasClass(n, 'admonition__content'));
        return h(node, 'blockquote', [
          ...(heading ? [strongParagraph(h, heading, text(heading).trim())] : []),
          ...((content ? all(h as never, content as never) : []) as unknown[]),
        ]);
      }
      if (hasClass(node, 'card-grid')) {
        const cards = findAll(node, (n) => hasClass(n, 'card'));
        return h(
          node,
          'list',
          { ordered: false, spread: false },
          cards.map((c) => {
            const title = find(c, (n) => hasClass(n, 'card__title'));
            const body = find(c, (n) => hasClass(n, 'card__body'));
            const link = h(c, 'link', { url: String(c.properties?.href ?? ''), title: null }, [
              h(c, 'text', title ? text(title).trim() : text(c).trim()),
            ]);
            return h(c, 'listItem', { spread: false }, [
              h(c, 'paragraph', [link, ...(body ? [h(c, 'text', `: ${text(body).trim()}`)] : [])]),
            ]);
          }),
        );
      }
      return all(h as never, node as never);
    },
    figure(h: H, node: HNode) {
      if (hasClass(node, 'playground')) {
        const demo = node.properties?.dataDemo ? absolute(String(node.properties.dataDemo), site, '') : null;
        const title = String(node.properties?.dataTitle ?? 'Live demo');
        return [
          ...(demo
            ? [
                h(node, 'paragraph', [
                  h(node, 'text', 'Live demo: '),
                  h(node, 'link', { url: demo, title: null }, [h(node, 'text', title)]),
                ]),
              ]
            : []),
          ...(all(h as never, node as never) as unknown[]),
        ];
      }
      return all(h as never, node as never);
    },
  };
}

/** Tab labels are buttons (dropped as screen-only): keep them on the tabs element first. */
function keepTabLabels(tree: HNode): void {
  for (const tabs of findAll(tree, (n) => hasClass(n, 'tabs'))) {
    const list = find(tabs, (n) => hasClass(n, 'tabs__list'));
    const labels = list ? findAll(list, (n) => n.tagName === 'button').map((b) => text(b).trim()) : [];
    tabs.properties = { ...tabs.properties, dataLabels: labels.join('\u0000') };
  }
}

const PRE = /(<pre\b[^>]*><code\b[^>]*>)([\s\S]*?)(<\/code><\/pre>)/g;

/**
 * A code block's Markdown is its text: the highlighter's spans around each token and
 * identifier (four in ten of the elements of all bodies) are taken out before the HTML is
 * parsed, so they are neither parsed nor walked. The text and its entities stay as they were.
 * Safe for HTML that React rendered: it escapes `<` and `>` inside attribute values.
 */
export function codeAsText(html: string): string {
  return html.replace(
    PRE,
    (_, open: string, inner: string, close: string) => open + inner.replace(/<[^>]*>/g, '') + close,
  );
}

/** The body's Markdown (no frontmatter or title). */
export function htmlToMarkdown(html: string, site: string, canonical: string): string {
  const tree = fromHtml(codeAsText(html), { fragment: true }) as unknown as HNode;
  keepTabLabels(tree);
  prepare(tree, site, canonical);
  const mdast = toMdast(tree as never, { handlers: handlers(site) as never });
  return toMarkdown(mdast as never, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    emphasis: '_',
  }).trim();
}

/** The whole twin: frontmatter, the page title as the only h1, the body. */
export function markdownTwin(meta: TwinMeta, html: string, site: string): string {
  const front = yaml
    .dump(
      {
        title: meta.title,
        description: meta.description,
        version: meta.version,
        language: meta.language,
        canonical: meta.canonical,
      },
      { lineWidth: -1 },
    )
    .trim();
  return `---\n${front}\n---\n\n# ${meta.title}\n\n${htmlToMarkdown(html, site, meta.canonical)}\n`;
}

/** The twin's file under public/: /docs/intro/environment → intro/environment.md, /docs/ → index.md. */
export function twinFile(pagePath: string, pathPrefix: string): string {
  return markdownTwinPath(pagePath).slice(pathPrefix.length).replace(/^\/+/, '');
}
