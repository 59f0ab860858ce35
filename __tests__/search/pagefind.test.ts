// The Pagefind search on fake modules: one instance per page language, the version filter, and
// the main thread taking over from a worker that does not answer.
import {
  createPagefindSearch,
  type PagefindFilters,
  type PagefindInstance,
  type PagefindModule,
} from '../../src/search/pagefind';

const hit = (path: string, title: string) => ({
  id: path,
  data: async () => ({
    url: `${path}/`,
    excerpt: `about <mark>${title}</mark>`,
    meta: { title, section: 'Components' },
    sub_results: [],
  }),
});

interface Made {
  options: Record<string, unknown>;
  settings: Record<string, unknown>[];
  searches: { q: string | null; filters?: PagefindFilters }[];
}

/** A module whose instances answer with `answer`, or never when `hangs` says so for their options. */
/** The searches a reader typed (not the look-ups of single quoted words for typos, ./typos.test.ts). */
const typed = (searches: { q: string | null }[]) => searches.filter((s) => s.q !== null && !s.q.startsWith('"'));

function fakeModule(hangs: (options: Record<string, unknown>) => boolean = () => false) {
  const made: Made[] = [];
  const imported: string[] = [];
  const mod: PagefindModule = {
    createInstance(options) {
      const record: Made = { options, settings: [], searches: [] };
      made.push(record);
      const instance: PagefindInstance = {
        async options(o) {
          record.settings.push(o);
        },
        search(q, o) {
          record.searches.push({ q, filters: o?.filters });
          if (hangs(options)) return new Promise(() => {});
          return Promise.resolve({
            results: [hit('/docs/api/toggle', 'ion-toggle'), hit('/docs/api/button', 'ion-button')],
          });
        },
      };
      return instance;
    },
  };
  const importModule = async (url: string) => {
    imported.push(url);
    return mod;
  };
  return { made, imported, importModule };
}

