// llms.txt sections from the sidebars, and sitemap entries with hreflang alternates.
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from '../../src/node/markdown/llms';
import { sitemapEntry, sitemapPages, type SitemapNode } from '../../src/node/sitemap';
import type { SidebarItem } from '../../src/lib/types';

const page = (id: string, title: string): LlmsPage => ({
  id,
  title,
  description: `About ${title}.`,
  url: `https://x.dev/docs/${id}`,
  twinUrl: `https://x.dev/docs/${id}.md`,
  markdown: `# ${title}\n\nBody of ${id}.`,
});
const doc = (id: string): SidebarItem => ({ type: 'doc', id, label: id, href: `/docs/${id}` });
const sidebars = [
  {
    name: 'docs',
    items: [
      doc('index'),
      { type: 'category', label: 'Getting Started', items: [doc('intro/environment')] },
      { type: 'category', label: 'Angular', items: [doc('angular/overview')] },
      {
        type: 'category',
        label: 'React',
        id: 'react/overview',
        href: '/docs/react/overview',
        items: [doc('react/quickstart')],
      },
      { type: 'category', label: 'Theming', items: [doc('theming/basics')] },
    ] as SidebarItem[],
  },
  { name: 'api', items: [doc('api/button')] },
  { name: 'cli', items: [doc('cli')] },
];
const pages = new Map(
  [
    'index',
    'intro/environment',
    'angular/overview',
    'react/overview',
    'react/quickstart',
    'theming/basics',
    'api/button',
    'cli',
    'intro/first-app',
  ].map((id) => [id, page(id, id.toUpperCase())]),
);

describe('llms.txt', () => {
  const sections = llmsSections(sidebars, pages);

  it('groups pages by sidebar section, frameworks together, unlisted pages last', () => {
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.id)])).toEqual([
      ['Getting Started', ['index', 'intro/environment']],
      ['Frameworks', ['angular/overview', 'react/overview', 'react/quickstart']],
      ['Theming', ['theming/basics']],
      ['Components', ['api/button']],
      ['CLI', ['cli']],
      ['Optional', ['intro/first-app']],
    ]);
  });

  it('follows the convention: title, summary, sections of links to the Markdown twins with descriptions', () => {
    const txt = llmsTxt(sections, { title: 'Ionic Framework', home: 'https://x.dev/docs/' });
    expect(txt).toMatch(/^# Ionic Framework\n\n> .+\n/);
    expect(txt).toContain(
      '## Frameworks\n\n- [ANGULAR/OVERVIEW](https://x.dev/docs/angular/overview.md): About ANGULAR/OVERVIEW.\n',
    );
  });

  it('llms-full.txt holds every page in the same order with its source URL', () => {
    const full = llmsFullTxt(sections, { title: 'Ionic Framework' });
    expect(full.indexOf('# INTRO/ENVIRONMENT')).toBeLessThan(full.indexOf('# API/BUTTON'));
    expect(full).toContain('Body of api/button.\n\nSource: https://x.dev/docs/api/button');
  });
});

describe('sitemap', () => {
  const nodes: SitemapNode[] = [
    {
      path: '/intro/environment',
      pageContext: {
        model: {
          id: 'intro/environment',
          alternates: [
            { locale: 'en', href: '/docs/intro/environment' },
            { locale: 'ja', href: '/docs/ja/intro/environment' },
          ],
        },
      },
    },
    { path: '/test/page1', pageContext: { model: { id: 'test/page1', alternates: [] } } },
    { path: '/search', pageContext: { shell: {} } as never },
    { path: '/old', pageContext: null },
  ];

  it('lists doc pages only, without the maintainers’ test pages', () => {
    expect(sitemapPages(nodes).map((n) => n.path)).toEqual(['/intro/environment']);
  });

  it('gives each page its language alternates and an x-default', () => {
    expect(sitemapEntry(nodes[0], 'https://x.dev')).toEqual({
      url: '/intro/environment',
      links: [
        { lang: 'en', url: 'https://x.dev/docs/intro/environment' },
        { lang: 'ja', url: 'https://x.dev/docs/ja/intro/environment' },
        { lang: 'x-default', url: 'https://x.dev/docs/intro/environment' },
      ],
    });
  });
});
