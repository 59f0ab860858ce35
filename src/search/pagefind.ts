// The embedded search backend: Pagefind's static index under /docs/pagefind/, loaded on the
// first search. Pagefind picks the index of the page language (<html lang>) itself.
import { fromPath, toPath } from '../lib/routes';
import type { DocVersion } from '../lib/types';
import { joinJapanese } from './japanese';
import { FRAMEWORK_TABS, isFramework } from '../lib/frameworks';
import { safeStorage, tabsKey } from '../lib/storage';
import {
  commandPrefixes,
  contentWords,
  earlierMajor,
  tutorialFramework,
  fieldCoverage,
  HELD,
  queryWords,
  rankResults,
  TITLE_WINDOW,
} from './rank';
import type { SearchResult, SearchResultsPage } from './results';
import { parseWordList, spellCheck, type WordList, type WordListFile } from './typos';
import { foldFrameworkCopies } from './variants';
import { PAGEFIND_FILE } from './paths';

export type { SearchResult, SearchSubResult } from './results';

interface PagefindResponse {
  results: { id: string; data(): Promise<PagefindData> }[];
}

/** How many of the first pages for each word of a query join the candidates when no page has them all. */
export const WORD_CANDIDATES = 3;

/** Pagefind's filters: a value, or any of some values. */
export type PagefindFilters = Record<string, string | { any: string[] }>;

/** One search instance of Pagefind (its worker, or the main thread with `noWorker`). */
export interface PagefindInstance {
  options(o: Record<string, unknown>): Promise<void>;
  search(
    q: string | null,
    o?: { filters?: Record<string, string | { any: string[] }> },
  ): Promise<PagefindResponse | null>;
}

/** What the page loads from /docs/pagefind/pagefind.js. */
export interface PagefindModule {
  createInstance(o: Record<string, unknown>): PagefindInstance;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results: { title: string; url: string; excerpt: string }[];
}

/** Pagefind URLs end with "/" (directory index files): turn them into the site's own URLs. */
export function canonicalUrl(url: string): string {
  const [path, hash] = url.split('#');
  const route = fromPath(path);
  return route ? toPath(route, hash) : url;
}

/** A comma-separated metadata value as a list ('' and undefined: none). */
const list = (value: string | undefined) => (value ? value.split(/\s*,\s*/).filter(Boolean) : []);

export function normalise(data: PagefindData): SearchResult {
  const url = canonicalUrl(data.url);
  const j = joinJapanese;
  return {
    url,
    title: j(data.meta.title ?? url),
    ...(data.meta.name ? { name: j(data.meta.name) } : {}),
    // What else readers call the page and what it is for (scripts/search-glossary.mjs).
    ...(data.meta.aka ? { aka: list(data.meta.aka).map(j) } : {}),
    ...(data.meta.keywords || data.meta.terms
      ? { keywords: [...list(data.meta.keywords), ...list(data.meta.terms)].map(j) }
      : {}),
    ...(data.meta.command ? { commands: list(data.meta.command) } : {}),
    ...(data.meta.api ? { api: list(data.meta.api).map(j) } : {}),
    section: j(data.meta.section ?? data.meta.title ?? ''),
    excerpt: j(data.excerpt),
    // The first sub-result is the page itself; keep the headings.
    subResults: data.sub_results
      .filter((s) => s.url.includes('#'))
      .map((s) => ({ title: j(s.title), url: canonicalUrl(s.url), excerpt: j(s.excerpt) })),
  };
}

/**
 * How long the first answer may take in Pagefind's web worker before the same search is also
 * run on the main thread (ms). The worker keeps the page free while the reader types; one that
 * never answers (Pagefind has no deadline of its own once its worker has started) must not leave
 * the reader without results. Whichever answers first is shown; if it was the main thread, later
 * searches stay there.
 */
export const WORKER_DEADLINE_MS = 6000;

