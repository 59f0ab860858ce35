// Shared plain types for build time and browser. No React, no Gatsby.

export type { DocVersion, VersionConfig, ExternalVersion } from '../../content/site/versions';
export type { Locale, LocaleConfig } from '../../content/site/locales';
import type { DocVersion } from '../../content/site/versions';
import type { Locale } from '../../content/site/locales';

export type SidebarName = 'docs' | 'api' | 'cli' | 'native';

/** A sidebar as written by maintainers in content/sidebars. */
export type SidebarItemInput =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; link?: string; items: SidebarItemInput[]; collapsed?: boolean };

export type SidebarsInput = Partial<Record<SidebarName, SidebarItemInput[]>>;

/** A sidebar resolved against the existing docs of one version and locale. */
export type SidebarItem =
  | { type: 'doc'; id: string; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; href?: string; id?: string; items: SidebarItem[] };

export interface TocItem {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
}

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface NavLink {
  label: string;
  href: string;
}

/** Everything a page template renders, computed once at build time. */
export interface PageModel {
  id: string;
  version: DocVersion;
  locale: Locale;
  path: string;
  /** Source file relative to the version root; relative links in the page resolve from it. */
  file: string;
  title: string;
  description: string;
  keywords: string[];
  /** The sidebar of the page's version and locale (rendered by the sidebar slice), if any. */
  sidebarName: SidebarName | null;
  breadcrumbs: Crumb[];
  previous: NavLink | null;
  next: NavLink | null;
  /** Same page in each locale (always exists: untranslated pages are built too). */
  alternates: { locale: Locale; href: string }[];
  /** Where each version's entry of the version dropdown leads from this page. */
  versionLinks: { version: DocVersion; href: string }[];
  translated: boolean;
  /** A translation made from an older version of the English page. */
  stale: boolean;
  /** The English page (linked from the untranslated and stale notes). */
  englishHref: string;
  editUrl: string | null;
  toc: TocItem[];
  hideTableOfContents: boolean;
  isHome: boolean;
  /** Set on the pages of an archived version (every version but the current one). */
  archived: ArchivedNotice | null;
  /** Navbar/footer doc links for this version and locale; null where the doc does not exist. */
  nav: Record<string, string | null>;
}

/** What the archived-version notice of a page says and where it leads. */
export interface ArchivedNotice {
  /** The Ionic major the page documents. */
  ionicMajor: number;
  /** The Ionic major of the current version. */
  latestIonicMajor: number;
  /** The same page in the current version, or that version's home where the page is not there. */
  latestHref: string;
  /** Whether `latestHref` is this page (not the current version's home). */
  samePage: boolean;
}

/** What the page shell (navbar, footer, mobile menu) needs; doc pages pass their PageModel. */
export type ShellModel = Pick<
  PageModel,
  'id' | 'locale' | 'version' | 'nav' | 'versionLinks' | 'alternates' | 'sidebarName'
> & {
  /** Search and not-found pages: their navbar doc links follow the reader's preferred version. */
  outsideDocs?: boolean;
};
