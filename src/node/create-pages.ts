// createPages: reads the content inventory, builds the page models and creates the pages.
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { sidebarsByVersion } from '../../content/sidebars';
import { LOCALES, VERSIONS, toPagePath, toPath } from '../lib/routes';
import { mergeSidebars } from '../lib/sidebar';
import type { DocVersion, Heading, Locale, ShellModel } from '../lib/types';
import { i18nContext } from './i18n-context';
import { assertPageComponent } from './page-checks';
import { buildDocPages, mergeGenerated, type DocSource } from './pages';
import { loadReference, renderKey } from './reference-pages';

const DOC_TEMPLATE = path.resolve('src/templates/doc.tsx');
const REFERENCE_TEMPLATE = path.resolve('src/templates/reference.tsx');
const SEARCH_TEMPLATE = path.resolve('src/templates/search.tsx');
const NOT_FOUND_TEMPLATE = path.resolve('src/templates/not-found.tsx');
const SEARCH_TITLE = { en: 'Search', ja: '検索' };
const NOT_FOUND_TITLE = { en: 'Page not found', ja: 'ページが見つかりません' };

interface MdxQuery {
  allMdx: {
    nodes: {
      internal: { contentFilePath: string };
      frontmatter: {
        title: string | null;
        description: string | null;
        sidebar_label: string | null;
        keywords: string[] | null;
        hide_table_of_contents: boolean | null;
      } | null;
      fields: { version: string | null; locale: string | null; docId: string | null; repoPath: string | null; file: string | null; headings: Heading[] | null } | null;
    }[];
  };
}

export async function createDocPages({ graphql, actions: gatsbyActions, reporter }: CreatePagesArgs): Promise<void> {
  // Every page we create is checked for a renderable component first.
  const actions = {
    createPage: (page: Parameters<typeof gatsbyActions.createPage>[0]) => {
      assertPageComponent(page.component, `/docs${page.path}`);
      gatsbyActions.createPage(page);
    },
  };
  const result = await graphql<MdxQuery>(`
    {
      allMdx {
        nodes {
          internal { contentFilePath }
          frontmatter { title description sidebar_label keywords hide_table_of_contents }
          fields { version locale docId repoPath file headings { depth id text } }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the docs', result.errors);
    return;
  }
  const sources: DocSource[] = result.data.allMdx.nodes
    .filter((n) => n.fields?.docId !== null && n.fields?.docId !== undefined)
    .map((n) => ({
      version: n.fields!.version as DocVersion,
      locale: n.fields!.locale as Locale,
      id: n.fields!.docId!,
      repoPath: n.fields!.repoPath!,
      file: n.fields!.file!,
      title: n.frontmatter?.title ?? '',
      sidebarLabel: n.frontmatter?.sidebar_label,
      description: n.frontmatter?.description,
      keywords: n.frontmatter?.keywords,
      hideTableOfContents: n.frontmatter?.hide_table_of_contents,
      headings: n.fields!.headings ?? [],
      contentFilePath: n.internal.contentFilePath,
    }));

  let pages;
  let reference;
  try {
    const docIndex = { v8: new Map<string, Set<string>>(), v7: new Map<string, Set<string>>() };
    for (const s of sources) if (s.locale === 'en') docIndex[s.version].set(s.id, new Set(s.headings.map((h) => h.id)));
    const descriptions = new Map(sources.filter((s) => s.locale === 'en' && s.description).map((s) => [`${s.version}:${s.id}`, s.description as string]));
    reference = loadReference(docIndex, descriptions);
    const sidebars = {
      v8: mergeSidebars(sidebarsByVersion.v8, reference.sidebars.v8),
      v7: mergeSidebars(sidebarsByVersion.v7, reference.sidebars.v7),
    };
    pages = buildDocPages(mergeGenerated(sources, reference.sources), sidebars);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const page of pages) {
    const originalPath = toPagePath({ locale: 'en', version: page.model.version, slug: page.model.id });
    const i18n = i18nContext(page.model.locale, page.path, originalPath);
    if (page.contentFilePath && !page.generated) {
      actions.createPage({ path: page.path, component: `${DOC_TEMPLATE}?__contentFilePath=${page.contentFilePath}`, context: { model: page.model, ...i18n } });
      continue;
    }
    const render = reference.renders.get(renderKey(page.model.locale, page.model.version, page.model.id));
    if (!render) {
      reporter.panicOnBuild(`no generated data for ${page.model.locale} ${page.model.version} ${page.model.id}`);
      return;
    }
    // With a written overview, gatsby-plugin-mdx passes the MDX body as the template's children.
    const component = page.contentFilePath ? `${REFERENCE_TEMPLATE}?__contentFilePath=${page.contentFilePath}` : REFERENCE_TEMPLATE;
    actions.createPage({ path: page.path, component, context: { model: page.model, render, ...i18n } });
  }

  // Site pages outside the docs tree: search and not-found, in both locales.
  for (const locale of LOCALES) {
    const home = pages.find((p) => p.model.locale === locale && p.model.version === 'v8' && p.model.id === '');
    if (!home) {
      reporter.panicOnBuild('content/docs/v8/index.mdx (the docs home) is missing');
      return;
    }
    const special = (slug: string): ShellModel => ({
      id: slug,
      locale,
      version: 'v8',
      nav: home.model.nav,
      sidebarName: null,
      sidebar: null,
      alternates: LOCALES.map((l) => ({ locale: l, href: toPath({ locale: l, version: 'v8', slug }) })),
      versionLinks: home.model.versionLinks,
      outsideDocs: true,
    });
    // The search page exists per version: results stay in the version being read.
    for (const version of VERSIONS) {
      const versionHome = pages.find((p) => p.model.locale === locale && p.model.version === version && p.model.id === '');
      const searchPath = toPagePath({ locale, version, slug: 'search' });
      const shell: ShellModel = {
        ...special('search'),
        version,
        nav: versionHome?.model.nav ?? home.model.nav,
        alternates: LOCALES.map((l) => ({ locale: l, href: toPath({ locale: l, version, slug: 'search' }) })),
        versionLinks: VERSIONS.map((v) => ({ version: v, href: toPath({ locale, version: v, slug: 'search' }) })),
        outsideDocs: version === 'v8',
      };
      actions.createPage({
        path: searchPath,
        component: SEARCH_TEMPLATE,
        context: { shell, url: toPath({ locale, version, slug: 'search' }), title: SEARCH_TITLE, ...i18nContext(locale, searchPath, toPagePath({ locale: 'en', version, slug: 'search' })) },
      });
    }
    // Gatsby writes /404/ as 404.html; the Japanese one is served for unknown /docs/ja/ paths.
    const notFoundPath = locale === 'en' ? '/404/' : `/${locale}/404/`;
    actions.createPage({
      path: notFoundPath,
      component: NOT_FOUND_TEMPLATE,
      context: {
        shell: special('404'),
        url: `/docs${notFoundPath}`,
        searchHref: toPath({ locale, version: 'v8', slug: 'search' }),
        title: NOT_FOUND_TITLE,
        ...i18nContext(locale, notFoundPath, '/404/'),
      },
    });
  }
  reporter.info(`docs: created ${pages.length} doc pages`);
}
