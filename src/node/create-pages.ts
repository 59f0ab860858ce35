// createPages: reads the content inventory, builds the page models (src/node/pages.ts),
// renders each page body to HTML (src/node/bodies.ts, src/node/render) and creates the pages. A
// page's body and its version's sidebar are Gatsby slices: their data is loaded once and cached
// in the browser, and a page's own data stays small.
//
// `gatsby develop` runs this again after every saved file, and Gatsby deletes every page the
// run does not create again: so every page is created every time, and each run is cheap because
// what did not change is not computed again (compiled MDX, reference data and bodies are kept,
// in memory and in .cache/). A content problem is reported (src/node/diagnostics.ts) without
// stopping the run: the other pages stay, and the failing page shows its last good version.
// `gatsby build` stops on any problem.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Actions, CreatePagesArgs, Node } from 'gatsby';
import { tFor } from '../i18n';
import { describeBrokenLink, findBrokenLinks, type PageLinks } from '../lib/link-check';
import { byVersion, DEFAULT_LOCALE } from '../lib/routes';
import { mergeSidebars } from '../lib/sidebar';
import type { DocVersion, Heading, Locale, SidebarName } from '../lib/types';
import { bodyStore, pageBody, problemBody, type RenderedBody } from './bodies';
import { loadComponentDescriptions } from './component-descriptions';
import { diskStore } from './cache/disk';
import { compileFile, fileState, saveDiskCache, usableDoc, type FileState } from './content/store';
import { sampleDiagnostics } from './samples/build';
import type { DocLocation } from './content-node';
import { DiagnosticsPublisher, formatDiagnostic, type Diagnostic } from './diagnostics';
import { isDevelop } from './gatsby-seams';
import { searchPageHtml } from './render/search-page';
import { addTwin, finishLlms } from './markdown/store';
import { assertPageComponent } from './page-checks';
import { buildSite, expandSharedVersions, mergeGenerated, type BuildProblem, type DocSource } from './pages';
import { loadPlaygroundsCached, type PlaygroundExample } from './playgrounds/load';
import { cachedReference } from './reference-cache';
import { renderKey } from './reference-pages';
import { siteKey, storable, withCurrentContent } from './site-memo';
import { siteRedirects } from './host-files';
import { notFoundScript } from './not-found-script';
import { searchPageScript } from './search-page-script';
import { loadSidebars, placeOf, sidebarFile } from './sidebars';
import { stylesStamp } from './styles-stamp';
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

/** The fields of a `Doc` node this step reads: which file it is (its content comes from the compile). */
type DocNode = Node & Omit<DocLocation, 'id'> & { docId: string; absolutePath: string };

/** A written page from its file's compile (the last good one while the file fails). */
function toSource(n: DocNode, state: FileState): DocSource {
  const doc = usableDoc(state);
  // Translations record the English file as it is now, even while it fails to compile.
  const textHash = state.ok ? state.doc.hash : state.hash;
  return {
    version: n.version,
    locale: n.locale,
    id: n.docId,
    repoPath: n.repoPath,
    file: n.file,
    title: doc.frontmatter.title,
    sidebarLabel: doc.frontmatter.sidebar_label,
    description: doc.frontmatter.description,
    keywords: doc.frontmatter.keywords,
    hideTableOfContents: doc.frontmatter.hide_table_of_contents,
    headings: doc.headings,
    code: doc.code,
    sourceHash: n.locale === DEFAULT_LOCALE ? englishHash(n.absolutePath, textHash) : undefined,
    recordedHash: doc.frontmatter.source_hash,
    versions: doc.frontmatter.versions,
    redirectFrom: doc.frontmatter.redirect_from,
  };
}

/**
 * The context object given to Gatsby for a page or slice, the same object as in the last run
 * while what it is made from is the same object (a kept model, sidebar or body). Gatsby compares
 * every page's context with the last one, deeply, twice per run; the same object compares at once.
 */
