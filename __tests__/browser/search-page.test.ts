/**
 * @jest-environment jsdom
 */
// <docs-search-page> (src/components/SearchPage/element.ts) on the markup the build renders for
// it (src/node/render/search-page.tsx), with the attributes the template gives it, over a
// search backend that answers from a list. The bundled script itself is
// __tests__/node/search-page-script.test.ts.
import { defineSearchPage } from '../../src/components/SearchPage/element';
import { SEARCH_PAGE_MESSAGES } from '../../src/components/SearchPage/contract';
import { tFor } from '../../src/i18n';
import { searchPageHtml } from '../../src/node/render/search-page';
import type { SearchOptions } from '../../src/search/backend';
import type { SearchResult, SearchResultsPage } from '../../src/search/results';

const mockSearch = jest.fn<Promise<SearchResultsPage>, [string, SearchOptions]>();
jest.mock('../../src/search/backend', () => ({
  searchBackend: (dir: string) => {
    (globalThis as unknown as { __dir: string }).__dir = dir;
    return { search: (q: string, o: SearchOptions) => mockSearch(q, o) };
  },
}));

const result = (n: number, extra: Partial<SearchResult> = {}): SearchResult => ({
  url: `/docs/api/page-${n}`,
  title: `Page ${n}`,
  section: 'Components',
  excerpt: `about <mark>page</mark> ${n} &amp; more`,
  subResults: [],
  ...extra,
});

/** The total and results for a query: `count` results in all, served `limit` at a time. */
function serve(count: number) {
  mockSearch.mockImplementation(async (q, { offset, limit }) => ({
    total: count,
    results: Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => result(offset + i + 1)),
  }));
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

/** What IntersectionObserver was given, so a test can bring the list's end into view. */
const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    observed.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
}

function mount(locale: 'en' | 'ja' = 'en', address = '/docs/search') {
  window.history.replaceState(null, '', address);
  document.documentElement.lang = locale;
  const t = tFor(locale);
  const messages = JSON.stringify(Object.fromEntries(SEARCH_PAGE_MESSAGES.map((k) => [k, t(`search.${k}`)])));
  const page = document.createElement('docs-search-page');
  page.setAttribute('data-version', 'v7');
  page.setAttribute('data-pagefind', '/docs/pagefind/');
  page.setAttribute('data-messages', messages);
  page.innerHTML = searchPageHtml(locale, '/docs/search');
  document.body.replaceChildren(page);
  return page;
}

const titles = () => [...document.querySelectorAll('.search-result__title')].map((a) => a.textContent);
const status = () => document.querySelector('.search-page__status')?.textContent;
const input = () => document.getElementById('search-page-input') as HTMLInputElement;

beforeAll(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  defineSearchPage();
});
beforeEach(() => {
  mockSearch.mockReset();
  observed.length = 0;
});

