import { extractLinksAndIds, resolveHref } from '../../src/lib/crawl';

describe('crawl helpers', () => {
  it('extracts hrefs and ids', () => {
    const { hrefs, ids } = extractLinksAndIds(
      '<a class="x" href="/docs/a?x=1&amp;y=2#b">A</a><h2 id="b">B</h2><div id="プロパティ"></div>',
    );
    expect(hrefs).toEqual(['/docs/a?x=1&y=2#b']);
    expect([...ids]).toEqual(['b', 'プロパティ']);
  });
  it('finds ids given to two elements, not ids in comments', () => {
    expect(
      extractLinksAndIds('<h3 id="schedule">a</h3><h4 class="x" id="schedule">b</h4><p id="c"></p>').duplicateIds,
    ).toEqual(['schedule']);
    expect(
      extractLinksAndIds('<!-- slice-start id="s-1" --><div id="a"></div><!-- slice-end id="s-1" -->').duplicateIds,
    ).toEqual([]);
  });
  it('resolves relative, absolute and hash links', () => {
    expect(resolveHref('#top', '/docs/intro/cli')).toEqual({ path: '/docs/intro/cli', hash: 'top' });
    expect(resolveHref('../theming/basics#x', '/docs/intro/cli')).toEqual({ path: '/docs/theming/basics', hash: 'x' });
    expect(resolveHref('/docs/ja/%E3%81%82', '/docs/')).toEqual({ path: '/docs/ja/あ', hash: '' });
    expect(resolveHref('https://ionic.io', '/docs/')).toBeNull();
    expect(resolveHref('/elsewhere', '/docs/')).toEqual({ path: '/elsewhere', hash: '' });
  });
});
