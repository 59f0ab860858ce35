// One backend choice for the modal and the search page; Algolia requests checked without network.
import { algoliaConfig, algoliaResult } from '../../src/search/algolia';
import { algoliaBackend, chooseBackend, MODAL_RESULTS, pagefindBackend } from '../../src/search/backend';

const keys = { GATSBY_ALGOLIA_APP_ID: 'APP', GATSBY_ALGOLIA_SEARCH_KEY: 'KEY' };
const DIR = '/docs/pagefind/';

describe('the backend choice', () => {
  it('is Pagefind unless both Algolia keys are set; the index defaults to ionicframework', () => {
    expect(chooseBackend({}, DIR).name).toBe('pagefind');
    expect(chooseBackend({ GATSBY_ALGOLIA_APP_ID: 'APP' }, DIR).name).toBe('pagefind');
    expect(chooseBackend({ GATSBY_ALGOLIA_SEARCH_KEY: 'KEY', GATSBY_ALGOLIA_INDEX: 'docs' }, DIR).name).toBe(
      'pagefind',
    );
    expect(chooseBackend(keys, DIR).name).toBe('algolia');
    expect(algoliaConfig(keys)).toEqual({ appId: 'APP', apiKey: 'KEY', indexName: 'ionicframework' });
    expect(algoliaConfig({ ...keys, GATSBY_ALGOLIA_INDEX: 'docs2' })?.indexName).toBe('docs2');
  });

  it('gives the modal the same backend: the hosted index with contextual facets, or the local one', () => {
    expect(chooseBackend(keys, DIR).docSearch({ locale: 'ja', version: 'v7' })).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'ionicframework',
      searchParameters: { facetFilters: ['language:ja', 'version:v7'] },
    });
    const local = chooseBackend({}, DIR).docSearch({ locale: 'ja', version: 'v7' });
    expect(local).toMatchObject({ appId: 'local', apiKey: 'local', indexName: 'pagefind-ja-v7' });
    expect('transformSearchClient' in local && typeof local.transformSearchClient).toBe('function');
    expect('searchParameters' in local).toBe(false);
  });
});

describe('Pagefind backend', () => {
  const page = {
    total: 1,
    results: [
      {
        url: '/docs/v7/api/button',
        title: 'ion-button',
        section: 'Buttons',
        excerpt: '<mark>button</mark>',
        subResults: [],
      },
    ],
  };

  it("searches the reader's version, page by page", async () => {
    const search = jest.fn().mockResolvedValue(page);
    await expect(
      pagefindBackend(search).search('button', { locale: 'ja', version: 'v7', offset: 10, limit: 10 }),
    ).resolves.toBe(page);
    expect(search).toHaveBeenCalledWith('button', 'v7', 10, 10);
  });

  it("answers the modal's requests from the same search, in its version", async () => {
    const search = jest.fn().mockResolvedValue(page);
    const props = pagefindBackend(search).docSearch({ locale: 'en', version: 'v7' });
    if (!('transformSearchClient' in props)) throw new Error('no local client');
    const original = { search: jest.fn() } as never;
    const client = props.transformSearchClient(original) as unknown as {
      search: (p: unknown) => Promise<{ results: { nbHits: number }[] }>;
    };
    const response = await client.search({ requests: [{ query: 'button' }] });
    expect(search).toHaveBeenCalledWith('button', 'v7', 0, MODAL_RESULTS);
    expect(response.results[0].nbHits).toBe(1);
  });
});

describe('Algolia backend (fake fetch, no network)', () => {
  const hit = {
    url: '/docs/ja/v7/api/button#properties',
    content: 'raw',
    hierarchy: { lvl0: 'Components', lvl1: 'ion-button', lvl2: 'Properties', lvl3: null },
    _snippetResult: { content: { value: 'the <mark>button</mark> type' } },
  };

  it("asks the hosted index for the reader's language and version, one page at a time", async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValue({ ok: true, status: 200, json: async () => ({ hits: [hit], nbHits: 31 }) });
    const backend = algoliaBackend({ appId: 'APP', apiKey: 'KEY', indexName: 'ionicframework' }, fetchImpl);
    const page = await backend.search('button', { locale: 'ja', version: 'v7', offset: 20, limit: 10 });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://APP-dsn.algolia.net/1/indexes/ionicframework/query');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'X-Algolia-Application-Id': 'APP', 'X-Algolia-API-Key': 'KEY' },
    });
    expect(JSON.parse(init.body)).toMatchObject({
      query: 'button',
      facetFilters: ['language:ja', 'version:v7'],
      page: 2,
      hitsPerPage: 10,
    });
    expect(page).toEqual({
      total: 31,
      results: [
        {
          url: hit.url,
          title: 'Properties',
          section: 'ion-button',
          excerpt: 'the <mark>button</mark> type',
          subResults: [],
        },
      ],
    });
  });

  it('reports an error answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 403, json: async () => ({}) });
    await expect(
      algoliaBackend({ appId: 'A', apiKey: 'K', indexName: 'i' }, fetchImpl).search('x', {
        locale: 'en',
        version: 'v8',
        offset: 0,
        limit: 10,
      }),
    ).rejects.toThrow(/403/);
  });

  it('shows a page-level record under its category', () => {
    expect(
      algoliaResult({ url: '/docs/intro/cli', hierarchy: { lvl0: 'Getting started', lvl1: 'Ionic CLI' } }),
    ).toEqual({
      url: '/docs/intro/cli',
      title: 'Ionic CLI',
      section: 'Getting started',
      excerpt: '',
      subResults: [],
    });
  });
});