describe('<docs-search-page>', () => {
  it('searches ?q= on arrival in the version and index it is given, with the query in the box', async () => {
    serve(2);
    mount('en', '/docs/v7/search?q=toggle');
    await flush();
    expect(input().value).toBe('toggle');
    expect(mockSearch).toHaveBeenCalledWith('toggle', { locale: 'en', version: 'v7', offset: 0, limit: 10 });
    expect((globalThis as unknown as { __dir: string }).__dir).toBe('/docs/pagefind/');
    expect(titles()).toEqual(['Page 1', 'Page 2']);
    expect(status()).toBe('2 pages match “toggle”.');
    const first = document.querySelector('.search-result') as HTMLElement;
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/docs/api/page-1');
    // The excerpt's HTML is kept: the match marked, the rest as text.
    expect(first.querySelector('.search-result__excerpt')?.innerHTML).toBe('about <mark>page</mark> 1 &amp; more');
  });

  it('writes what is typed to ?q= and searches it; an empty box empties the list', async () => {
    serve(1);
    mount('en', '/docs/search');
    await flush();
    expect(mockSearch).not.toHaveBeenCalled();
    input().value = 'modal';
    input().dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('modal');
    expect(titles()).toEqual(['Page 1']);
    input().value = '';
    input().dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(window.location.search).toBe('');
    expect(titles()).toEqual([]);
    expect(status()).toBe('');
  });

  it('answers each keystroke once after the element has been moved', async () => {
    serve(1);
    const page = mount('en', '/docs/search');
    page.remove();
    document.body.append(page);
    await flush();
    input().value = 'menu';
    input().dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(mockSearch.mock.calls.filter(([q]) => q === 'menu')).toHaveLength(1);
  });

  it('searches on submit instead of reloading the page', async () => {
    serve(1);
    mount('en', '/docs/search');
    input().value = 'tabs';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(submit);
    await flush();
    expect(submit.defaultPrevented).toBe(true);
    expect(mockSearch).toHaveBeenCalledWith('tabs', expect.objectContaining({ offset: 0 }));
  });

  it('says when nothing matches, in the page language, and when a misspelt word was corrected', async () => {
    mockSearch.mockResolvedValueOnce({ total: 0, results: [] });
    mount('ja', '/docs/ja/search?q=blorp');
    await flush();
    expect(status()).toBe(tFor('ja')('search.noResults', { query: 'blorp' }));
    mockSearch.mockResolvedValueOnce({ total: 1, results: [result(1)], query: 'toggle' });
    input().value = 'toogle';
    input().dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(status()).toBe(tFor('ja')('search.countCorrected', { count: 1, query: 'toogle', corrected: 'toggle' }));
  });

  it('shows the answer to the latest query when an earlier one answers last', async () => {
    let answerFirst: (page: SearchResultsPage) => void = () => {};
    mockSearch.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    mockSearch.mockResolvedValueOnce({ total: 1, results: [result(2)] });
    mount('en', '/docs/search?q=tog');
    input().value = 'toggle';
    input().dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    answerFirst({ total: 1, results: [result(1)] });
    await flush();
    expect(titles()).toEqual(['Page 2']);
  });

  it('loads the next results when the end of the list comes into view, until there are no more', async () => {
    serve(23);
    mount('en', '/docs/search?q=ionic');
    await flush();
    expect(titles()).toHaveLength(10);
    const watcher = observed[0];
    expect(watcher.targets).toEqual([document.querySelector('.search-page__more')]);
    const inView = () =>
      watcher.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        watcher as unknown as IntersectionObserver,
      );
    inView();
    await flush();
    expect(mockSearch).toHaveBeenLastCalledWith('ionic', expect.objectContaining({ offset: 10 }));
    inView();
    await flush();
    expect(titles()).toHaveLength(23);
    expect(titles()[22]).toBe('Page 23');
    expect(watcher.targets).toEqual([]); // nothing more to load
  });

  it("shows a result's framework copies and first headings", async () => {
    mockSearch.mockResolvedValueOnce({
      total: 1,
      results: [
        result(1, {
          variants: [{ framework: 'vue', url: '/docs/vue/x' }],
          subResults: [1, 2, 3, 4].map((n) => ({ title: `H${n}`, url: `/docs/api/page-1#h${n}`, excerpt: '' })),
        }),
      ],
    });
    mount('en', '/docs/search?q=x');
    await flush();
    const variants = document.querySelector('.search-result__variants');
    expect(variants?.textContent).toBe('Also forVue');
    expect(variants?.querySelector('a')?.getAttribute('href')).toBe('/docs/vue/x');
    expect([...document.querySelectorAll('.search-result__subs a')].map((a) => a.textContent)).toEqual([
      'H1',
      'H2',
      'H3',
    ]);
  });

  it('says when search fails', async () => {
    mockSearch.mockRejectedValueOnce(new Error('index missing'));
    mount('en', '/docs/search?q=x');
    await flush();
    expect(status()).toBe('Search is unavailable: index missing');
  });

  it('follows the address on back and forward', async () => {
    serve(1);
    mount('en', '/docs/search?q=one');
    await flush();
    window.history.replaceState(null, '', '/docs/search?q=two');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await flush();
    expect(input().value).toBe('two');
    expect(mockSearch).toHaveBeenLastCalledWith('two', expect.anything());
  });
});
