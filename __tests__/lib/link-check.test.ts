import { describeBrokenLink, editDistance, findBrokenLinks, nearest, type PageLinks } from '../../src/lib/link-check';

const page = (links: PageLinks['links'], over: Partial<PageLinks> = {}): PageLinks => ({
  path: '/theming/basics',
  from: { kind: 'page', locale: 'en', version: 'v8', file: 'theming/basics.mdx' },
  file: 'content/docs/v8/theming/basics.mdx',
  links,
  ...over,
});
const at = (href: string, line = 3, column = 5) => ({ href, line, column });

// What the site has: page paths (as given to createPage) with the ids in their bodies.
const anchors = new Map<string, Set<string>>([
  ['/theming/basics', new Set(['pitfalls', 'global-config'])],
  ['/theming/colors', new Set(['adding-a-color', 'layered-colors'])],
  ['/api/button', new Set(['properties', 'property-expand', 'css-shadow-parts'])],
  ['/intro/cli', new Set([])],
  ['/v7/theming/colors', new Set(['adding-a-color'])],
  ['/ja/theming/colors', new Set(['adding-a-color'])],
]);

describe('editDistance and nearest', () => {
  it('counts single-character edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
  it('picks the closest candidate, the first in order on a tie', () => {
    expect(nearest('theming/color', ['theming/colors', 'theming/basics'])).toBe('theming/colors');
    expect(nearest('ab', ['ax', 'ay'])).toBe('ax');
    expect(nearest('x', [])).toBeNull();
  });
});

describe('findBrokenLinks', () => {
  it('accepts links to pages and anchors that exist, in every form the resolver reads', () => {
    const links = [
      at('/theming/colors'),
      at('/theming/colors#adding-a-color'),
      at('./colors#layered-colors'),
      at('../api/button#property-expand'),
      at('/docs/intro/cli'),
      at('#pitfalls'),
      at('https://example.com/x#y'),
      at('?tab=react'),
    ];
    expect(findBrokenLinks([page(links)], { anchors })).toEqual([]);
  });

  it('names a link to a missing page with its place and the nearest doc id of its version', () => {
    const broken = findBrokenLinks([page([at('/theming/colours#adding-a-color', 12, 8)])], { anchors });
    expect(broken).toEqual([
      {
        file: 'content/docs/v8/theming/basics.mdx',
        line: 12,
        column: 8,
        href: '/theming/colours#adding-a-color',
        page: '/theming/basics',
        missing: 'page',
        suggestion: '/theming/colors#adding-a-color',
      },
    ]);
    expect(describeBrokenLink(broken[0])).toBe(
      'content/docs/v8/theming/basics.mdx:12:8: link "/theming/colours#adding-a-color" leads to no page (on ' +
        '/docs/theming/basics); did you mean "/theming/colors#adding-a-color"?',
    );
  });

  it('names a missing anchor and the nearest id of the target page, and same-page anchors too', () => {
    const broken = findBrokenLinks([page([at('/api/button#propertys'), at('#pitfall')])], { anchors });
    expect(broken.map((b) => [b.missing, b.suggestion])).toEqual([
      ['anchor', '/api/button#properties'],
      ['anchor', '#pitfalls'],
    ]);
  });

  it('resolves in the page’s own version and locale', () => {
    const v7 = { kind: 'page' as const, locale: 'en' as const, version: 'v7' as const, file: 'theming/basics.mdx' };
    expect(findBrokenLinks([page([at('/theming/colors#adding-a-color')], { from: v7 })], { anchors })).toEqual([]);
    expect(findBrokenLinks([page([at('/api/button')], { from: v7 })], { anchors })[0]).toMatchObject({
      missing: 'page',
    });
    const ja = { kind: 'page' as const, locale: 'ja' as const, version: 'v8' as const, file: 'theming/basics.mdx' };
    expect(findBrokenLinks([page([at('/theming/colors#adding-a-color')], { from: ja })], { anchors })).toEqual([]);
  });

  it('accepts what exists without a body (redirects, search, static files) and percent-encoded anchors', () => {
    const exists = (p: string) => p === '/search' || p === '/img/logo.svg';
    expect(findBrokenLinks([page([at('/search'), at('/img/logo.svg')])], { anchors, exists })).toEqual([]);
    const encoded = new Map([['/intro/cli', new Set(['インストール'])]]);
    expect(
      findBrokenLinks([page([at(`/intro/cli#${encodeURIComponent('インストール')}`)])], { anchors: encoded }),
    ).toEqual([]);
  });
});
