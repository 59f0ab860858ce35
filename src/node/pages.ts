// Builds one plain page model per page from the content inventory and the sidebars: docs
// pages (written, generated from package metadata, or both), and the search and not-found
// pages (redirects: src/node/redirects.ts). Pure: no Gatsby, no file system. createPages only feeds it and calls
// createPage for each page by its kind.
import { siteConfig } from '../../content/site/config';
import { routeListPath } from '../lib/not-found';
import { navDocItems, upgradeGuide } from '../../content/site/navbar';
import { footer } from '../../content/site/footer';
import { versionConfig } from '../../content/site/versions';
import {
  byVersion,
  CURRENT_VERSION,
  DEFAULT_LOCALE,
  LOCALES,
  PATH_PREFIX,
  VERSIONS,
  toPagePath,
  toPath,
} from '../lib/routes';
import {
  breadcrumbsFor,
  previousAndNext,
  pruneSidebars,
  resolveSidebar,
  sidebarOf,
  sidebarProblems,
  validateSidebars,
} from '../lib/sidebar';
import { buildToc } from '../lib/toc';
import type {
  ArchivedNotice,
  DocVersion,
  Heading,
  Locale,
  PageModel,
  ShellModel,
  SidebarItem,
  SidebarName,
  SidebarsInput,
} from '../lib/types';
import type { ReferenceRender } from '../lib/reference-types';

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
  /** The compiled MDX of the page body ('' for generated pages); see src/node/content/compile.ts. */
  code: string;
  /** English pages: hash of the file, what a translation records (src/node/translation.ts). */
  sourceHash?: string;
  /** Translations: the `source_hash` in their frontmatter. */
  recordedHash?: string | null;
  /** Versions a shared English page is also built in (frontmatter `versions`). */
  versions?: string[] | null;
  /** Doc ids that redirect here (frontmatter `redirect_from`). */
  redirectFrom?: string[] | null;
  /** False for pages generated from package metadata: no "Edit this page". */
  editable?: boolean;
  /** The page has generated reference content (below the written overview, if any). */
  generated?: boolean;
}

/** A docs page: rendered by the doc template, its body by src/render/body.tsx. */
export interface BuiltPage {
  kind: 'doc';
  /** Path without the /docs prefix, for createPage. */
  path: string;
  /** The file its text comes from (the English one for an untranslated page; 'generated/…' for generated pages). */
  repoPath: string;
  /** Compiled MDX of the written body ('' when the page is only generated). */
  code: string;
  generated: boolean;
  /** The sections generated from package metadata, in the page's locale; null for written-only pages. */
  reference: ReferenceRender | null;
  model: PageModel;
}

/** One version's sidebar in one locale, resolved: rendered once and shared by its pages. */
export interface BuiltSidebar {
  version: DocVersion;
  locale: Locale;
  name: SidebarName;
  items: SidebarItem[];
}

export interface BuildResult {
  pages: BuiltPage[];
  sidebars: BuiltSidebar[];
}

/**
 * A page that is the same in several versions is written once, under content/docs/v8, with
 * `versions: [v8, v7]`; it becomes a source of each listed version (translations follow).
 * A version that also has its own file at that path is an error naming both files.
 */
export function expandSharedVersions(sources: DocSource[], sink?: BuildProblem[]): DocSource[] {
  const out = [...sources];
  const problems: string[] = [];
  const files: string[] = [];
  const existing = new Map(sources.map((s) => [`${s.locale}:${s.version}:${s.id}`, s]));
  for (const s of sources) {
    if (!s.versions?.length) continue;
    for (const v of s.versions) {
      if (!(VERSIONS as readonly string[]).includes(v)) {
        problems.push(`${s.repoPath}: "versions" lists "${v}", which is not one of ${VERSIONS.join(', ')}`);
        files.push(s.repoPath);
        continue;
      }
      if (v === s.version) continue;
      const version = v as DocVersion;
      const clash = existing.get(`${s.locale}:${version}:${s.id}`);
      if (clash) {
        problems.push(
          `${s.repoPath} is shared with ${version} ("versions"), but ${clash.repoPath} exists too: keep one`,
        );
        files.push(s.repoPath);
        continue;
      }
      out.push({ ...s, version, versions: null });
    }
  }
  return settle(problems, files, sink, out);
}

