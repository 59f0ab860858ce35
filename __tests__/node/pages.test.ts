import {
  buildDocPages,
  buildSite,
  buildSitePages,
  ContentError,
  expandSharedVersions,
  type BuildProblem,
  mergeGenerated,
  type DocSource,
  type NotFoundPage,
  type SearchPage,
} from '../../src/node/pages';
import type { ReferenceRender } from '../../src/lib/reference-types';
import type { SidebarsInput } from '../../src/lib/types';

function doc(partial: Partial<DocSource> & Pick<DocSource, 'id' | 'version' | 'locale'>): DocSource {
  const root =
    partial.locale === 'en' ? `content/docs/${partial.version}` : `content/i18n/${partial.locale}/${partial.version}`;
  const file = `${partial.id || 'index'}.mdx`;
  return {
    repoPath: `${root}/${file}`,
    file,
    title: `Title ${partial.id}`,
    headings: [],
    code: `compiled ${root}/${file}`,
    ...partial,
  };
}

const sources: DocSource[] = [
  doc({ id: '', version: 'v8', locale: 'en', title: 'Home' }),
  doc({
    id: 'intro/cli',
    version: 'v8',
    locale: 'en',
    title: 'Ionic CLI',
    headings: [{ depth: 2, id: 'install', text: 'Install' }],
  }),
  doc({ id: 'updating/8-0', version: 'v8', locale: 'en', title: 'Upgrade' }),
  doc({ id: 'test/page1', version: 'v8', locale: 'en' }),
  doc({ id: '', version: 'v7', locale: 'en', title: 'Home 7' }),
  doc({ id: 'intro/cli', version: 'v7', locale: 'en', title: 'Ionic CLI 7' }),
  doc({ id: 'intro/cli', version: 'v8', locale: 'ja', title: 'Ionic CLI（日本語）' }),
];
const sidebars: Record<'v8' | 'v7', SidebarsInput> = {
  v8: { docs: ['', { type: 'category', label: 'Intro', items: ['intro/cli'] }, 'updating/8-0'] },
  v7: { docs: ['', 'intro/cli'] },
};

