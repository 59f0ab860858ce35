// Generated reference pages (components, icons, CLI commands, native plugins and their
// index pages) as page sources, per-locale render data and the api/cli/native sidebars.
import type { DocIndex, LinkTarget } from '../lib/links';

import { tFor } from '../i18n';
import { byVersion, DEFAULT_LOCALE, LOCALES, VERSIONS } from '../lib/routes';
import type { DocVersion, Heading, Locale, SidebarItemInput, SidebarsInput } from '../lib/types';
import type { DocSource } from './pages';
import { componentAnchors } from './reference/components';
import { nativeName } from './render/reference/NativePlugin';
import {
  categoryIndexGroups,
  componentCategories,
  componentIndexGroups,
  loadCliPages,
  loadComponentPages,
  loadIconPage,
  loadNativePages,
  type AnyReferencePage,
  type ReferenceIndexGroup,
  type ReferenceRender,
} from './reference';

export type { ReferenceRender };

/** The generated index pages, titled from locales/<locale>/reference.json (indexPages). */
const INDEX_PAGES = ['components', 'api', 'cli', 'native'] as const;
const INDEX_TITLES = Object.fromEntries(
  INDEX_PAGES.map((id) => [
    id,
    Object.fromEntries(
      LOCALES.map((l) => [
        l,
        {
          title: tFor(l)(`reference.indexPages.${id}.title`),
          description: tFor(l)(`reference.indexPages.${id}.description`),
        },
      ]),
    ),
  ]),
) as Record<(typeof INDEX_PAGES)[number], Record<Locale, { title: string; description: string }>>;

/** A plugin page's keywords: its package and what readers call it, in English and in the page's language. */
export function nativeKeywords(packageName: string, locale: Locale): string[] {
  const names = [packageName, nativeName(packageName, DEFAULT_LOCALE), nativeName(packageName, locale)];
  return [...new Set(names.filter((n): n is string => n !== null))];
}

export const renderKey = (locale: Locale, version: DocVersion, id: string) => `${locale}:${version}:${id}`;

/** A written page's headings by version and doc id (the upgrade guides the component pages link). */
export type HeadingsOf = (version: DocVersion, id: string) => readonly Heading[] | undefined;

function loadAll(target: LinkTarget, headings?: HeadingsOf) {
  const components = loadComponentPages(target, { headings });
  const icon = loadIconPage(target);
  const cli = loadCliPages(target);
  const native = loadNativePages(target);
  const all: AnyReferencePage[] = [...components, icon, ...cli, ...native];
  return { components, icon, cli, native, all };
}

/** A generated page's render data: its kind and data, kept paired. */
function renderOf(p: AnyReferencePage): ReferenceRender {
  switch (p.kind) {
    case 'component':
      return { kind: p.kind, data: p.data };
    case 'icon':
      return { kind: p.kind, data: p.data };
    case 'cli-command':
      return { kind: p.kind, data: p.data };
    case 'native-plugin':
      return { kind: p.kind, data: p.data };
  }
}

/**
 * `docs` lists the hand-written doc ids (with their heading ids) of each version: links in
 * package metadata only ever point at pages that exist (see resolveLink). `descriptions`
 * ('ja:v8:api/button' → sentence) come from hand-written overviews (a translation's, else the
 * English one) and replace the generated one-liners in index pages and meta tags. `headings`
 * gives the written pages' headings (component pages link the upgrade guide's sections).
 */
export interface ReferenceResult {
  sources: DocSource[];
  renders: Map<string, ReferenceRender>;
  sidebars: Record<DocVersion, SidebarsInput>;
}

/** The descriptions loadReference reads: a Map, or a view that records what is read (src/node/reference-cache.ts). */
export interface Descriptions {
  get(key: string): string | undefined;
}

