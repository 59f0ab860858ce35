// Groups for the ReferenceIndex component (/components, /cli, /native), with resolved links.
import { Slugger } from '../../lib/slug';
import { componentCategories } from './categories';
import type { LinkTarget } from '../../lib/links';
import { toPath } from '../../lib/routes';
import type { ReferenceIndexGroup, ReferencePage } from '../../lib/reference-types';

type AnyPage = ReferencePage<string, unknown>;

/** Heading ids of one index page's groups: `group-` and the label's slug (or an explicit id). */
function groupIds(
  groups: ReferenceIndexGroup[],
  explicit: (label: string) => string | undefined = () => undefined,
): ReferenceIndexGroup[] {
  const slugger = new Slugger();
  return groups.map((g) => {
    if (!g.label) return g;
    const own = explicit(g.label);
    return { ...g, id: `group-${own ? slugger.claim(own) : slugger.slug(g.label)}` };
  });
}

/** The pages listed exist in the target's version: their URL needs no link resolution. */
function item(p: AnyPage, { locale, version }: LinkTarget): { title: string; href: string; description: string } {
  return { title: p.title, href: toPath({ locale, version, slug: p.slug }), description: p.description };
}

/** Component pages (and the icon page) grouped by componentCategories, in that order. */
export function componentIndexGroups(pages: readonly AnyPage[], target: LinkTarget): ReferenceIndexGroup[] {
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const used = new Set<string>();
  const groups: ReferenceIndexGroup[] = [];
  for (const c of componentCategories) {
    const items = c.names
      .map((n) => bySlug.get(`api/${n}`))
      .filter((p): p is AnyPage => p !== undefined)
      .map((p) => {
        used.add(p.slug);
        return item(p, target);
      });
    if (items.length > 0) groups.push({ label: c.label, items });
  }
  const rest = pages.filter((p) => !used.has(p.slug));
  if (rest.length > 0) groups.push({ label: 'Other', items: rest.map((p) => item(p, target)) });
  return groupIds(groups, (label) => componentCategories.find((c) => c.label === label)?.id);
}

/** Pages grouped by their `category`, groups and items in first-seen order. */
export function categoryIndexGroups(
  pages: readonly AnyPage[],
  target: LinkTarget,
  fallbackLabel = '',
): ReferenceIndexGroup[] {
  const groups = new Map<string, ReferenceIndexGroup>();
  for (const p of pages) {
    const label = p.category ?? fallbackLabel;
    if (!groups.has(label)) groups.set(label, { label, items: [] });
    groups.get(label)!.items.push(item(p, target));
  }
  return groupIds([...groups.values()]);
}