describe('buildDocPages', () => {
  const { pages, sidebars: built } = buildDocPages(sources, sidebars);
  const find = (path: string) => pages.find((p) => p.path === path)!;

  it('builds every English page in both locales', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(
      [
        '/',
        '/intro/cli',
        '/updating/8-0',
        '/test/page1',
        '/v7/',
        '/v7/intro/cli',
        '/ja/',
        '/ja/intro/cli',
        '/ja/updating/8-0',
        '/ja/test/page1',
        '/ja/v7/',
        '/ja/v7/intro/cli',
      ].sort(),
    );
  });

  it('uses a translation when there is one and marks untranslated pages', () => {
    expect(find('/ja/intro/cli').model).toMatchObject({
      title: 'Ionic CLI（日本語）',
      translated: true,
      editUrl: expect.stringContaining('content/i18n/ja/v8/intro/cli.mdx'),
    });
    expect(find('/ja/updating/8-0').model).toMatchObject({ title: 'Upgrade', translated: false });
    expect(find('/ja/updating/8-0').code).toBe('compiled content/docs/v8/updating/8-0.mdx');
    expect(find('/intro/cli').model.translated).toBe(true);
  });

  it('computes the page model', () => {
    const m = find('/intro/cli').model;
    expect(m.sidebarName).toBe('docs');
    expect(m.breadcrumbs).toEqual([{ label: 'Intro' }, { label: 'Ionic CLI' }]);
    expect(m.previous).toEqual({ label: 'Home', href: '/docs/' });
    expect(m.next).toEqual({ label: 'Upgrade', href: '/docs/updating/8-0' });
    expect(m.toc).toEqual([{ id: 'install', text: 'Install', depth: 2, children: [] }]);
    expect(m.alternates).toEqual([
      { locale: 'en', href: '/docs/intro/cli' },
      { locale: 'ja', href: '/docs/ja/intro/cli' },
    ]);
    expect(m.nav['updating/8-0']).toBe('/docs/updating/8-0');
    expect(m.nav.components).toBeNull();
  });

  it('keeps the page when switching version, else lands on that version home', () => {
    expect(find('/ja/intro/cli').model.versionLinks).toEqual([
      { version: 'v8', href: '/docs/ja/intro/cli' },
      { version: 'v7', href: '/docs/ja/v7/intro/cli' },
    ]);
    expect(find('/updating/8-0').model.versionLinks[1]).toEqual({ version: 'v7', href: '/docs/v7/' });
  });

  it('marks the pages of the archived version with the same page in the current one, or its home', () => {
    const withOld = buildDocPages([...sources, doc({ id: 'intro/old', version: 'v7', locale: 'en' })], sidebars);
    const at = (path: string) => withOld.pages.find((p) => p.path === path)!.model.archived;
    expect(at('/intro/cli')).toBeNull();
    expect(at('/ja/')).toBeNull();
    expect(at('/v7/intro/cli')).toEqual({
      ionicMajor: 7,
      latestIonicMajor: 8,
      latestHref: '/docs/intro/cli',
      samePage: true,
    });
    expect(at('/ja/v7/intro/cli')).toMatchObject({ latestHref: '/docs/ja/intro/cli', samePage: true });
    expect(at('/v7/')).toMatchObject({ latestHref: '/docs/', samePage: true });
    expect(at('/ja/v7/intro/old')).toEqual({
      ionicMajor: 7,
      latestIonicMajor: 8,
      latestHref: '/docs/ja/',
      samePage: false,
    });
  });

  it('gives pages outside every sidebar no sidebar', () => {
    expect(find('/test/page1').model).toMatchObject({ sidebarName: null, breadcrumbs: [], previous: null, next: null });
  });

  it('resolves each sidebar once per version and locale, with translated labels', () => {
    expect(built.map((s) => `${s.version}/${s.locale}/${s.name}`)).toEqual([
      'v8/en/docs',
      'v8/ja/docs',
      'v7/en/docs',
      'v7/ja/docs',
    ]);
    const ja = buildDocPages(sources, sidebars, {
      categoryLabel: (l, label) => (l === 'ja' && label === 'Intro' ? 'はじめに' : label),
    }).sidebars[1];
    expect(ja.items[1]).toMatchObject({
      type: 'category',
      label: 'はじめに',
      items: [{ label: 'Ionic CLI（日本語）', href: '/docs/ja/intro/cli' }],
    });
  });

  it('fails naming the files when a doc id is taken twice, or a translation has no source', () => {
    const again = doc({
      id: 'intro/cli',
      version: 'v8',
      locale: 'en',
      repoPath: 'content/docs/v8/intro/cli/index.mdx',
    });
    expect(() => buildDocPages([...sources, again], sidebars)).toThrow(
      /content\/docs\/v8\/intro\/cli\/index\.mdx: same doc id "intro\/cli" as content\/docs\/v8\/intro\/cli\.mdx/,
    );
    expect(() => buildDocPages([...sources, doc({ id: 'nope', version: 'v8', locale: 'ja' })], sidebars)).toThrow(
      ContentError,
    );
  });

  it('fails when a sidebar names a missing doc', () => {
    expect(() => buildDocPages(sources, { ...sidebars, v7: { docs: ['updating/8-0'] } })).toThrow(
      /Valid doc ids for v7/,
    );
  });
});

describe('with a problem sink (the development server)', () => {
  it('reports what a build stops on, and builds every other page', () => {
    const again = doc({
      id: 'intro/cli',
      version: 'v8',
      locale: 'en',
      repoPath: 'content/docs/v8/intro/cli/index.mdx',
    });
    const orphan = doc({ id: 'nope', version: 'v8', locale: 'ja', repoPath: 'content/i18n/ja/v8/nope.mdx' });
    const moved = doc({ id: 'react/x', version: 'v8', locale: 'en' });
    const problems: BuildProblem[] = [];
    const { pages } = buildDocPages(
      [...sources, again, orphan, moved],
      { ...sidebars, v7: { docs: ['', 'updating/8-0'] } },
      { problems },
    );
    expect(problems).toEqual([
      {
        message: 'content/docs/v8/intro/cli/index.mdx: same doc id "intro/cli" as content/docs/v8/intro/cli.mdx',
        file: 'content/docs/v8/intro/cli/index.mdx',
      },
      {
        message: 'content/i18n/ja/v8/nope.mdx: translation of "nope" (v8) has no English page to translate',
        file: 'content/i18n/ja/v8/nope.mdx',
      },
      {
        message: 'sidebar "docs" names doc "updating/8-0", which does not exist',
        sidebar: { version: 'v7', id: 'updating/8-0' },
      },
    ]);
    expect(pages.find((p) => p.path === '/intro/cli')?.repoPath).toBe('content/docs/v8/intro/cli.mdx');
    expect(pages.some((p) => p.path === '/ja/nope')).toBe(false);
    expect(pages.some((p) => p.path === '/react/x')).toBe(true);
  });

  it('builds a shared page in its other versions unless they have their own file', () => {
    const shared = doc({ id: 'contributing/coc', version: 'v8', locale: 'en', versions: ['v8', 'v7', 'v9'] });
    const own = doc({ id: 'contributing/coc', version: 'v7', locale: 'en' });
    const problems: BuildProblem[] = [];
    expect(expandSharedVersions([shared, own], problems)).toHaveLength(2);
    expect(problems.map((p) => p.file)).toEqual([shared.repoPath, shared.repoPath]);
  });
});

