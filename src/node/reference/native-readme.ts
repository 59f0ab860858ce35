// Capacitor README -> the sections the native plugin page shows, as Markdown trees.
import type { Content, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from './markdown';

export interface PreparedReadme {
  /** The README's sections; a <docgen-config> block sits between two consecutive ones. */
  segments: Root[];
  /** Whether the README had a <docgen-config> block (the generated configuration goes there). */
  hadConfig: boolean;
  /** The first prose paragraph as plain text (for the page description). */
  intro: string;
}

const DOCGEN_OPEN = /^\s*<docgen-(index|api|config)\b[^>]*>/;

/**
 * Strips what the site renders itself from a docgen README: the H1, <docgen-index>, <docgen-api>
 * and the '## API' heading (its remaining sub-sections move up a level); <docgen-config> splits
 * the README so the configuration can be rendered from docs.json in its place.
 */
export function prepareReadme(readme: string): PreparedReadme {
  const source = readme.replace(/\r\n?/g, '\n');
  const segments: Content[][] = [[]];
  // A docgen block is skipped up to its closing tag, wherever the parser put that tag
  // (its own HTML block, or a lazy line of the list before it).
  let skipTo = -1;
  let removedH1 = false;
  let promote = false;
  let hadConfig = false;

  for (const node of parseMarkdown(source).children) {
    const start = node.position?.start.offset ?? 0;
    if (start < skipTo) continue;
    const docgen = node.type === 'html' ? DOCGEN_OPEN.exec(node.value) : null;
    if (docgen) {
      const close = `</docgen-${docgen[1]}>`;
      const at = source.indexOf(close, start);
      skipTo = at === -1 ? source.length : at + close.length;
      if (docgen[1] === 'config') {
        hadConfig = true;
        segments.push([]);
      }
      continue;
    }
    if (node.type === 'heading') {
      if (node.depth === 1 && !removedH1) {
        removedH1 = true;
        continue;
      }
      if (node.depth === 2 && /^api$/i.test(toString(node).trim())) {
        promote = true;
        continue;
      }
      if (node.depth <= 2) promote = false;
      else if (promote) node.depth = (node.depth - 1) as typeof node.depth;
    }
    segments[segments.length - 1].push(node);
  }

  const trees = segments.map((children): Root => ({ type: 'root', children }));
  return { segments: trees, hadConfig, intro: introText(trees[0]) };
}

/** The first paragraph that is prose (not one opening with HTML, such as a row of badges). */
function introText(tree: Root | undefined): string {
  const paragraph = tree?.children.find((n) => n.type === 'paragraph' && n.children[0]?.type !== 'html');
  return paragraph ? toString(paragraph, { includeHtml: false }).replace(/\s+/g, ' ').trim() : '';
}
