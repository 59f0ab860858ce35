import { pagefindSearchClient, toDocSearchHits } from '../../src/search/docsearch';
import { canonicalUrl, normalise } from '../../src/search/pagefind';

const result = {
  url: '/docs/api/datetime',
  title: 'ion-datetime',
  section: 'Date & Time Pickers',
  excerpt: 'pick a <mark>date</mark>',
  subResults: [{ title: 'Time zones', url: '/docs/api/datetime#time-zones', excerpt: 'the <mark>date</mark> in UTC' }],
};

describe('Pagefind results', () => {
  it('become the site URLs and plain results', () => {
    expect(canonicalUrl('/docs/api/datetime/')).toBe('/docs/api/datetime');
    expect(canonicalUrl('/docs/ja/v7/intro/cli/#install')).toBe('/docs/ja/v7/intro/cli#install');
    expect(canonicalUrl('/docs/v7/')).toBe('/docs/v7/');
    expect(
      normalise({
        url: '/docs/api/datetime/',
        excerpt: 'x',
        meta: { title: 'ion-datetime', section: 'Date & Time Pickers' },
        sub_results: [
          { title: 'ion-datetime', url: '/docs/api/datetime/', excerpt: 'x' },
          { title: 'Time zones', url: '/docs/api/datetime/#time-zones', excerpt: 'y' },
        ],
      }),
    ).toEqual({
      url: '/docs/api/datetime',
      title: 'ion-datetime',
      section: 'Date & Time Pickers',
      excerpt: 'x',
      subResults: [{ title: 'Time zones', url: '/docs/api/datetime#time-zones', excerpt: 'y' }],
    });
  });

  it('become Algolia-shaped DocSearch hits grouped by page', () => {
    const hits = toDocSearchHits([{ ...result, title: 'Dates & times' }]);
    expect(hits.map((h) => [h.type, h.url, h.hierarchy.lvl0, h.hierarchy.lvl1, h.hierarchy.lvl2])).toEqual([
      ['lvl1', '/docs/api/datetime', 'Dates & times', 'Dates & times', null],
      ['lvl2', '/docs/api/datetime#time-zones', 'Dates & times', 'Dates & times', 'Time zones'],
    ]);
    expect(hits[0]._highlightResult.hierarchy.lvl0.value).toBe('Dates &amp; times');
    expect(hits[1]._snippetResult.content?.value).toBe('the <mark>date</mark> in UTC');
  });

  it('answer DocSearch requests without calling the original client', async () => {
    const original = { search: jest.fn(), addAlgoliaAgent: jest.fn(), transporter: { algoliaAgent: { value: '' } } };
    const search = jest.fn().mockResolvedValue([result]);
    const client = pagefindSearchClient<typeof original>(search)(original);
    const response = (await (client.search as unknown as (p: unknown) => Promise<unknown>)({
      requests: [{ query: ' datetime ', indexName: 'x', hitsPerPage: 20 }],
    })) as { results: { hits: unknown[]; nbHits: number; query: string }[] };
    expect(search).toHaveBeenCalledWith('datetime');
    expect(original.search).not.toHaveBeenCalled();
    expect(response.results[0]).toMatchObject({ nbHits: 2, query: 'datetime' });
  });
});