export function loadReference(
  docs: DocIndex,
  descriptions: Descriptions = new Map(),
  headings?: HeadingsOf,
): ReferenceResult {
  const sources: DocSource[] = [];
  const renders = new Map<string, ReferenceRender>();
  const sidebars = {} as Record<DocVersion, SidebarsInput>;
  // First pass: which generated pages (and anchors) exist, to resolve links against. A
  // generated page hides a written one of the same id; `docs` is only asked about the others,
  // so a caller can tell which written pages the result depends on.
  const generated = byVersion(() => new Map<string, Set<string>>());
  for (const version of VERSIONS) {
    for (const p of loadAll({ locale: DEFAULT_LOCALE, version }).all) {
      // A component page's API rows are anchors too (a v7 page links the v8 row of a renamed API).
      const rows = p.kind === 'component' ? componentAnchors(p.data) : [];
      generated[version].set(p.slug, new Set([...p.headings.map((h) => h.id), ...rows]));
    }
    for (const id of INDEX_PAGES) generated[version].set(id, new Set());
  }
  const index: DocIndex = byVersion((v) => ({
    has: (id) => generated[v].has(id) || docs[v].has(id),
    get: (id) => generated[v].get(id) ?? docs[v].get(id),
  }));
  for (const version of VERSIONS) {
    for (const locale of LOCALES) {
      const target: LinkTarget = { locale, version, index };
      const { components, icon, cli, native, all } = loadAll(target, headings);
      const leads = new Map<string, { text: string; english: boolean }>();
      for (const p of all) {
        const own = descriptions.get(renderKey(locale, version, p.slug));
        const written = own ?? descriptions.get(renderKey(DEFAULT_LOCALE, version, p.slug));
        if (written === undefined) continue;
        p.description = written;
        leads.set(p.slug, { text: written, english: own === undefined && locale !== DEFAULT_LOCALE });
      }
      for (const p of all) {
        const render = renderOf(p);
        const lead = leads.get(p.slug);
        renders.set(
          renderKey(locale, version, p.slug),
          render.kind === 'component' && lead ? { ...render, lead } : render,
        );
      }
      const localise = (groups: ReferenceIndexGroup[]) =>
        groups.map((g) => ({ ...g, label: tFor(locale)(`categories.${g.label}`) }));
      const apiGroups = localise(componentIndexGroups([...components, icon], target));
      renders.set(renderKey(locale, version, 'components'), { kind: 'index', data: apiGroups });
      renders.set(renderKey(locale, version, 'api'), { kind: 'index', data: apiGroups });
      renders.set(renderKey(locale, version, 'cli'), {
        kind: 'index',
        data: localise(categoryIndexGroups(cli, target, 'Commands')),
      });
      renders.set(renderKey(locale, version, 'native'), {
        kind: 'index',
        data: localise(categoryIndexGroups(native, target, 'Plugins')),
      });
      // Generated pages exist in both locales (headings and labels are localised).
      for (const p of all) {
        sources.push({
          version,
          locale,
          id: p.slug,
          repoPath: `generated/${p.slug}`,
          file: `${p.slug}.mdx`,
          title: p.title,
          description: p.description,
          ...(p.kind === 'native-plugin' ? { keywords: nativeKeywords(p.data.packageName, locale) } : {}),
          headings: p.headings,
          code: '',
          editable: false,
        });
      }
      for (const id of INDEX_PAGES) {
        sources.push({
          version,
          locale,
          id,
          repoPath: `generated/${id}`,
          file: `${id}/index.mdx`,
          ...INDEX_TITLES[id][locale],
          headings: [],
          code: '',
          editable: false,
        });
      }
      if (locale !== DEFAULT_LOCALE) continue;

      const names = new Set([...components, icon].map((p) => p.slug.replace(/^api\//, '')));
      const used = new Set<string>();
      const api: SidebarItemInput[] = ['components', 'api'];
      for (const c of componentCategories) {
        const items = c.names.filter((n) => names.has(n) && !used.has(n));
        items.forEach((n) => used.add(n));
        if (items.length) api.push({ type: 'category', label: c.label, items: items.map((n) => `api/${n}`) });
      }
      const rest = [...names].filter((n) => !used.has(n)).sort();
      if (rest.length) api.push({ type: 'category', label: 'Other', items: rest.map((n) => `api/${n}`) });
      const cliGroups = new Map<string, string[]>();
      for (const p of cli) {
        const label = p.category ?? 'Commands';
        cliGroups.set(label, [...(cliGroups.get(label) ?? []), p.slug]);
      }
      sidebars[version] = {
        api,
        cli: ['cli', ...[...cliGroups].map(([label, items]): SidebarItemInput => ({ type: 'category', label, items }))],
        native: ['native', ...native.map((p) => p.slug)],
      };
    }
  }
  return { sources, renders, sidebars };
}