/**
 * A problem that stops a build; the development server reports it and builds the site without
 * what it is about (see `sink` below).
 */
export interface BuildProblem {
  message: string;
  /** Repository path of the file to fix. */
  file?: string;
  /** A sidebar problem: the version whose sidebars are wrong and the doc id concerned. */
  sidebar?: { version: DocVersion; id?: string };
}

/**
 * Without a `sink`, problems throw (a build stops on them). With one, they are added to it and
 * `kept` is what can still be built: one broken file or sidebar entry breaks no other page.
 */
function settle<T>(problems: string[], files: (string | undefined)[], sink: BuildProblem[] | undefined, kept: T): T {
  if (!problems.length) return kept;
  if (!sink) throw new ContentError(`Content errors:\n  - ${[...new Set(problems)].join('\n  - ')}`);
  problems.forEach((message, i) => sink.push({ message, ...(files[i] ? { file: files[i] } : {}) }));
  return kept;
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** A translation made from another version of its English page than the current one. */
export function isStale(
  translated: boolean,
  locale: Locale,
  englishHash: string | undefined,
  recordedHash: string | null | undefined,
): boolean {
  return translated && locale !== DEFAULT_LOCALE && Boolean(englishHash) && recordedHash !== englishHash;
}

function key(version: DocVersion, id: string): string {
  return `${version}:${id}`;
}

/**
 * Checks that sources fit together (one file per doc id, a translation has its English page);
 * throws naming the files, or with a `sink`, reports them and returns the sources without the
 * second file of an id and without orphan translations. A file's own frontmatter, its title
 * included, is checked where it is parsed (src/node/content/frontmatter.ts).
 */
export function checkSources(sources: DocSource[], sink?: BuildProblem[]): DocSource[] {
  const problems: string[] = [];
  const files: string[] = [];
  const seen = new Map<string, string>();
  const kept: DocSource[] = [];
  for (const s of sources) {
    const k = `${s.locale}:${s.version}:${s.id}`;
    const other = seen.get(k);
    if (other) {
      problems.push(`${s.repoPath}: same doc id "${s.id}" as ${other}`);
      files.push(s.repoPath);
      continue;
    }
    seen.set(k, s.repoPath);
    kept.push(s);
  }
  const english = new Set(kept.filter((s) => s.locale === DEFAULT_LOCALE).map((s) => key(s.version, s.id)));
  const orphans = new Set<DocSource>();
  for (const s of kept) {
    if (s.locale !== DEFAULT_LOCALE && !english.has(key(s.version, s.id))) {
      problems.push(`${s.repoPath}: translation of "${s.id}" (${s.version}) has no English page to translate`);
      files.push(s.repoPath);
      orphans.add(s);
    }
  }
  return settle(
    problems,
    files,
    sink,
    kept.filter((s) => !orphans.has(s)),
  );
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
    if (g.locale !== DEFAULT_LOCALE && byKey.has(key({ ...g, locale: DEFAULT_LOCALE }))) continue;
    out.push({ ...g, generated: true });
  }
  return out;
}

export interface BuildOptions {
  /** Sidebar category labels in a locale (English labels are the keys); identity when absent. */
  categoryLabel?: (locale: Locale, label: string) => string;
  /** The generated sections of a page in a locale (src/node/reference-pages.ts), if it has any. */
  reference?: (locale: Locale, version: DocVersion, id: string) => ReferenceRender | undefined;
  /** Where problems go instead of being thrown (the development server): see `settle`. */
  problems?: BuildProblem[];
}

