// One result per guide page, whatever the number of frameworks that have it. The Angular, React
// and Vue guides often have the same page (your-first-app/taking-photos, storage, testing,
// overlays…), and Pagefind ranks the copies side by side: "take photo camera" filled the first
// screen with three "Taking Photos" steps and put the Camera plugin fourth. Among the first
// results, pages that differ only by their framework folder become one result: the framework
// the query names, else the reader's framework (their stored tab choice), else the best ranked.
// It keeps the place of the best ranked copy, and the other copies are offered as links beside it,
// in the site's framework order.
import { FRAMEWORKS, type Framework } from '../lib/frameworks';

const FRAMEWORK_PATH = new RegExp(`^((?:/[^/]+)*?)/(${FRAMEWORKS.join('|')})(/[^#?]*)?(?:[#?].*)?$`);

/**
 * The framework of a guide page's URL and the key it shares with its copies in the other
 * frameworks (the URL with the framework folder left out); null for a page of no framework.
 */
export function frameworkPage(url: string): { framework: Framework; key: string } | null {
  const m = FRAMEWORK_PATH.exec(url);
  if (!m) return null;
  return { framework: m[2] as Framework, key: `${m[1]}/*${(m[3] ?? '').replace(/\/$/, '')}` };
}

/** The frameworks a query names ("react navigation", "vue lifecycle", "js"). */
export function frameworksNamed(query: string): Framework[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^a-z]+/);
  return FRAMEWORKS.filter((f) => words.includes(f) || (f === 'javascript' && words.includes('js')));
}

export interface Variant {
  framework: Framework;
  url: string;
}

/**
 * `items` with the copies of a page in other frameworks folded into one item, at the place of
 * the best ranked copy. `variants` of the kept item lists the others, in framework order.
 */
export function foldFrameworkCopies<T>(
  query: string,
  items: readonly T[],
  urlOf: (item: T) => string,
  preferred: Framework | null,
): { item: T; variants: Variant[] }[] {
  const named = frameworksNamed(query);
  const groups = new Map<string, { item: T; framework: Framework }[]>();
  // Each entry is an item of no framework, or the key of a group at its first copy's place.
  const order: ({ item: T } | { key: string })[] = [];
  for (const item of items) {
    const page = frameworkPage(urlOf(item));
    if (!page) {
      order.push({ item });
      continue;
    }
    const group = groups.get(page.key);
    if (group) group.push({ item, framework: page.framework });
    else {
      groups.set(page.key, [{ item, framework: page.framework }]);
      order.push({ key: page.key });
    }
  }
  const choose = (group: { item: T; framework: Framework }[]) =>
    group.find((g) => named.includes(g.framework)) ?? group.find((g) => g.framework === preferred) ?? group[0];
  return order.map((entry) => {
    if ('item' in entry) return { item: entry.item, variants: [] };
    const group = groups.get(entry.key)!;
    const kept = choose(group);
    const variants = group
      .filter((g) => g !== kept)
      .map((g) => ({ framework: g.framework, url: urlOf(g.item) }))
      .sort((a, b) => FRAMEWORKS.indexOf(a.framework) - FRAMEWORKS.indexOf(b.framework));
    return { item: kept.item, variants };
  });
}