describe('mergeGenerated', () => {
  const written = [
    doc({
      id: 'api/button',
      version: 'v8',
      locale: 'en',
      title: 'ion-button',
      description: 'Buttons.',
      headings: [{ depth: 2, id: 'overview', text: 'Overview' }],
    }),
  ];
  const gen = (locale: 'en' | 'ja', id: string) =>
    doc({
      id,
      version: 'v8',
      locale,
      title: id,
      code: '',
      editable: false,
      headings: [{ depth: 2, id: 'properties', text: locale === 'ja' ? 'プロパティ' : 'Properties' }],
    });

  it('puts a written overview above the generated content', () => {
    const merged = mergeGenerated(written, [
      gen('en', 'api/button'),
      gen('ja', 'api/button'),
      gen('en', 'api/badge'),
      gen('ja', 'api/badge'),
    ]);
    const button = merged.filter((s) => s.id === 'api/button');
    expect(button).toHaveLength(1);
    expect(button[0]).toMatchObject({ title: 'ion-button', generated: true, code: written[0].code });
    expect(button[0].headings.map((h) => h.id)).toEqual(['overview', 'properties']);
    expect(merged.filter((s) => s.id === 'api/badge').map((s) => s.locale)).toEqual(['en', 'ja']);
    expect(written[0].headings).toHaveLength(1); // inputs are not mutated
  });
});

describe('translation records', () => {
  const base = [
    doc({ id: '', version: 'v8', locale: 'en', sourceHash: 'aaaaaaaaaaaa' }),
    doc({ id: '', version: 'v7', locale: 'en' }),
  ];
  const sb = { v8: { docs: [''] }, v7: { docs: [''] } } as Record<'v8' | 'v7', SidebarsInput>;
  const ja = (recordedHash: string | null) =>
    buildDocPages([...base, doc({ id: '', version: 'v8', locale: 'ja', recordedHash })], sb).pages.find(
      (p) => p.path === '/ja/',
    )!.model;
  it('marks a translation made from an older English page as stale, with the English link', () => {
    expect(ja('aaaaaaaaaaaa')).toMatchObject({ translated: true, stale: false });
    expect(ja('bbbbbbbbbbbb')).toMatchObject({ translated: true, stale: true, englishHref: '/docs/' });
  });
});

describe('shared versions', () => {
  it('builds a page listing versions: [v8, v7] in both trees, and refuses a clash', () => {
    const shared = doc({ id: 'contributing/coc', version: 'v8', locale: 'en', versions: ['v8', 'v7'] });
    const out = expandSharedVersions([shared]);
    expect(out.map((s) => s.version)).toEqual(['v8', 'v7']);
    expect(out[1]).toMatchObject({ repoPath: shared.repoPath, file: shared.file, versions: null });
    expect(() => expandSharedVersions([shared, doc({ id: 'contributing/coc', version: 'v7', locale: 'en' })])).toThrow(
      /content\/docs\/v7\/contributing\/coc\.mdx exists too/,
    );
    expect(() => expandSharedVersions([doc({ id: 'x', version: 'v8', locale: 'en', versions: ['v9'] })])).toThrow(
      /not one of v8, v7/,
    );
  });
});

describe('site pages', () => {
  it('has a search page per version and locale and a not-found page per locale', () => {
    const { pages } = buildDocPages(sources, sidebars);
    const site = buildSitePages(pages, {
      search: (l) => (l === 'ja' ? '検索' : 'Search'),
      notFound: () => 'Not found',
    });
    expect(site.map((p) => `${p.kind} ${p.path}`)).toEqual([
      'search /search',
      'search /v7/search',
      'not-found /404/',
      'search /ja/search',
      'search /ja/v7/search',
      'not-found /ja/404/',
    ]);
    const v7ja = site.find((p) => p.path === '/ja/v7/search')!;
    expect(v7ja).toMatchObject({
      title: '検索',
      url: '/docs/ja/v7/search',
      shell: { locale: 'ja', version: 'v7', sidebarName: null },
    });
    expect(v7ja.shell.versionLinks).toEqual([
      { version: 'v8', href: '/docs/ja/search' },
      { version: 'v7', href: '/docs/ja/v7/search' },
    ]);
    // The archived version's search page has the notice, leading to the current search page.
    expect(v7ja).toMatchObject({ archived: { latestHref: '/docs/ja/search', samePage: true } });
    expect(site.find((p) => p.path === '/search')).toMatchObject({ archived: null });
  });
});

