// createPages: reads the content inventory, builds the page models (src/node/pages.ts),
// renders every page body to HTML once (src/render) and creates the pages. A page's body and
// its version's sidebar are Gatsby slices: their data is loaded once and cached in the
// browser, and a page's own data stays small.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import { sidebarsByVersion } from '../../content/sidebars';
import { tFor } from '../i18n';
import { byVersion, DEFAULT_LOCALE } from '../lib/routes';
import { mergeSidebars } from '../lib/sidebar';
import type { DocVersion, Heading, Locale, SidebarName } from '../lib/types';
import { renderPageBody } from './render/body';
import { islandHtml } from './render/island';
import { addTwin, finishLlms } from './markdown/store';
import { compiledDoc } from './content/store';
import { formatProblems } from './content/problems';
import { loadPlaygrounds } from './playgrounds/load';
import { assertPageComponent } from './page-checks';
import {
  buildSite,
  expandSharedVersions,
  mergeGenerated,
  type BuiltSidebar,
  type DocSource,
  type SitePage,
} from './pages';
import { loadReference, renderKey } from './reference-pages';
import { sourceHash } from './translation';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
const slice = (name: string) => path.resolve(`src/slices/${name}.tsx`);

/** Slice names are file names under /docs/slice-data/: short and stable. */
export function bodySliceId(pagePath: string): string {
  return `b-${crypto.createHash('sha1').update(pagePath).digest('hex').slice(0, 12)}`;
}
export function sidebarSliceId(version: DocVersion, locale: Locale, name: SidebarName): string {
  return `sidebar-${version}-${locale}-${name}`;
}

interface DocNode {
  version: DocVersion;
  locale: Locale;
  docId: string;
  file: string;
  repoPath: string;
  absolutePath: string;
  headings: Heading[];
  frontmatter: {
    title: string;
    description: string | null;
    sidebar_label: string | null;
    keywords: string[] | null;
    hide_table_of_contents: boolean | null;
    versions: string[] | null;
    redirect_from: string[] | null;
    source_hash: string | null;
  };
}

function toSource(n: DocNode): DocSource {
  const raw = fs.readFileSync(n.absolutePath, 'utf8');
  return {
    version: n.version,
    locale: n.locale,
    id: n.docId,
    repoPath: n.repoPath,
    file: n.file,
    title: n.frontmatter.title,
    sidebarLabel: n.frontmatter.sidebar_label,
    description: n.frontmatter.description,
    keywords: n.frontmatter.keywords,
    hideTableOfContents: n.frontmatter.hide_table_of_contents,
    headings: n.headings,
    code: compiledDoc(n.absolutePath, n.repoPath, raw).code,
    sourceHash: n.locale === DEFAULT_LOCALE ? sourceHash(raw) : undefined,
    recordedHash: n.frontmatter.source_hash,
    versions: n.frontmatter.versions,
    redirectFrom: n.frontmatter.redirect_from,
  };
}