const contexts = new Map<string, { from: unknown; context: Record<string, unknown> }>();
function sameContext(key: string, from: unknown, make: () => Record<string, unknown>): Record<string, unknown> {
  const last = contexts.get(key);
  if (last && last.from === from && from !== undefined) return last.context;
  const context = make();
  contexts.set(key, { from, context });
  return context;
}

/** Milliseconds per step of one run, printed in one line. */
function stopwatch() {
  let last = Date.now();
  const started = last;
  const laps: string[] = [];
  return {
    lap(label: string) {
      const now = Date.now();
      laps.push(`${label} ${((now - last) / 1000).toFixed(2)}`);
      last = now;
    },
    line: () => `in ${((Date.now() - started) / 1000).toFixed(1)} s (${laps.join(', ')})`,
  };
}

const publisher = new DiagnosticsPublisher(process.cwd());
interface StoredSite {
  key: string;
  site: ReturnType<typeof buildSite>;
  problems: BuildProblem[];
}
let lastSite: StoredSite | null = null;
/** The body of each page object; a page kept from the last run (same object) keeps its body. */
const bodyOfPage = new WeakMap<object, RenderedBody>();

/**
 * What translations record of an English file (src/node/translation.ts), by the hash of its text:
 * read once per change.
 */
const englishHashes = new Map<string, string>();
function englishHash(file: string, contentHash: string): string {
  const key = `${file}:${contentHash}`;
  let hash = englishHashes.get(key);
  if (!hash) {
    hash = sourceHash(fs.readFileSync(file, 'utf8'));
    englishHashes.set(key, hash);
  }
  return hash;
}

