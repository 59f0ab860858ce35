import type { Heading, TocItem } from './types';

export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/**
 * Builds the table of contents from a page's headings in document order:
 * levels 2 to 3, each h3 under the h2 before it (an h3 before any h2 stays top level).
 */
export function buildToc(headings: Heading[], min = TOC_MIN_LEVEL, max = TOC_MAX_LEVEL): TocItem[] {
  const root: TocItem[] = [];
  let parent: TocItem | null = null;
  for (const h of headings) {
    if (h.depth < min || h.depth > max) continue;
    const item: TocItem = { id: h.id, text: h.text, depth: h.depth, children: [] };
    if (h.depth === min || parent === null) {
      root.push(item);
      if (h.depth === min) parent = item;
    } else {
      parent.children.push(item);
    }
  }
  return root;
}

/** Ids of every entry, in order: what the scroll spy watches. */
export function flattenToc(items: TocItem[]): string[] {
  return items.flatMap((i) => [i.id, ...flattenToc(i.children)]);
}

/**
 * Which heading is current: the last one whose top is above the activation line
 * (`offset` px from the viewport top), or the first when none is.
 */
export function activeHeading(tops: { id: string; top: number }[], offset: number): string | null {
  let current: string | null = tops.length ? tops[0].id : null;
  for (const t of tops) {
    if (t.top - offset <= 0) current = t.id;
    else break;
  }
  return current;
}