export async function createDocPages({ graphql, actions: gatsbyActions, reporter }: CreatePagesArgs): Promise<void> {
  // Every page we create is checked for a renderable component first.
  const actions: Pick<Actions, 'createPage' | 'createSlice'> = {
    createPage: (page) => {
      assertPageComponent(page.component, `/docs${page.path}`);
      gatsbyActions.createPage(page);
    },
    createSlice: (s) => gatsbyActions.createSlice(s),
  };
  const result = await graphql<{ allDoc: { nodes: DocNode[] } }>(`
    {
      allDoc {
        nodes {
          version
          locale
          docId
          file
          repoPath
          absolutePath
          headings {
            depth
            id
            text
          }
          frontmatter {
            title
            description
            sidebar_label
            keywords
            hide_table_of_contents
            versions
            redirect_from
            source_hash
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the docs', result.errors);
    return;
  }

  const { examples, problems } = loadPlaygrounds(process.cwd());
  if (problems.length) {
    reporter.panicOnBuild(formatProblems(problems));
    return;
  }

  let site: { pages: SitePage[]; sidebars: BuiltSidebar[] };
  try {
    const sources = expandSharedVersions(result.data.allDoc.nodes.map(toSource));
    const docIndex = byVersion(() => new Map<string, Set<string>>());
    for (const s of sources)
      if (s.locale === DEFAULT_LOCALE) docIndex[s.version].set(s.id, new Set(s.headings.map((h) => h.id)));
    const descriptions = new Map(
      sources.filter((s) => s.description).map((s) => [renderKey(s.locale, s.version, s.id), s.description as string]),
    );
    const headings = new Map(
      sources.filter((s) => s.locale === DEFAULT_LOCALE).map((s) => [`${s.version}:${s.id}`, s.headings]),
    );
    const reference = loadReference(docIndex, descriptions, (version, id) => headings.get(`${version}:${id}`));
    // A generated component page without a written overview lists its examples first.
    for (const g of reference.sources) {
      const component = g.id.startsWith('api/') ? g.id.slice(4) : null;
      if (!component || docIndex[g.version].has(g.id)) continue;
      const mine = [...(examples.get(g.version)?.values() ?? [])].filter((e) => e.component === component);
      if (mine.length)
        g.headings = [
          { depth: 2, id: 'examples', text: tFor(g.locale)('playground.examples') },
          ...mine.map((e) => ({ depth: 3, id: `example-${e.name}`, text: e.title })),
          ...g.headings,
        ];
    }
    const sidebars = byVersion((v) => mergeSidebars(sidebarsByVersion[v], reference.sidebars[v]));
    site = buildSite(mergeGenerated(sources, reference.sources), sidebars, {
      categoryLabel: (locale, label) => tFor(locale)(`categories.${label}`),
      reference: (locale, version, id) => reference.renders.get(renderKey(locale, version, id)),
      titles: { search: (l) => tFor(l)('search.pageTitle'), notFound: (l) => tFor(l)('notFound.title') },
    });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  for (const s of site.sidebars) {
    actions.createSlice({
      id: sidebarSliceId(s.version, s.locale, s.name),
      component: slice('sidebar'),
      context: { items: s.items, locale: s.locale },
    });
  }

  const count = { doc: 0, redirect: 0, search: 0, 'not-found': 0 };
  for (const page of site.pages) {
    count[page.kind] += 1;
    switch (page.kind) {
      case 'doc': {
        const { model } = page;
        let html;
        try {
          html = renderPageBody(page, examples.get(model.version));
          addTwin(page, html);
        } catch (error) {
          reporter.panicOnBuild(`${model.path}: ${(error as Error).message}`);
          return;
        }
        const body = bodySliceId(page.path);
        actions.createSlice({ id: body, component: slice('body'), context: { html } });
        actions.createPage({
          path: page.path,
          component: template('doc'),
          context: { locale: model.locale, model },
          slices: {
            body,
            ...(model.sidebarName ? { sidebar: sidebarSliceId(model.version, model.locale, model.sidebarName) } : {}),
          },
        });
        break;
      }
      case 'redirect':
        actions.createPage({
          path: page.path,
          component: template('redirect'),
          context: { locale: page.locale, to: page.to },
        });
        break;
      case 'search':
      case 'not-found': {
        const { kind, path: pagePath, ...context } = page;
        const { locale, version } = context.shell;
        // The search page's form and results: an island hydrated as soon as the app runs.
        const island =
          kind === 'search'
            ? islandHtml('SearchPage', { version }, locale, { load: 'eager', label: tFor(locale)('search.title') })
            : undefined;
        actions.createPage({
          path: pagePath,
          component: template(kind),
          context: { locale, ...context, ...(island ? { island } : {}) },
        });
        break;
      }
    }
  }

  finishLlms(site.sidebars);
  reporter.info(`docs: ${count.doc} doc pages, ${site.sidebars.length} sidebars, ${count.redirect} redirects`);
}
