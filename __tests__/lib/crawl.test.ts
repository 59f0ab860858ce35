import { extractLinksAndIds, resolveHref } from '../../src/lib/crawl';

describe('crawl helpers', () => {
  it('extracts hrefs and ids', () => {
    const { hrefs, ids } = extractLinksAndIds('<a class="x" href="/docs/a?x=1&amp;y=2#b">A</a><h2 id="b">B</h2><div id="プロパティ"></div>');
    expect(hrefs).toEqual(['/docs/a?x=1&y=2#b']);
    expect([...ids]).toEqual(['b', 'プロパティ']);
  });
  it('resolves relative, absolute and hash links', () => {
    expect(resolveHref('#top', '/docs/intro/cli')).toEqual({ path: '/docs/intro/cli', hash: 'top' });
    expect(resolveHref('../theming/basics#x', '/docs/intro/cli')).toEqual({ path: '/docs/theming/basics', hash: 'x' });
    expect(resolveHref('/docs/ja/%E3%81%82', '/docs/')).toEqual({ path: '/docs/ja/あ', hash: '' });
    expect(resolveHref('https://ionic.io', '/docs/')).toBeNull();
    expect(resolveHref('/elsewhere', '/docs/')).toEqual({ path: '/elsewhere', hash: '' });
  });
});