export function buildDocPages(
  sources: DocSource[],
  sidebarsByVersion: Record<DocVersion, SidebarsInput>,
  options: BuildOptions = {},
): BuildResult {
  const sink = options.problems;
  sources = checkSources(sources, sink);
  const english = new Map<string, DocSource>();
  const translations = new Map<string, DocSource>();
  for (const s of sources) {
    if (s.locale === DEFAULT_LOCALE) english.set(key(s.version, s.id), s);
    else translations.set(`${s.locale}:${key(s.version, s.id)}`, s);
  }
  const idsByVersion = new Map<DocVersion, Set<string>>(VERSIONS.map((v) => [v, new Set<string>()]));
  for (const s of english.values()) idsByVersion.get(s.version)?.add(s.id);
  sidebarsByVersion = byVersion((version) => {
    const sidebars = sidebarsByVersion[version] ?? {};
    const ids = idsByVersion.get(version) ?? [];
    if (!sink) {
      validateSidebars(version, sidebars, ids);
      return sidebars;
    }
    for (const p of sidebarProblems(sidebars, ids))
      sink.push({ message: p.message, sidebar: { version, ...(p.id !== undefined ? { id: p.id } : {}) } });
    return pruneSidebars(sidebars, ids);
  });

  const pages: BuiltPage[] = [];
  const builtSidebars: BuiltSidebar[] = [];
  for (const version of VERSIONS) {
    const ids = idsByVersion.get(version) ?? new Set<string>();
    const sidebars = sidebarsByVersion[version] ?? {};
    for (const locale of LOCALES) {
      const textOf = (id: string): { source: DocSource; translated: boolean } => {
        const t = locale === DEFAULT_LOCALE ? undefined : translations.get(`${locale}:${key(version, id)}`);
        const en = english.get(key(version, id));
        if (!en) throw new ContentError(`no English page for "${id}" in ${version}`);
        return t ? { source: t, translated: true } : { source: en, translated: locale === DEFAULT_LOCALE };
      };
      const href = (id: string) => toPath({ locale, version, slug: id });
      const label = (id: string) => {
        const { source } = textOf(id);
        return { label: source.sidebarLabel || source.title };
      };
      const resolved = new Map<SidebarName, SidebarItem[]>();
      const category = (l: string) => options.categoryLabel?.(locale, l) ?? l;
      for (const name of Object.keys(sidebars) as SidebarName[]) {
        const items = resolveSidebar(sidebars[name] ?? [], label, href, category);
        resolved.set(name, items);
        builtSidebars.push({ version, locale, name, items });
      }
      const nav: Record<string, string | null> = {};
      for (const item of [...navDocItems, upgradeGuide, ...footer.columns.flatMap((c) => c.items)]) {
        if ('docId' in item) nav[item.docId] = ids.has(item.docId) ? href(item.docId) : null;
      }

      for (const id of [...ids].sort()) {
        const { source, translated } = textOf(id);
        const en = english.get(key(version, id)) as DocSource;
        const sidebarName = sidebarOf(id, sidebars);
        const sidebar = sidebarName ? (resolved.get(sidebarName) ?? null) : null;
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
          breadcrumbs: sidebar ? breadcrumbsFor(sidebar, id) : [],
          previous,
          next,
          alternates: LOCALES.map((l) => ({ locale: l, href: toPath({ locale: l, version, slug: id }) })),
          versionLinks: VERSIONS.map((v) => ({
            version: v,
            href: toPath({ locale, version: v, slug: idsByVersion.get(v)?.has(id) ? id : '' }),
          })),
          translated,
          stale: isStale(translated, locale, en.sourceHash, source.recordedHash),
          englishHref: toPath({ locale: DEFAULT_LOCALE, version, slug: id }),
          editUrl: source.editable === false ? null : `${siteConfig.editUrlBase}${source.repoPath}`,
          toc: buildToc(source.headings),
          hideTableOfContents: Boolean(source.hideTableOfContents),
          isHome: id === '',
          archived: archivedNotice(locale, version, id, idsByVersion.get(CURRENT_VERSION)?.has(id) ?? false),
          nav,
        };
        pages.push({
          kind: 'doc',
          path: toPagePath({ locale, version, slug: id }),
          repoPath: source.repoPath,
          code: source.code,
          generated: Boolean(source.generated),
          reference: options.reference?.(locale, version, id) ?? null,
          model,
        });
      }
    }
  }
  return { pages, sidebars: builtSidebars };
}

