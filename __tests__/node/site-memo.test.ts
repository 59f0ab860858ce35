import { buildSite, type DocSource } from '../../src/node/pages';
import { siteKey, storable, withCurrentContent } from '../../src/node/site-memo';

const doc = (p: Partial<DocSource> & Pick<DocSource, 'id' | 'locale'>): DocSource => ({
  version: 'v8',
  repoPath: `content/${p.locale}/${p.version ?? 'v8'}/${p.id || 'index'}.mdx`,
  file: `${p.id || 'index'}.mdx`,
  title: `Title ${p.id}`,
  headings: [],
  code: `code of ${p.id}`,
  ...p,
});
const sources = [
  doc({ id: '', locale: 'en', sourceHash: 'aaaaaaaaaaaa' }),
  doc({ id: 'intro/cli', locale: 'en', sourceHash: 'bbbbbbbbbbbb' }),
  doc({ id: 'intro/cli', locale: 'ja', recordedHash: 'bbbbbbbbbbbb', title: 'CLI ja', code: 'ja code' }),
  doc({ id: '', version: 'v7', locale: 'en' }),
];
const sidebars = { v8: { docs: ['', 'intro/cli'] }, v7: { docs: [''] } };
const key = siteKey(sources, sidebars, 'ref1');
const titles = { search: () => 'Search', notFound: () => 'Not found' };

describe('siteKey', () => {
  it('does not change when only a page body (and so its hash) changes', () => {
    const edited = sources.map((s) =>
      s.id === 'intro/cli' && s.locale === 'en' ? { ...s, code: 'new code', sourceHash: 'cccccccccccc' } : s,
    );
    expect(siteKey(edited, sidebars, 'ref1')).toBe(key);
  });

  it('changes with titles, headings, sidebars and generated sections', () => {
    expect(
      siteKey(
        sources.map((s) => ({ ...s, title: `${s.title}!` })),
        sidebars,
        'ref1',
      ),
    ).not.toBe(key);
    expect(
      siteKey(
        sources.map((s) => ({ ...s, headings: [{ depth: 2, id: 'x', text: 'X' }] })),
        sidebars,
        'ref1',
      ),
    ).not.toBe(key);
    expect(siteKey(sources, { ...sidebars, v7: { docs: [] } }, 'ref1')).not.toBe(key);
    expect(siteKey(sources, sidebars, 'ref2')).not.toBe(key);
  });
});

describe('withCurrentContent', () => {
  it('puts the current bodies into kept models, by the file each page reads', () => {
    const site = buildSite(sources, sidebars, { titles });
    const edited = sources.map((s) => (s.locale === 'en' && s.version === 'v8' ? { ...s, code: `new ${s.id}` } : s));
    const updated = withCurrentContent(site, edited, () => undefined);
    const code = (path: string) => (updated.pages.find((p) => p.path === path) as { code: string }).code;
    expect(code('/intro/cli')).toBe('new intro/cli');
    expect(code('/ja/intro/cli')).toBe('ja code'); // the translation has its own file
    expect(code('/ja/')).toBe('new '); // untranslated: the English text
    expect(code('/v7/')).toBe('code of ');
    // Pages whose body did not change are the same objects.
    expect(updated.pages.find((p) => p.path === '/v7/')).toBe(site.pages.find((p) => p.path === '/v7/'));
  });

  it('marks a translation stale when its English page changes, and current again when it is restamped', () => {
    const site = buildSite(sources, sidebars, { titles });
    const ja = (s: typeof site) =>
      (s.pages.find((p) => p.path === '/ja/intro/cli') as { model: { stale: boolean } }).model;
    expect(ja(site).stale).toBe(false);
    const changed = sources.map((s) =>
      s.id === 'intro/cli' && s.locale === 'en' ? { ...s, sourceHash: 'cccccccccccc' } : s,
    );
    const stale = withCurrentContent(site, changed, () => undefined);
    expect(ja(stale).stale).toBe(true);
    expect(ja(buildSite(changed, sidebars, { titles }))).toEqual(ja(stale)); // as a full build says
    expect(ja(withCurrentContent(stale, sources, () => undefined)).stale).toBe(false);
  });

  it('puts back what a site kept on disk leaves out: bodies and generated sections', () => {
    const render = { kind: 'index' as const, data: [] };
    const site = buildSite(sources, sidebars, {
      titles,
      reference: (l, v, id) => (id === 'intro/cli' ? render : undefined),
    });
    const stored = JSON.parse(JSON.stringify(storable(site)));
    const back = withCurrentContent(stored, sources, (l, v, id) => (id === 'intro/cli' ? render : undefined));
    const page = back.pages.find((p) => p.path === '/intro/cli') as { code: string; reference: unknown };
    expect(page.code).toBe('code of intro/cli');
    expect(page.reference).toBe(render);
    expect(JSON.stringify(back)).toBe(JSON.stringify(site));
  });
});
