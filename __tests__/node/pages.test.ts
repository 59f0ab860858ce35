import { buildDocPages, ContentError, mergeGenerated, type DocSource } from '../../src/node/pages';
import type { SidebarsInput } from '../../src/lib/types';

function doc(partial: Partial<DocSource> & Pick<DocSource, 'id' | 'version' | 'locale'>): DocSource {
  const root = partial.locale === 'en' ? `content/docs/${partial.version}` : `content/i18n/${partial.locale}/${partial.version}`;
  const file = `${partial.id || 'index'}.mdx`;
  return { repoPath: `${root}/${file}`, file, title: `Title ${partial.id}`, headings: [], contentFilePath: `/abs/${root}/${file}`, ...partial };
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
  const pages = buildDocPages(sources, sidebars);
  const find = (path: string) => pages.find((p) => p.path === path)!;

  it('builds every English page in both locales', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(
      ['/', '/intro/cli', '/updating/8-0', '/test/page1', '/v7/', '/v7/intro/cli', '/ja/', '/ja/intro/cli', '/ja/updating/8-0', '/ja/test/page1', '/ja/v7/', '/ja/v7/intro/cli'].sort(),
    );
  });

  it('uses a translation when there is one and marks untranslated pages', () => {
    expect(find('/ja/intro/cli').model).toMatchObject({ title: 'Ionic CLI（日本語）', translated: true, editUrl: expect.stringContaining('content/i18n/ja/v8/intro/cli.mdx') });
    expect(find('/ja/updating/8-0').model).toMatchObject({ title: 'Upgrade', translated: false });
    expect(find('/ja/updating/8-0').contentFilePath).toBe('/abs/content/docs/v8/updating/8-0.mdx');
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
    expect(find('/test/page1').model).toMatchObject({ sidebarName: null, sidebar: null, breadcrumbs: [], previous: null, next: null });
  });

  it('fails naming the file when a title is missing, or a translation has no source', () => {
    expect(() => buildDocPages([...sources, doc({ id: 'x', version: 'v8', locale: 'en', title: '' })], sidebars)).toThrow(
      /content\/docs\/v8\/x\.mdx: frontmatter has no "title"/,
    );
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
    doc({ id, version: 'v8', locale, title: id, contentFilePath: '', editable: false, headings: [{ depth: 2, id: 'properties', text: locale === 'ja' ? 'プロパティ' : 'Properties' }] });

  it('puts a written overview above the generated content', () => {
    const merged = mergeGenerated(written, [gen('en', 'api/button'), gen('ja', 'api/button'), gen('en', 'api/badge'), gen('ja', 'api/badge')]);
    const button = merged.filter((s) => s.id === 'api/button');
    expect(button).toHaveLength(1);
    expect(button[0]).toMatchObject({ title: 'ion-button', generated: true, contentFilePath: written[0].contentFilePath });
    expect(button[0].headings.map((h) => h.id)).toEqual(['overview', 'properties']);
    expect(merged.filter((s) => s.id === 'api/badge').map((s) => s.locale)).toEqual(['en', 'ja']);
    expect(written[0].headings).toHaveLength(1); // inputs are not mutated
  });
});