/** Every version but the current one is archived: its pages point to the current version. */
function archivedNotice(locale: Locale, version: DocVersion, id: string, inCurrent: boolean): ArchivedNotice | null {
  if (version === CURRENT_VERSION) return null;
  return {
    ionicMajor: versionConfig(version).ionicMajor,
    latestIonicMajor: versionConfig(CURRENT_VERSION).ionicMajor,
    latestHref: toPath({ locale, version: CURRENT_VERSION, slug: inCurrent ? id : '' }),
    samePage: inCurrent,
  };
}

/** Pages outside the docs tree share the shell (navbar, footer) and have no sidebar. */
interface ShellPage {
  /** Path without the /docs prefix, for createPage. */
  path: string;
  shell: ShellModel;
  /** Public URL (canonical). */
  url: string;
  title: string;
}

/** The search page, one per version and locale: results stay in the version being read. */
export interface SearchPage extends ShellPage {
  kind: 'search';
  /** An archived version's search page carries its notice too, leading to the current one's. */
  archived: ArchivedNotice | null;
}

/** The not-found page, one per locale. */
export interface NotFoundPage extends ShellPage {
  kind: 'not-found';
  /** Where its "search" button leads. */
  searchHref: string;
  /** The list of this language's pages its script reads for suggestions. */
  routesHref: string;
}

/** Every page the site creates, by kind; each kind has its own template. */
export type SitePage = BuiltPage | SearchPage | NotFoundPage;

export interface SiteTitles {
  search: (l: Locale) => string;
  notFound: (l: Locale) => string;
}

export function buildSitePages(pages: BuiltPage[], titles: SiteTitles): (SearchPage | NotFoundPage)[] {
  const out: (SearchPage | NotFoundPage)[] = [];
  for (const locale of LOCALES) {
    const home = pages.find(
      (p) => p.model.locale === locale && p.model.version === CURRENT_VERSION && p.model.id === '',
    );
    if (!home) throw new ContentError(`content/docs/${CURRENT_VERSION}/index.mdx (the docs home) is missing`);
    const shellOf = (version: DocVersion, slug: string, nav: PageModel['nav']): ShellModel => ({
      id: slug,
      locale,
      version,
      nav,
      sidebarName: null,
      alternates: LOCALES.map((l) => ({ locale: l, href: toPath({ locale: l, version, slug }) })),
      versionLinks: VERSIONS.map((v) => ({ version: v, href: toPath({ locale, version: v, slug }) })),
      outsideDocs: version === CURRENT_VERSION,
    });
    // The search page exists per version: results stay in the version being read.
    for (const version of VERSIONS) {
      const versionHome = pages.find(
        (p) => p.model.locale === locale && p.model.version === version && p.model.id === '',
      );
      out.push({
        kind: 'search',
        path: toPagePath({ locale, version, slug: 'search' }),
        shell: shellOf(version, 'search', (versionHome ?? home).model.nav),
        url: toPath({ locale, version, slug: 'search' }),
        title: titles.search(locale),
        archived: archivedNotice(locale, version, 'search', true),
      });
    }
    // Gatsby writes /404/ as 404.html; the Japanese one is served for unknown /docs/ja/ paths.
    const notFoundPath = toPagePath({ locale, version: CURRENT_VERSION, slug: '404' }) + '/';
    out.push({
      kind: 'not-found',
      path: notFoundPath,
      shell: {
        ...shellOf(CURRENT_VERSION, '404', home.model.nav),
        versionLinks: home.model.versionLinks,
        outsideDocs: true,
      },
      url: `${PATH_PREFIX}${notFoundPath}`,
      title: titles.notFound(locale),
      searchHref: toPath({ locale, version: CURRENT_VERSION, slug: 'search' }),
      routesHref: routeListPath(locale),
    });
  }
  return out;
}

/** Every page of the site from the content inventory: docs pages, search and not-found pages. */
export function buildSite(
  sources: DocSource[],
  sidebarsByVersion: Record<DocVersion, SidebarsInput>,
  options: BuildOptions & { titles: SiteTitles },
): { pages: SitePage[]; sidebars: BuiltSidebar[] } {
  const docs = buildDocPages(sources, sidebarsByVersion, options);
  return {
    pages: [...docs.pages, ...buildSitePages(docs.pages, options.titles)],
    sidebars: docs.sidebars,
  };
}
