import type { Crumb, NavLink, SidebarItem, SidebarItemInput, SidebarName, SidebarsInput } from './types';

export const SIDEBAR_NAMES: readonly SidebarName[] = ['docs', 'api', 'cli', 'native'];

export class SidebarValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SidebarValidationError';
  }
}

/** Every doc id a sidebar names (items and category links), in order. */
export function referencedIds(items: SidebarItemInput[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category')
      return [...(item.link !== undefined ? [item.link] : []), ...referencedIds(item.items)];
    return [];
  });
}

/** A problem of a sidebar; `id` is the doc id it is about, to find it in the sidebar's file. */
export interface SidebarProblem {
  message: string;
  id?: string;
}

/** What is wrong with one version's sidebars: unknown sidebar names, missing docs, docs listed twice. */
export function sidebarProblems(sidebars: SidebarsInput, existingIds: Iterable<string>): SidebarProblem[] {
  const valid = new Set(existingIds);
  const problems: SidebarProblem[] = [];
  const seen = new Map<string, string>();
  for (const name of Object.keys(sidebars) as SidebarName[]) {
    if (!SIDEBAR_NAMES.includes(name))
      problems.push({ message: `unknown sidebar "${name}" (expected one of ${SIDEBAR_NAMES.join(', ')})` });
    for (const id of referencedIds(sidebars[name] ?? [])) {
      if (!valid.has(id)) problems.push({ message: `sidebar "${name}" names doc "${id}", which does not exist`, id });
      const where = seen.get(id);
      if (where !== undefined)
        problems.push({ message: `doc "${id}" is listed twice (sidebars "${where}" and "${name}")`, id });
      seen.set(id, name);
    }
  }
  return problems;
}

/**
 * Checks one version's sidebars against the docs that exist.
 * Fails with every missing id and the full list of valid ids, and on a doc listed twice.
 */
export function validateSidebars(version: string, sidebars: SidebarsInput, existingIds: Iterable<string>): void {
  const valid = new Set(existingIds);
  const problems = sidebarProblems(sidebars, valid).map((p) => p.message);
  if (problems.length) {
    const ids = [...valid].sort().map((id) => (id === '' ? '"" (home)' : id));
    throw new SidebarValidationError(
      `Invalid sidebars for ${version}:\n  - ${problems.join('\n  - ')}\n` +
        `Valid doc ids for ${version} are:\n  ${ids.join('\n  ')}`,
    );
  }
}

/**
 * The sidebars without what sidebarProblems reports (unknown sidebars, missing docs, second
 * listings; a category whose link is missing keeps its items): what the development server
 * shows while the author fixes the file.
 */
export function pruneSidebars(sidebars: SidebarsInput, existingIds: Iterable<string>): SidebarsInput {
  const valid = new Set(existingIds);
  const seen = new Set<string>();
  const keep = (id: string) => {
    if (!valid.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  };
  const prune = (items: SidebarItemInput[]): SidebarItemInput[] =>
    items.flatMap((item): SidebarItemInput[] => {
      if (typeof item === 'string') return keep(item) ? [item] : [];
      if (item.type === 'doc') return keep(item.id) ? [item] : [];
      if (item.type === 'link') return [item];
      const { link, ...rest } = item;
      return [{ ...rest, ...(link !== undefined && keep(link) ? { link } : {}), items: prune(item.items) }];
    });
  const out: SidebarsInput = {};
  for (const name of Object.keys(sidebars) as SidebarName[]) {
    if (SIDEBAR_NAMES.includes(name)) out[name] = prune(sidebars[name] ?? []);
  }
  return out;
}

export interface DocInfo {
  label: string;
}

/** Turns maintainer input into renderable items for one version and locale. */
export function resolveSidebar(
  items: SidebarItemInput[],
  docs: (id: string) => DocInfo,
  href: (id: string) => string,
  /** A category's label in the sidebar's locale (identity for English). */
  category: (label: string) => string = (label) => label,
): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (typeof item === 'string') return { type: 'doc', id: item, label: docs(item).label, href: href(item) };
    if (item.type === 'doc')
      return { type: 'doc', id: item.id, label: item.label ?? docs(item.id).label, href: href(item.id) };
    if (item.type === 'link') return { ...item };
    return {
      type: 'category',
      label: category(item.label),
      ...(item.link !== undefined ? { id: item.link, href: href(item.link) } : {}),
      items: resolveSidebar(item.items, docs, href, category),
    };
  });
}

/** The pages of a sidebar in reading order (category pages before their items). */
export function flattenSidebar(items: SidebarItem[]): { id: string; label: string; href: string }[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [{ id: item.id, label: item.label, href: item.href }];
    if (item.type === 'category') {
      const own = item.id !== undefined && item.href ? [{ id: item.id, label: item.label, href: item.href }] : [];
      return [...own, ...flattenSidebar(item.items)];
    }
    return [];
  });
}

/** Which sidebar lists this doc, if any. */
export function sidebarOf(id: string, sidebars: SidebarsInput): SidebarName | null {
  for (const name of SIDEBAR_NAMES) {
    if (referencedIds(sidebars[name] ?? []).includes(id)) return name;
  }
  return null;
}

/** Categories leading to the doc, outermost first, then the doc itself (without link). */
export function breadcrumbsFor(items: SidebarItem[], id: string): Crumb[] {
  for (const item of items) {
    if (item.type === 'doc' && item.id === id) return [{ label: item.label }];
    if (item.type === 'category') {
      if (item.id === id) return [{ label: item.label }];
      const inner = breadcrumbsFor(item.items, id);
      if (inner.length) return [{ label: item.label, ...(item.href ? { href: item.href } : {}) }, ...inner];
    }
  }
  return [];
}

export function previousAndNext(items: SidebarItem[], id: string): { previous: NavLink | null; next: NavLink | null } {
  const flat = flattenSidebar(items);
  const index = flat.findIndex((entry) => entry.id === id);
  if (index === -1) return { previous: null, next: null };
  const link = (e: (typeof flat)[number] | undefined): NavLink | null => (e ? { label: e.label, href: e.href } : null);
  return { previous: link(flat[index - 1]), next: link(flat[index + 1]) };
}

/** Ids of the categories that contain the doc, to open them and mark the trail. */
export function categoryTrail(items: SidebarItem[], id: string, trail: string[] = []): string[] | null {
  for (const item of items) {
    if (item.type === 'doc' && item.id === id) return trail;
    if (item.type === 'category') {
      if (item.id === id) return trail;
      const found = categoryTrail(item.items, id, [...trail, item.label]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Sidebars written by maintainers, completed by generated ones: for each sidebar, the
 * written items come first, then every generated item whose docs are not already listed.
 */
export function mergeSidebars(written: SidebarsInput, generated: SidebarsInput): SidebarsInput {
  const out: SidebarsInput = { ...written };
  for (const name of Object.keys(generated) as SidebarName[]) {
    const mine = written[name] ?? [];
    const listed = new Set(referencedIds(mine));
    const extra = (generated[name] ?? []).filter((item) => !referencedIds([item]).some((id) => listed.has(id)));
    out[name] = [...mine, ...extra];
  }
  return out;
}
