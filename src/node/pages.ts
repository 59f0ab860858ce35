// Builds one plain page model per page from the content inventory and the sidebars.
// Pure: no Gatsby, no file system. createPages only feeds it and calls createPage.
import { siteConfig } from '../../content/site/config';
import { navDocItems, upgradeGuide } from '../../content/site/navbar';
import { footer } from '../../content/site/footer';
import { LOCALES, VERSIONS, toPagePath, toPath } from '../lib/routes';
import { breadcrumbsFor, previousAndNext, resolveSidebar, sidebarOf, validateSidebars } from '../lib/sidebar';
import { buildToc } from '../lib/toc';
import type { DocVersion, Heading, Locale, PageModel, SidebarItem, SidebarName, SidebarsInput } from '../lib/types';

export interface DocSource {
  version: DocVersion;
  locale: Locale;
  id: string;
  /** Path in the repository, for errors and the edit link. */
  repoPath: string;
  /** Path relative to the version root ('theming/basics.mdx'); relative links resolve from it. */
  file: string;
  title: string;
  sidebarLabel?: string | null;
  description?: string | null;
  keywords?: string[] | null;
  hideTableOfContents?: boolean | null;
  headings: Heading[];
  /** Absolute path of the MDX file that renders the page body ('' for generated pages). */
  contentFilePath: string;
  /** False for pages generated from package metadata: no "Edit this page". */
  editable?: boolean;
  /** The page has generated reference content (below the written overview, if any). */
  generated?: boolean;
}

export interface BuiltPage {
  /** Path without the /docs prefix, for createPage. */
  path: string;
  contentFilePath: string;
  generated: boolean;
  model: PageModel;
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

function key(version: DocVersion, id: string): string {
  return `${version}:${id}`;
}

/** Checks what every source must have; throws naming the file. */
export function checkSources(sources: DocSource[]): void {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const s of sources) {
    if (!s.title || !String(s.title).trim()) problems.push(`${s.repoPath}: frontmatter has no "title"`);
    const k = `${s.locale}:${s.version}:${s.id}`;
    const other = seen.get(k);
    if (other) problems.push(`${s.repoPath}: same doc id "${s.id}" as ${other}`);
    seen.set(k, s.repoPath);
  }
  const english = new Set(sources.filter((s) => s.locale === 'en').map((s) => key(s.version, s.id)));
  for (const s of sources) {
    if (s.locale !== 'en' && !english.has(key(s.version, s.id))) {
      problems.push(`${s.repoPath}: translation of "${s.id}" (${s.version}) has no English page to translate`);
    }
  }
  if (problems.length) throw new ContentError(`Content errors:\n  - ${problems.join('\n  - ')}`);
}

/**
 * Combines written pages with pages generated from package metadata. A written page at the
 * same doc id becomes the overview above the generated content (its headings first). A
 * generated page in another locale whose English overview has no translation is dropped:
 * that locale shows the English overview, marked untranslated, over localised tables.
 */
export function mergeGenerated(written: DocSource[], generated: DocSource[]): DocSource[] {
  const key = (s: DocSource) => `${s.locale}:${s.version}:${s.id}`;
  const out = written.map((s) => ({ ...s }));
  const byKey = new Map(out.map((s) => [key(s), s]));
  for (const g of generated) {
    const w = byKey.get(key(g));
    if (w) {
      w.headings = [...w.headings, ...g.headings];
      w.generated = true;
      continue;
    }
    if (g.locale !== 'en' && byKey.has(`en:${g.version}:${g.id}`)) continue;
    out.push({ ...g, generated: true });
  }
  return out;
}

export function buildDocPages(sources: DocSource[], sidebarsByVersion: Record<DocVersion, SidebarsInput>): BuiltPage[] {
  checkSources(sources);
  const english = new Map<string, DocSource>();
  const translations = new Map<string, DocSource>();
  for (const s of sources) {
    if (s.locale === 'en') english.set(key(s.version, s.id), s);
    else translations.set(`${s.locale}:${key(s.version, s.id)}`, s);
  }
  const idsByVersion = new Map<DocVersion, Set<string>>(VERSIONS.map((v) => [v, new Set<string>()]));
  for (const s of english.values()) idsByVersion.get(s.version)?.add(s.id);
  for (const version of VERSIONS) validateSidebars(version, sidebarsByVersion[version] ?? {}, idsByVersion.get(version) ?? []);

  const pages: BuiltPage[] = [];
  for (const version of VERSIONS) {
    const ids = idsByVersion.get(version) ?? new Set<string>();
    const sidebars = sidebarsByVersion[version] ?? {};
    for (const locale of LOCALES) {
      const textOf = (id: string): { source: DocSource; translated: boolean } => {
        const t = locale === 'en' ? undefined : translations.get(`${locale}:${key(version, id)}`);
        const en = english.get(key(version, id));
        if (!en) throw new ContentError(`no English page for "${id}" in ${version}`);
        return t ? { source: t, translated: true } : { source: en, translated: locale === 'en' };
      };
      const href = (id: string) => toPath({ locale, version, slug: id });
      const label = (id: string) => {
        const { source } = textOf(id);
        return { label: source.sidebarLabel || source.title };
      };
      const resolved = new Map<SidebarName, SidebarItem[]>();
      for (const name of Object.keys(sidebars) as SidebarName[]) {
        resolved.set(name, resolveSidebar(sidebars[name] ?? [], label, href));
      }
      const nav: Record<string, string | null> = {};
      for (const item of [...navDocItems, upgradeGuide, ...footer.columns.flatMap((c) => c.items)]) {
        if ('docId' in item) nav[item.docId] = ids.has(item.docId) ? href(item.docId) : null;
      }

      for (const id of [...ids].sort()) {
        const { source, translated } = textOf(id);
        const sidebarName = sidebarOf(id, sidebars);
        const sidebar = sidebarName ? resolved.get(sidebarName) ?? null : null;
        const { previous, next } = sidebar ? previousAndNext(sidebar, id) : { previous: null, next: null };
        const model: PageModel = {
          id,
          version,
          locale,
          path: href(id),
          file: source.file,
          title: source.title,
          description: source.description ?? '',
          keywords: source.keywords ?? [],
          sidebarName,
          sidebar,
          breadcrumbs: sidebar ? breadcrumbsFor(sidebar, id) : [],
          previous,
          next,
          alternates: LOCALES.map((l) => ({ locale: l, href: toPath({ locale: l, version, slug: id }) })),
          versionLinks: VERSIONS.map((v) => ({
            version: v,
            href: toPath({ locale, version: v, slug: idsByVersion.get(v)?.has(id) ? id : '' }),
          })),
          translated,
          editUrl: source.editable === false ? null : `${siteConfig.editUrlBase}${source.repoPath}`,
          toc: buildToc(source.headings),
          hideTableOfContents: Boolean(source.hideTableOfContents),
          isHome: id === '',
          nav,
        };
        pages.push({ path: toPagePath({ locale, version, slug: id }), contentFilePath: source.contentFilePath, generated: Boolean(source.generated), model });
      }
    }
  }
  return pages;
}