describe('search and not-found models', () => {
  const { pages } = buildDocPages(sources, sidebars);
  const titles = {
    search: (l: string) => (l === 'ja' ? '検索' : 'Search'),
    notFound: (l: string) => (l === 'ja' ? '見つかりません' : 'Not found'),
  };
  const site = buildSitePages(pages, titles);
  const at = <P extends SearchPage | NotFoundPage>(path: string) => site.find((p) => p.path === path) as P;

  it('a search page stays in its version: shell, alternates and navbar links of that version', () => {
    const v7 = at<SearchPage>('/v7/search');
    expect(v7).toMatchObject({ kind: 'search', url: '/docs/v7/search', title: 'Search' });
    expect(v7.shell).toMatchObject({
      id: 'search',
      locale: 'en',
      version: 'v7',
      sidebarName: null,
      outsideDocs: false,
    });
    expect(v7.shell.alternates).toEqual([
      { locale: 'en', href: '/docs/v7/search' },
      { locale: 'ja', href: '/docs/ja/v7/search' },
    ]);
    // The v7 home's navbar links (v7 has no upgrade guide page), not the current version's.
    expect(v7.shell.nav).toEqual(find(pages, '/v7/').model.nav);
    expect(v7.shell.nav).not.toEqual(find(pages, '/').model.nav);
    // In the current version the navbar follows the reader's preferred version.
    expect(at<SearchPage>('/search').shell.outsideDocs).toBe(true);
  });

  it("the not-found page of each locale: title, search button and the home page's version links", () => {
    const ja = at<NotFoundPage>('/ja/404/');
    expect(ja).toMatchObject({
      kind: 'not-found',
      url: '/docs/ja/404/',
      title: '見つかりません',
      searchHref: '/docs/ja/search',
    });
    expect(ja.shell).toMatchObject({
      id: '404',
      locale: 'ja',
      version: 'v8',
      outsideDocs: true,
      nav: find(pages, '/ja/').model.nav,
    });
    expect(ja.shell.versionLinks).toEqual(find(pages, '/ja/').model.versionLinks);
    expect(at<NotFoundPage>('/404/')).toMatchObject({
      title: 'Not found',
      searchHref: '/docs/search',
      shell: { locale: 'en' },
    });
  });

  it('fails without the docs home', () => {
    expect(() =>
      buildSitePages(
        pages.filter((p) => p.path !== '/ja/'),
        titles,
      ),
    ).toThrow(/content\/docs\/v8\/index\.mdx \(the docs home\) is missing/);
  });
});

function find(pages: { path: string }[], path: string) {
  return pages.find((p) => p.path === path) as ReturnType<typeof buildDocPages>['pages'][number];
}

describe('buildSite: every page by kind', () => {
  const moved = doc({
    id: 'updating/8-0',
    version: 'v8',
    locale: 'en',
    title: 'Upgrade',
    redirectFrom: ['intro/upgrading'],
  });
  const render: ReferenceRender = { kind: 'index', data: [{ label: 'Group', items: [] }] };
  const { pages, sidebars: built } = buildSite([...sources.filter((s) => s.id !== 'updating/8-0'), moved], sidebars, {
    titles: { search: () => 'Search', notFound: () => 'Not found' },
    reference: (locale, version, id) =>
      id === 'intro/cli' && version === 'v8' ? { ...render, data: [{ label: locale, items: [] }] } : undefined,
  });

  it('lists docs pages, search and not-found pages, each once (redirects are not pages)', () => {
    const count = (kind: string) => pages.filter((p) => p.kind === kind).length;
    expect([count('doc'), count('search'), count('not-found')]).toEqual([12, 4, 2]);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(built).toHaveLength(4);
    expect(pages.find((p) => p.kind === 'not-found' && p.shell.locale === 'ja')).toMatchObject({
      path: '/ja/404/',
      routesHref: '/docs/not-found/ja.json',
    });
  });

  it('gives a docs page the generated sections of its own locale', () => {
    const doc = (path: string) => pages.find((p) => p.path === path);
    expect(doc('/intro/cli')).toMatchObject({ kind: 'doc', reference: { kind: 'index', data: [{ label: 'en' }] } });
    expect(doc('/ja/intro/cli')).toMatchObject({ kind: 'doc', reference: { kind: 'index', data: [{ label: 'ja' }] } });
    expect(doc('/v7/intro/cli')).toMatchObject({ kind: 'doc', reference: null });
  });
});