describe('Pagefind search', () => {
  it('loads the module once, filters by version, ranks by title and gives the site’s URLs', async () => {
    const fake = fakeModule();
    let lang = 'en';
    const search = createPagefindSearch(fake.importModule, '/docs/pagefind/', () => lang, 50);
    const page = await search('button', 'v7');
    expect(fake.imported).toEqual(['/docs/pagefind/pagefind.js']);
    expect(page.total).toBe(2);
    expect(page.results.map((r) => r.url)).toEqual(['/docs/api/button', '/docs/api/toggle']);
    expect(fake.made).toHaveLength(1);
    expect(fake.made[0].options).toEqual({ basePath: '/docs/pagefind/' });
    expect(fake.made[0].settings[0]).toMatchObject({ ranking: { termFrequency: 0.5 } });
    expect(typed(fake.made[0].searches)).toEqual([{ q: 'button', filters: { version: 'v7' } }]);
    // The same language reuses its instance; another language gets its own.
    await search('toggle', 'v8');
    expect(fake.made).toHaveLength(1);
    lang = 'ja';
    await search('トグル', 'v8');
    expect(fake.made).toHaveLength(2);
    expect(fake.imported).toHaveLength(1);
  });

  it('runs a search on the main thread when the worker has not answered by the deadline, and stays there', async () => {
    const fake = fakeModule((options) => !options.noWorker);
    const search = createPagefindSearch(fake.importModule, '/docs/pagefind/', () => 'en', 30);
    const page = await search('toggle', 'v8');
    expect(page.results[0].url).toBe('/docs/api/toggle');
    expect(fake.made.map((m) => m.options.noWorker ?? false)).toEqual([false, true]);
    await search('button', 'v8');
    // No new instance, and the worker was not asked again.
    expect(fake.made).toHaveLength(2);
    expect(typed(fake.made[0].searches)).toHaveLength(1);
    expect(typed(fake.made[1].searches).map((s) => s.q)).toEqual(['toggle', 'button']);
  });

  it('keeps the worker when it answers in time', async () => {
    const fake = fakeModule();
    const search = createPagefindSearch(fake.importModule, '/docs/pagefind/', () => 'en', 30);
    await search('toggle', 'v8');
    await new Promise((r) => setTimeout(r, 60));
    await search('button', 'v8');
    expect(fake.made).toHaveLength(1);
    expect(typed(fake.made[0].searches)).toHaveLength(2);
  });

  it('stays with a worker that answered first, even when the main thread answers later', async () => {
    const asked: string[] = [];
    const mod: PagefindModule = {
      createInstance: (options) => ({
        options: async () => undefined,
        search: (q) => {
          const where = options.noWorker ? 'main' : 'worker';
          asked.push(`${where} ${q}`);
          // Past the deadline (20 ms): the worker at 40 ms, the main thread 60 ms after it starts.
          return new Promise((resolve) => setTimeout(() => resolve({ results: [] }), where === 'main' ? 60 : 40));
        },
      }),
    };
    const search = createPagefindSearch(
      async () => mod,
      '/docs/pagefind/',
      () => 'en',
      20,
    );
    await search('toggle', 'v8');
    await new Promise((r) => setTimeout(r, 120)); // the main thread has answered too
    await search('button', 'v8');
    // The next search asks the worker first (it is slow again, so the main thread joins later).
    expect(asked.filter((a) => !a.includes('"')).slice(0, 3)).toEqual([
      'worker toggle',
      'main toggle',
      'worker button',
    ]);
  });

  it('loads the module again on the next search when it failed to load', async () => {
    const fake = fakeModule();
    let fail = true;
    const search = createPagefindSearch(
      (url) => (fail ? Promise.reject(new Error('offline')) : fake.importModule(url)),
      '/docs/pagefind/',
      () => 'en',
      30,
    );
    await expect(search('toggle', 'v8')).rejects.toThrow('offline');
    fail = false;
    expect((await search('toggle', 'v8')).total).toBe(2);
  });

  it('folds framework copies among the first results, keeping offsets and the total consistent', async () => {
    // 14 matches: three copies of one guide page first, the stored framework's copy last of them.
    const paths = [
      '/docs/angular/storage',
      '/docs/react/storage',
      '/docs/vue/storage',
      ...Array.from({ length: 11 }, (_, i) => `/docs/api/p${i}`),
    ];
    const mod: PagefindModule = {
      createInstance: () => ({
        options: async () => undefined,
        search: async () => ({ results: paths.map((p) => hit(p, p.split('/').pop()!)) }),
      }),
    };
    const search = createPagefindSearch(
      async () => mod,
      '/docs/pagefind/',
      () => 'en',
      1000,
      () => 'vue',
    );
    const first = await search('storage', 'v8', 0, 5);
    expect(first.total).toBe(12);
    expect(first.results.map((r) => r.url)).toEqual([
      '/docs/vue/storage',
      '/docs/api/p0',
      '/docs/api/p1',
      '/docs/api/p2',
      '/docs/api/p3',
    ]);
    expect(first.results[0].variants).toEqual([
      { framework: 'angular', url: '/docs/angular/storage' },
      { framework: 'react', url: '/docs/react/storage' },
    ]);
    // The next pages continue where the first stopped, across the end of the folded window.
    const rest = [...(await search('storage', 'v8', 5, 5)).results, ...(await search('storage', 'v8', 10, 5)).results];
    expect(rest.map((r) => r.url)).toEqual(paths.slice(3 + 4));
  });

  it('searches again with the nearest indexed word when a word has no hit, loading the word list once', async () => {
    const asked: string[] = [];
    const mod: PagefindModule = {
      createInstance: () => ({
        options: async () => undefined,
        search: async (q) => {
          if (q === null) return { results: [] };
          asked.push(q);
          // The misspelt word matches nothing by itself; Pagefind answers its prefix ("too…").
          if (q === '"toogle"') return { results: [] };
          if (q === 'toogle') return { results: [hit('/docs/theming/dark-mode', 'Dark Mode')] };
          return { results: [hit('/docs/api/menu-toggle', 'ion-menu-toggle'), hit('/docs/api/toggle', 'ion-toggle')] };
        },
      }),
    };
    const loaded: string[] = [];
    const search = createPagefindSearch(
      async () => mod,
      '/docs/pagefind/',
      () => 'en',
      1000,
      () => null,
      async (url) => {
        loaded.push(url);
        return { words: 'toggle modal' };
      },
    );
    const page = await search('toogle', 'v8');
    expect(page.query).toBe('toggle');
    // Corrected, the title that is the query comes first.
    expect(page.results.map((r) => r.url)).toEqual(['/docs/api/toggle', '/docs/api/menu-toggle']);
    expect(asked).toEqual(['toogle', '"toogle"', 'toggle']);
    await search('toogle', 'v8');
    expect(loaded).toEqual(['/docs/pagefind/words-en.json']);
    // A word that has hits is not looked up in the list.
    const plain = await search('toggle', 'v8');
    expect(plain.query).toBeUndefined();
    expect(loaded).toHaveLength(1);
  });

  it('adds the first pages for each word when no page is known by all the words of the query', async () => {
    const asked: string[] = [];
    const page = (path: string, title: string, meta: Record<string, string> = {}) => ({
      id: path,
      data: async () => ({ url: `${path}/`, excerpt: '', meta: { title, ...meta }, sub_results: [] }),
    });
    const mod: PagefindModule = {
      createInstance: () => ({
        options: async () => undefined,
        search: async (q) => {
          if (q === null) return { results: [] };
          asked.push(q);
          if (q === 'vibrate')
            return { results: [page('/docs/native/haptics', '@capacitor/haptics', { api: 'vibrate' })] };
          if (q.startsWith('"')) return { results: [page('/docs/x', 'x')] };
          return {
            results: [page('/docs/reference/support', 'Support Policy'), page('/docs/api/toggle', 'ion-toggle')],
          };
        },
      }),
    };
    const search = createPagefindSearch(
      async () => mod,
      '/docs/pagefind/',
      () => 'en',
      1000,
      () => null,
    );
    const found = await search('vibrate phone', 'v8');
    expect(found.results.map((r) => r.url)).toEqual([
      '/docs/native/haptics',
      '/docs/reference/support',
      '/docs/api/toggle',
    ]);
    expect(found.total).toBe(3);
    expect(asked.filter((q) => !q.startsWith('"'))).toEqual(['vibrate phone', 'vibrate', 'phone']);
  });

  it('adds the page of a command the query starts with, fetched by its command filter', async () => {
    const filtered: unknown[] = [];
    const page = (path: string, title: string, meta: Record<string, string> = {}) => ({
      id: path,
      data: async () => ({ url: `${path}/`, excerpt: '', meta: { title, ...meta }, sub_results: [] }),
    });
    const mod: PagefindModule = {
      createInstance: () => ({
        options: async () => undefined,
        search: async (q, o) => {
          if (q === null) {
            filtered.push(o?.filters);
            return {
              results: [page('/docs/cli/commands/generate', 'ionic generate', { command: 'ionic generate, ionic g' })],
            };
          }
          if (q.startsWith('"')) return { results: [page('/docs/x', 'x')] };
          return {
            results: [
              page('/docs/react/lifecycle', 'React Lifecycle'),
              page('/docs/developing/scaffolding', 'Scaffolding'),
            ],
          };
        },
      }),
    };
    const search = createPagefindSearch(
      async () => mod,
      '/docs/pagefind/',
      () => 'en',
      1000,
      () => null,
    );
    const found = await search('ionic g page', 'v8');
    expect(found.results[0].url).toBe('/docs/cli/commands/generate');
    expect(filtered).toEqual([{ version: 'v8', command: { any: ['ionic g page', 'ionic g'] } }]);
    // Other queries do not ask for commands.
    await search('lifecycle', 'v8');
    expect(filtered).toHaveLength(1);
  });
});
