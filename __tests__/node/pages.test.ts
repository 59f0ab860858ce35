import { buildDocPages, buildSitePages, ContentError, expandSharedVersions, mergeGenerated, type DocSource } from '../../src/node/pages';
import type { SidebarsInput } from '../../src/lib/types';

function doc(partial: Partial<DocSource> & Pick<DocSource, 'id' | 'version' | 'locale'>): DocSource {
  const root = partial.locale === 'en' ? `content/docs/${partial.version}` : `content/i18n/${partial.locale}/${partial.version}`;
  const file = `${partial.id || 'index'}.mdx`;
  return { repoPath: `${root}/${file}`, file, title: `Title ${partial.id}`, headings: [], code: `compiled ${root}/${file}`, ...partial };
}

const sources: DocSource[] = [
  doc({ id: '', version: 'v8', locale: 'en', title: 'Home' }),
  doc({ id: 'intro/cli', version: 'v8', locale: 'en', title: 'Ionic CLI', headings: [{ depth: 2, id: 'install', text: 'Install' }] }),
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
      ['/', '/intro/cli', '/updating/8-0', '/test/page1', '/v7/', '/v7/intro/cli', '/ja/', '/ja/intro/cli', '/ja/updating/8-0', '/ja/test/page1', '/ja/v7/', '/ja/v7/intro/cli'].sort(),
    );
  });

  it('uses a translation when there is one and marks untranslated pages', () => {
    expect(find('/ja/intro/cli').model).toMatchObject({ title: 'Ionic CLI（日本語）', translated: true, editUrl: expect.stringContaining('content/i18n/ja/v8/intro/cli.mdx') });
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

  it('gives pages outside every sidebar no sidebar', () => {
    expect(find('/test/page1').model).toMatchObject({ sidebarName: null, breadcrumbs: [], previous: null, next: null });
  });

  it('resolves each sidebar once per version and locale, with translated labels', () => {
    expect(built.map((s) => `${s.version}/${s.locale}/${s.name}`)).toEqual(['v8/en/docs', 'v8/ja/docs', 'v7/en/docs', 'v7/ja/docs']);
    const ja = buildDocPages(sources, sidebars, { categoryLabel: (l, label) => (l === 'ja' && label === 'Intro' ? 'はじめに' : label) }).sidebars[1];
    expect(ja.items[1]).toMatchObject({ type: 'category', label: 'はじめに', items: [{ label: 'Ionic CLI（日本語）', href: '/docs/ja/intro/cli' }] });
  });

  it('fails naming the files when a doc id is taken twice, or a translation has no source', () => {
    const again = doc({ id: 'intro/cli', version: 'v8', locale: 'en', repoPath: 'content/docs/v8/intro/cli/index.mdx' });
    expect(() => buildDocPages([...sources, again], sidebars)).toThrow(/content\/docs\/v8\/intro\/cli\/index\.mdx: same doc id "intro\/cli" as content\/docs\/v8\/intro\/cli\.mdx/);
    expect(() => buildDocPages([...sources, doc({ id: 'nope', version: 'v8', locale: 'ja' })], sidebars)).toThrow(ContentError);
  });

  it('fails when a sidebar names a missing doc', () => {
    expect(() => buildDocPages(sources, { ...sidebars, v7: { docs: ['updating/8-0'] } })).toThrow(/Valid doc ids for v7/);
  });
});

describe('mergeGenerated', () => {
  const written = [
    doc({ id: 'api/button', version: 'v8', locale: 'en', title: 'ion-button', description: 'Buttons.', headings: [{ depth: 2, id: 'overview', text: 'Overview' }] }),
  ];
  const gen = (locale: 'en' | 'ja', id: string) =>
    doc({ id, version: 'v8', locale, title: id, code: '', editable: false, headings: [{ depth: 2, id: 'properties', text: locale === 'ja' ? 'プロパティ' : 'Properties' }] });

  it('puts a written overview above the generated content', () => {
    const merged = mergeGenerated(written, [gen('en', 'api/button'), gen('ja', 'api/button'), gen('en', 'api/badge'), gen('ja', 'api/badge')]);
    const button = merged.filter((s) => s.id === 'api/button');
    expect(button).toHaveLength(1);
    expect(button[0]).toMatchObject({ title: 'ion-button', generated: true, code: written[0].code });
    expect(button[0].headings.map((h) => h.id)).toEqual(['overview', 'properties']);
    expect(merged.filter((s) => s.id === 'api/badge').map((s) => s.locale)).toEqual(['en', 'ja']);
    expect(written[0].headings).toHaveLength(1); // inputs are not mutated
  });
});