// A page that names a term many times (an index, a long guide) should not outrank the page
// about it: term frequency counts half (measured: "capacitor build" → the CLI command). Pagefind
// also searches a page's metadata; the image it picks for a page (an advertisement's) says
// nothing about the page, so it does not count.
export const SEARCH_OPTIONS = {
  excerptLength: 24,
  ranking: { termFrequency: 0.5, metaWeights: { image: 0, image_alt: 0 } },
};

export type Search = (
  query: string,
  version: DocVersion,
  offset?: number,
  limit?: number,
) => Promise<SearchResultsPage>;

/** The word list of the index for a language (./typos.ts), from the build: null if there is none. */
export type LoadWords = (url: string) => Promise<WordListFile | null>;

const fetchWords: LoadWords = (url) => fetch(url).then((r) => (r.ok ? (r.json() as Promise<WordListFile>) : null));

/**
 * Search over the Pagefind index under `basePath`, loaded with `importModule` on the first
 * search. One instance per page language (Pagefind reads <html lang> when it is made).
 */
export function createPagefindSearch(
  importModule: (url: string) => Promise<PagefindModule>,
  basePath: string,
  language: () => string = () => document.documentElement.lang,
  deadline = WORKER_DEADLINE_MS,
  framework: () => string | null = () => safeStorage.get(tabsKey(FRAMEWORK_TABS)),
  loadWords: LoadWords = fetchWords,
): Search {
  let loaded: Promise<PagefindModule> | null = null;
  let mainThread = false;
  const instances = new Map<string, Promise<PagefindInstance>>();
  const wordLists = new Map<string, Promise<WordList | null>>();
  const wordList = (): Promise<WordList | null> => {
    const lang = language().toLowerCase().split('-')[0];
    let found = wordLists.get(lang);
    if (!found) {
      found = Promise.resolve(`${basePath}words-${lang}.json`)
        .then(loadWords)
        .then(
          (file) => (file ? parseWordList(file) : null),
          () => null,
        );
      wordLists.set(lang, found);
    }
    return found;
  };

  const instance = (onMainThread: boolean): Promise<PagefindInstance> => {
    const key = `${language()}${onMainThread ? ' main thread' : ''}`;
    let found = instances.get(key);
    if (!found) {
      if (!loaded) {
        loaded = importModule(`${basePath}${PAGEFIND_FILE}`);
        loaded.catch(() => (loaded = null));
      }
      found = loaded.then(async (mod) => {
        const made = mod.createInstance({ basePath, ...(onMainThread ? { noWorker: true } : {}) });
        await made.options(SEARCH_OPTIONS);
        return made;
      });
      found.catch(() => instances.delete(key));
      instances.set(key, found);
    }
    return found;
  };

  /**
   * The whole search on one instance: the matches, then the data of the results shown. The first
   * TITLE_WINDOW matches are put in title order (./rank.ts) and a guide page's copies in other
   * frameworks folded into one result (./variants.ts); the rest keep Pagefind's order. Shown
   * result `i` past the folded head is Pagefind's match `i + folded`, where `folded` is how many
   * matches of the window were folded away, so offsets and the total count stay consistent.
   */
  const run = async (onMainThread: boolean, typed: string, version: DocVersion, offset: number, limit: number) => {
    const pf = await instance(onMainThread);
    const filters = { version };
    let query = typed;
    let response = await pf.search(query, { filters });
    // A word with no hit in this version (a quoted word matches only itself) is misspelt: the
    // query is searched again with the nearest indexed word instead (./typos.ts).
    const corrected = await spellCheck(
      query,
      async (word) => (await pf.search(`"${word}"`, { filters }))?.results.length ?? 0,
      wordList,
    );
    if (corrected) {
      const again = await pf.search(corrected, { filters });
      if (again?.results.length) {
        query = corrected;
        response = again;
      }
    }
    if (!response) return { total: 0, results: [] };
    const main = response.results;
    const fieldsOf = (r: SearchResult) => ({
      title: r.title,
      names: [...(r.name ? [r.name] : []), ...(r.aka ?? [])],
      keywords: r.keywords ?? [],
      commands: r.commands ?? [],
      api: r.api ?? [],
      headings: r.subResults.map((h) => h.title),
      earlier: earlierMajor(r.url),
      tutorial: tutorialFramework(r.url),
    });
    const window = await Promise.all(main.slice(0, TITLE_WINDOW).map((r) => r.data().then(normalise)));
    // Pagefind finds pages that have every word. When no page among the first has all the words
    // of the query in what it is known by (title, names, keywords, commands, API names), the
    // first pages for each word are candidates too ("vibrate phone": the Haptics plugin has
    // vibrate() and not "phone"), ranked with the others (./rank.ts).
    const seen = new Set(main.slice(0, TITLE_WINDOW).map((r) => r.id));
    // A query with words that say nothing of the page ("タブの使い方": Pagefind wants 使い方 on the
    // page too) is also searched without them.
    const words = contentWords(query);
    const said = words.length < queryWords(query).length ? [words.join(' ')] : [];
    const searches = [...(words.length > 1 ? words : []), ...said];
    if (searches.length && !window.some((r) => fieldCoverage(query, fieldsOf(r), HELD) === 1)) {
      const perWord = await Promise.all(searches.map((w) => pf.search(w, { filters })));
      const extra = perWord
        .flatMap((r) => r?.results.slice(0, WORD_CANDIDATES) ?? [])
        .filter((r) => !seen.has(r.id) && seen.add(r.id));
      window.push(...(await Promise.all(extra.map((r) => r.data().then(normalise)))));
    }
    // A query that starts with a command (`ionic g page`): the page of that command is a candidate
    // whatever Pagefind made of the rest (a one-letter word ranks it low). Pages carry their
    // invocations as the `command` filter (scripts/search-terms.mjs).
    const prefixes = commandPrefixes(query);
    if (prefixes.length) {
      const commands = await pf.search(null, { filters: { version, command: { any: prefixes } } });
      const extra = (commands?.results ?? []).filter((r) => !seen.has(r.id) && seen.add(r.id));
      window.push(...(await Promise.all(extra.map((r) => r.data().then(normalise)))));
    }
    const ranked = rankResults(query, window, fieldsOf);
    const stored = framework();
    const head: SearchResult[] = foldFrameworkCopies(
      query,
      ranked,
      (r) => r.url,
      isFramework(stored) ? stored : null,
    ).map(({ item, variants }) => (variants.length ? { ...item, variants } : item));
    // After the ranked head, Pagefind's order, without the pages the head holds.
    const rest = main.slice(TITLE_WINDOW).filter((r) => !seen.has(r.id));
    const end = offset + limit;
    const tail =
      end > head.length
        ? await Promise.all(
            rest
              .slice(Math.max(offset, head.length) - head.length, end - head.length)
              .map((r) => r.data().then(normalise)),
          )
        : [];
    return {
      total: head.length + rest.length,
      results: [...head.slice(offset, end), ...tail],
      ...(query !== typed ? { query } : {}),
    };
  };

  return (query, version, offset = 0, limit = 10) => {
    if (mainThread) return run(true, query, version, offset, limit);
    const inWorker = run(false, query, version, offset, limit);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let workerAnswered = false;
    const onMain = new Promise<SearchResultsPage>((resolve, reject) => {
      timer = setTimeout(() => {
        run(true, query, version, offset, limit).then((page) => {
          // Only a main thread that answered first keeps the later searches.
          if (!workerAnswered) mainThread = true;
          resolve(page);
        }, reject);
      }, deadline);
    });
    // The worker's answer (or its error) stops the clock.
    const settled = inWorker.finally(() => {
      workerAnswered = true;
      clearTimeout(timer);
    });
    return Promise.race([settled, onMain]);
  };
}

/**
 * The search over the index served from `dir` (the site's PAGEFIND_DIR under its path prefix),
 * in the browser: results for `query` in one docs version, `offset`…`offset + limit`, total too.
 * A page keeps one (src/search/backend.ts, searchBackend).
 */
export function pagefindSearch(dir: string): Search {
  return createPagefindSearch((url) => import(/* webpackIgnore: true */ url) as Promise<PagefindModule>, dir);
}