export async function createDocPages({
  actions: gatsbyActions,
  reporter,
  getNodesByType,
}: CreatePagesArgs): Promise<void> {
  const root = process.cwd();
  const time = stopwatch();
  const styles = stylesStamp(root);
  const diagnostics: Diagnostic[] = [];
  // Every page we create is checked for a renderable component first.
  const actions: Pick<Actions, 'createPage' | 'createSlice'> = {
    createPage: (page) => {
      assertPageComponent(page.component, `/docs${page.path}`);
      gatsbyActions.createPage(page);
    },
    createSlice: (s) => gatsbyActions.createSlice(s),
  };

  // The inventory: one Doc node per content file (src/node/content-node.ts).
  const written: { node: DocNode; state: FileState; source: DocSource }[] = [];
  for (const node of getNodesByType('Doc') as DocNode[]) {
    // Content comes from the compile, not from the node: Gatsby keeps nodes between runs, and
    // a node made by an older version of the pipeline would carry its older headings.
    const state = fileState(node.absolutePath) ?? compileFile(node.absolutePath, node.repoPath);
    written.push({ node, state, source: toSource(node, state) });
    if (!state.ok)
      for (const p of state.problems)
        diagnostics.push({ severity: 'error', file: p.file, line: p.line, column: p.column, message: p.reason });
  }
  time.lap('sources');

  const { examples, problems: playgroundProblems, stamp: playgroundStamp } = loadPlaygroundsCached(root);
  for (const p of playgroundProblems)
    diagnostics.push({ severity: 'error', file: p.file, line: p.line, column: p.column, message: p.reason });
  time.lap('playgrounds');
  const { sidebars: writtenSidebars, problems: sidebarLoadProblems } = loadSidebars(root);
  diagnostics.push(...sidebarLoadProblems);
  time.lap('sidebars');

  const buildProblems: BuildProblem[] = [];
  const sources = expandSharedVersions(
    written.map((w) => w.source),
    buildProblems,
  );
  const docIndex = byVersion(() => new Map<string, Set<string>>());
  for (const s of sources)
    if (s.locale === DEFAULT_LOCALE) docIndex[s.version].set(s.id, new Set(s.headings.map((h) => h.id)));
  const descriptions = new Map(
    sources.filter((s) => s.description).map((s) => [renderKey(s.locale, s.version, s.id), s.description as string]),
  );
  // An archived version's components have a sentence each instead of a written overview.
  const components = loadComponentDescriptions(root);
  diagnostics.push(...components.problems);
  for (const [key, text] of components.descriptions) if (!descriptions.has(key)) descriptions.set(key, text);
  const headings = new Map<string, readonly Heading[]>(
    sources.filter((s) => s.locale === DEFAULT_LOCALE).map((s) => [`${s.version}:${s.id}`, s.headings]),
  );
  const {
    result: reference,
    reused,
    generation,
  } = cachedReference(root, docIndex, descriptions, (version, id) => headings.get(`${version}:${id}`));
  time.lap(`reference${reused ? ` (${reused})` : ''}`);

  // A generated component page without a written overview lists its examples first.
  const generated = reference.sources.map((g) => {
    const component = g.id.startsWith('api/') ? g.id.slice(4) : null;
    if (!component || docIndex[g.version].has(g.id)) return g;
    const mine = [...(examples.get(g.version)?.values() ?? [])].filter((e) => e.component === component);
    if (!mine.length) return g;
    return {
      ...g,
      headings: [
        { depth: 2, id: 'examples', text: tFor(g.locale)('playground.examples') },
        ...mine.map((e) => ({ depth: 3, id: `example-${e.name}`, text: e.title })),
        ...g.headings,
      ],
    };
  });
  // The models, reused when only page bodies changed (src/node/site-memo.ts), also across runs.
  const merged = mergeGenerated(sources, generated);
  const key = siteKey(sources, writtenSidebars, `${generation}:${playgroundStamp}`);
  const renders = (locale: Locale, version: DocVersion, id: string) =>
    reference.renders.get(renderKey(locale, version, id));
  let kept: 'memory' | 'disk' | false = lastSite?.key === key ? 'memory' : false;
  const siteStore = diskStore<StoredSite>(root, 'site');
  if (!kept) {
    const stored = siteStore.get('site');
    if (stored?.key === key) {
      lastSite = stored;
      kept = 'disk';
    }
  }
  if (!kept || !lastSite) {
    const problems: BuildProblem[] = [];
    const sidebars = byVersion((v) => mergeSidebars(writtenSidebars[v] ?? {}, reference.sidebars[v]));
    const built = buildSite(merged, sidebars, {
      categoryLabel: (locale, label) => tFor(locale)(`categories.${label}`),
      reference: renders,
      titles: { search: (l) => tFor(l)('search.pageTitle'), notFound: (l) => tFor(l)('notFound.title') },
      problems,
    });
    lastSite = { key, site: built, problems };
    siteStore.set('site', { key, site: storable(built), problems });
    if (isDevelop()) siteStore.saveSoon();
    else siteStore.save();
  }
  const site = withCurrentContent(lastSite.site, merged, renders);
  diagnostics.push(...[...buildProblems, ...lastSite.problems].map((p) => fromBuildProblem(p, root)));
  time.lap(kept ? `site (${kept})` : 'site');

  // Bodies: rendered when their inputs changed; a failing file shows its last good body, or
  // (never compiled) its problems.
  const stateOf = new Map(written.map((w) => [w.node.repoPath, w.state]));
  const bodies = new Map<string, RenderedBody>();
  let rendered = 0;
  for (const page of site.pages) {
    if (page.kind !== 'doc') continue;
    const { model } = page;
    const state = stateOf.get(page.repoPath);
    let body: RenderedBody;
    const same = bodyOfPage.get(page);
    if (state && !state.ok && !state.lastGood) {
      body = problemBody(state.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.reason}`));
    } else if (same) {
      body = same; // the same page object as last run: same inputs (see withCurrentContent)
    } else {
      try {
        const result = pageBody(
          root,
          page,
          {
            reference: `${generation}:${renderKey(model.locale, model.version, model.id)}`,
            playgrounds: playgroundStamp,
          },
          examples.get(model.version),
        );
        body = result.body;
        bodyOfPage.set(page, body);
        if (result.rendered) rendered += 1;
      } catch (error) {
        diagnostics.push({
          severity: 'error',
          file: page.repoPath,
          message: `${(error as Error).message} (rendering ${model.path})`,
        });
        body = problemBody([(error as Error).message]);
      }
    }
    bodies.set(page.path, body);
    addTwin(page, body.html);
  }
  time.lap(`bodies (${rendered} rendered)`);

  diagnostics.push(...checkLinks(site.pages, bodies, written, examples, root));
  time.lap('links');
  // Code samples, as checked before the content compile (an edit in the development server rechecks its file).
  diagnostics.push(
    ...sampleDiagnostics(
      written.map((w) => w.node.repoPath),
      isDevelop() ? 'warning' : 'error',
    ),
  );
  time.lap('samples');

  for (const s of site.sidebars) {
    actions.createSlice({
      id: sidebarSliceId(s.version, s.locale, s.name),
      component: slice('sidebar'),
      context: sameContext(`sidebar ${s.version} ${s.locale} ${s.name}`, s, () => ({
        items: s.items,
        locale: s.locale,
      })),
    });
  }

  const count = { doc: 0, search: 0, 'not-found': 0 };
  for (const page of site.pages) {
    count[page.kind] += 1;
    switch (page.kind) {
      case 'doc': {
        const { model } = page;
        const body = bodySliceId(page.path);
        actions.createSlice({
          id: body,
          component: slice('body'),
          context: sameContext(`body ${page.path}`, bodies.get(page.path), () => ({
            html: bodies.get(page.path)?.html ?? '',
          })),
        });
        actions.createPage({
          path: page.path,
          component: template('doc'),
          context: sameContext(`page ${page.path} ${styles}`, model, () => ({ locale: model.locale, model, styles })),
          slices: {
            body,
            ...(model.sidebarName ? { sidebar: sidebarSliceId(model.version, model.locale, model.sidebarName) } : {}),
          },
        });
        break;
      }
      case 'search':
      case 'not-found': {
        const { kind, path: pagePath, ...context } = page;
        const { locale } = context.shell;
        // The search page's form and result list, and the script of its element, which fills it.
        const search =
          kind === 'search' ? { html: searchPageHtml(locale, context.url), script: searchPageScript() } : {};
        const created = {
          component: template(kind),
          context: sameContext(`page ${pagePath} ${styles}`, page, () => ({
            locale,
            ...context,
            ...search,
            ...(kind === 'not-found' ? { script: notFoundScript() } : {}),
            styles,
          })),
        };
        actions.createPage({ path: pagePath, ...created });
        // Gatsby copies /404/ to /404.html (what hosts and its development server ask for) only
        // when /404/ first appears or changes, and then deletes the copy as "not created" in a
        // later run of createPages: the development browser then gets a 404 for its data. So the
        // copy is created here, in every run.
        if (pagePath === '/404/') actions.createPage({ path: '/404.html', ...created });
        break;
      }
    }
  }
  time.lap('create');

  // Redirects: the reviewed list and frontmatter `redirect_from`, checked against the pages and
  // their anchors; Gatsby gets each one, and the build writes the host rules from them.
  const moves = siteRedirects(site.pages, sources, bodies);
  for (const p of moves.problems) diagnostics.push({ severity: isDevelop() ? 'warning' : 'error', ...p });
  for (const r of moves.redirects)
    gatsbyActions.createRedirect({
      fromPath: r.from,
      toPath: r.to,
      isPermanent: r.permanent,
      redirectInBrowser: false,
    });
  time.lap('redirects');

  finishLlms(site.sidebars);
  // Kept for the next start; the development server writes a little after a burst of edits.
  if (isDevelop()) {
    saveDiskCache(true);
    bodyStore(root).saveSoon();
  } else {
    saveDiskCache();
    bodyStore(root).keepOnlyUsed();
    bodyStore(root).save();
  }
  reporter.info(
    `docs: ${count.doc} doc pages, ${site.sidebars.length} sidebars, ` +
      `${moves.redirects.length} redirects ${time.line()}`,
  );

  const { errors } = publisher.publish(diagnostics, reporter);
  buildErrors = isDevelop() ? 0 : errors.length;
}

/** Content errors the last createPages of a build reported (listed then). */
let buildErrors = 0;

/**
 * Stops a build that has content errors, once the pages are created (onPostBootstrap).
 * Stopping inside createPages, while Gatsby still stores the pages it was given, left the
 * process hanging after "failed createPages" instead of exiting.
 */
export function stopBuildOnContentErrors({ reporter }: { reporter: CreatePagesArgs['reporter'] }): void {
  if (buildErrors) reporter.panicOnBuild(`The build stops on ${buildErrors} content error(s), listed above.`);
}

function fromBuildProblem(p: BuildProblem, root: string): Diagnostic {
  if (p.sidebar) {
    const file = sidebarFile(p.sidebar.version);
    const source = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '';
    return {
      severity: 'error',
      file,
      ...(p.sidebar.id !== undefined ? placeOf(source, p.sidebar.id) : {}),
      message: p.message,
    };
  }
  return { severity: 'error', file: p.file ?? 'content', message: p.message.replace(`${p.file}: `, '') };
}

/**
 * Written links and `<Playground>` ids against what was built: every page with its body's ids,
 * redirects and search pages, and static files. Warnings in development, errors in a build.
 */
function checkLinks(
  pages: ReturnType<typeof buildSite>['pages'],
  bodies: ReadonlyMap<string, RenderedBody>,
  written: { node: DocNode; state: FileState }[],
  examples: ReadonlyMap<DocVersion, ReadonlyMap<string, PlaygroundExample>>,
  root: string,
): Diagnostic[] {
  const severity = isDevelop() ? 'warning' : 'error';
  const docByRepoPath = new Map(written.map((w) => [w.node.repoPath, usableDoc(w.state)]));
  const anchors = new Map([...bodies].map(([p, b]) => [p, new Set(b.ids)]));
  const others = new Set(pages.filter((p) => p.kind !== 'doc').map((p) => p.path));
  const toCheck: PageLinks[] = [];
  const out: Diagnostic[] = [];
  for (const page of pages) {
    if (page.kind !== 'doc' || !page.code) continue;
    const file = page.repoPath;
    const doc = docByRepoPath.get(file);
    if (!doc) continue;
    const { locale, version } = page.model;
    toCheck.push({
      path: page.path,
      from: { kind: 'page', locale, version, file: page.model.file },
      file,
      links: doc.links,
    });
    for (const use of doc.playgrounds)
      if (!examples.get(version)?.has(use.id))
        out.push({
          severity: 'error',
          file,
          line: use.line,
          column: use.column,
          message:
            `<Playground id="${use.id}">: no such example for ${version} ` +
            `(content/playgrounds/${version}/${use.id}.md)`,
        });
  }
  const broken = findBrokenLinks(toCheck, {
    anchors,
    exists: (pagePath) =>
      others.has(pagePath) || others.has(`${pagePath}/`) || fs.existsSync(path.join(root, 'static', pagePath)),
  });
  for (const b of broken) {
    const message = describeBrokenLink(b).slice(`${b.file}:${b.line}:${b.column}: `.length);
    out.push({ severity, file: b.file, line: b.line, column: b.column, message });
  }
  return dedupe(out);
}

/** One message per place and text: a file built in two locales or versions is reported once. */
function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, Diagnostic>();
  for (const d of list) {
    const key = formatDiagnostic({ ...d, message: d.message.replace(/ \(on \/docs\/[^)]*\)/, '') });
    if (!seen.has(key)) seen.set(key, d);
  }
  return [...seen.values()];
}