describe('translation records', () => {
  const base = [doc({ id: '', version: 'v8', locale: 'en', sourceHash: 'aaaaaaaaaaaa' }), doc({ id: '', version: 'v7', locale: 'en' })];
  const sb = { v8: { docs: [''] }, v7: { docs: [''] } } as Record<'v8' | 'v7', SidebarsInput>;
  const ja = (recordedHash: string | null) => buildDocPages([...base, doc({ id: '', version: 'v8', locale: 'ja', recordedHash })], sb).pages.find((p) => p.path === '/ja/')!.model;
  it('marks a translation made from an older English page as stale, with the English link', () => {
    expect(ja('aaaaaaaaaaaa')).toMatchObject({ translated: true, stale: false });
    expect(ja('bbbbbbbbbbbb')).toMatchObject({ translated: true, stale: true, englishHref: '/docs/' });
  });
});

describe('shared versions and redirects', () => {
  it('builds a page listing versions: [v8, v7] in both trees, and refuses a clash', () => {
    const shared = doc({ id: 'contributing/coc', version: 'v8', locale: 'en', versions: ['v8', 'v7'] });
    const out = expandSharedVersions([shared]);
    expect(out.map((s) => s.version)).toEqual(['v8', 'v7']);
    expect(out[1]).toMatchObject({ repoPath: shared.repoPath, file: shared.file, versions: null });
    expect(() => expandSharedVersions([shared, doc({ id: 'contributing/coc', version: 'v7', locale: 'en' })])).toThrow(/content\/docs\/v7\/contributing\/coc\.mdx exists too/);
    expect(() => expandSharedVersions([doc({ id: 'x', version: 'v8', locale: 'en', versions: ['v9'] })])).toThrow(/not one of v8, v7/);
  });
  it('lists redirects from old ids in every locale, and refuses one that is a page', () => {
    const moved = doc({ id: 'react/add-to-existing', version: 'v8', locale: 'en', redirectFrom: ['react/old-name'] });
    const { redirects } = buildDocPages([...sources, moved], sidebars);
    expect(redirects).toEqual([
      { version: 'v8', locale: 'en', from: 'react/old-name', to: 'react/add-to-existing' },
      { version: 'v8', locale: 'ja', from: 'react/old-name', to: 'react/add-to-existing' },
    ]);
    const bad = doc({ id: 'react/x', version: 'v8', locale: 'en', redirectFrom: ['intro/cli'] });
    expect(() => buildDocPages([...sources, bad], sidebars)).toThrow(/"intro\/cli" \(v8\) redirects to "react\/x" but is a page itself/);
  });
});

describe('site pages', () => {
  it('has a search page per version and locale and a not-found page per locale', () => {
    const { pages } = buildDocPages(sources, sidebars);
    const site = buildSitePages(pages, { search: (l) => (l === 'ja' ? '検索' : 'Search'), notFound: () => 'Not found' });
    expect(site.map((p) => `${p.kind} ${p.path}`)).toEqual(['search /search', 'search /v7/search', 'not-found /404/', 'search /ja/search', 'search /ja/v7/search', 'not-found /ja/404/']);
    const v7ja = site.find((p) => p.path === '/ja/v7/search')!;
    expect(v7ja).toMatchObject({ title: '検索', url: '/docs/ja/v7/search', shell: { locale: 'ja', version: 'v7', sidebarName: null } });
    expect(v7ja.shell.versionLinks).toEqual([
      { version: 'v8', href: '/docs/ja/search' },
      { version: 'v7', href: '/docs/ja/v7/search' },
    ]);
  });
});
