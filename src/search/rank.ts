// A page whose title is what the reader typed comes first. Pagefind ranks by the words in a
// page's text, so "segment" put ion-segment-button above ion-segment (the shorter page wins)
// and "capacitor run" put a plugin above the command. Among the first results, those whose
// title is the query come first: the exact title, then the title without the prefix every
// page of its kind carries (ion-, @capacitor/, ionic). Everything else keeps Pagefind's order.

/** How many of Pagefind's first results are looked at (their titles are fetched anyway). */
export const TITLE_WINDOW = 15;

const PREFIX = /^(ion-|@capacitor\/|ionic\s+)/;
const words = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_/]+/g, ' ')
    .trim();

/**
 * A component's or plugin's title without its prefix, words joined by hyphens (ion-fab-list → fab-list);
 * '' for other pages.
 */
const root = (title: string) => {
  const t = title.trim().toLowerCase();
  return PREFIX.test(t) ? words(t.replace(PREFIX, '')).replace(/ /g, '-') : '';
};

/** 0: the title is the query; 1: it is once its kind's prefix is dropped; 2: neither. */
export function titleMatch(query: string, title: string): 0 | 1 | 2 {
  const q = words(query);
  if (!q) return 2;
  if (words(title) === q) return 0;
  return words(title.trim().toLowerCase().replace(PREFIX, '')) === q ? 1 : 2;
}

/** What a result is known by, for ranking: its title, other names, keywords, commands and API names. */
export interface RankFields {
  title: string;
  names?: readonly string[];
  keywords?: readonly string[];
  /** Every way to type the CLI command the page is about (`ionic g`, `npx cap run`). */
  commands?: readonly string[];
  /** The properties, events and methods the page documents. */
  api?: readonly string[];
  /** The headings of the page that Pagefind found the query under. */
  headings?: readonly string[];
  /** The Ionic major an older tutorial was written for (earlierMajor), when the page is one. */
  earlier?: number | null;
  /** The framework of a step of a framework's first-app tutorial (tutorialFramework), when the page is one. */
  tutorial?: string | null;
}

// The tutorials written for Ionic 3 and 4, kept for teams that maintain such apps, share their
// words with the current guides ("Android で実行": the Ionic 3 gallery's "iOS と Android で動かす"
// outranked Android development). Unless the query names that major, they count for less.
const EARLIER_GUIDE = /\/developer-resources\/guides\/first-app-v(\d+)\//;

/** The Ionic major of an older tutorial's address (first-app-v3 → 3), null for any other page. */
export function earlierMajor(url: string): number | null {
  const m = EARLIER_GUIDE.exec(url);
  return m ? Number(m[1]) : null;
}

/** What an older tutorial's coverage counts for when the query does not name its major. */
export const EARLIER = 0.75;

// The first-app tutorial of each framework (eight steps each for Angular, React and Vue) walks
// through the camera, Android, iOS and live reload with the words of the pages that document
// them ("Android で実行": the Vue tutorial's step on running the app outranked Android
// development). Unless the query names the framework, a step counts for less, as an older
// tutorial does.
const TUTORIAL_STEP = /\/(angular|react|vue)\/your-first-app(?:\/|$)/;

/** The framework of a first-app tutorial page's address (/docs/vue/your-first-app/… → vue), null for any other page. */
export function tutorialFramework(url: string): string | null {
  const m = TUTORIAL_STEP.exec(url);
  return m ? m[1] : null;
}

/** Whether the query names Ionic major `n` ("ionic 3", "v4", "Ionic 3 のチュートリアル"). */
const namesMajor = (query: string, n: number) =>
  new RegExp(`(^|[^\\d.])v?${n}($|[^\\d.])`, 'i').test(query.normalize('NFKC'));

// Words that say nothing about the page wanted ("how to close a modal"), and Japanese particles.
// The Japanese words are those of the same questions ("モーダルを閉じる方法", "タブの使い方"), as the
// browser cuts them.
const STOPWORDS = new Set([
  ...'a an and are by can do does for from how i in is it my not of on or the to use using vs when what with'.split(
    ' ',
  ),
  ...'方法 使い方 やり方 仕方 使い 使う 使用 について 教え'.split(' '),
]);
const PARTICLE = /^[\p{Script=Hiragana}ー]{1,2}$/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

let segmenter: Intl.Segmenter | null | undefined;
/** Japanese text cut into words as the browser cuts a query (Pagefind does the same). */
function cutJapanese(text: string): string[] {
  if (segmenter === undefined)
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('ja', { granularity: 'word' }) : null;
  if (!segmenter) return [text];
  return [...segmenter.segment(text)].filter((s) => s.isWordLike !== false).map((s) => s.segment);
}

/** The words of a text for matching: lower case, cut at spaces and punctuation, Japanese cut into words. */
export function matchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((w) => (CJK.test(w) ? cutJapanese(w) : [w]));
}

/** The words of a query for matching (matchWords), its flags (`--external`, `-l`) left out. */
export const queryWords = (query: string): string[] => matchWords(query.replace(/(^|\s)-{1,2}[\w-]+/g, ' '));

/**
 * The words of a query that name what is wanted: no flags, stop words or particles (all of them if
 * nothing is left).
 */
export function contentWords(query: string): string[] {
  return weightedWords(query).map(([w]) => w);
}

/**
 * What a Japanese word after the object particle を counts for (地図を表示: 表示): the verb says
 * what to do with the thing the reader wants (表示, 取得, 保存, 変更 fit many pages), the object
 * names it.
 */
export const PREDICATE = 0.5;

/** The content words of a query (contentWords) each with what it counts for: 1, or PREDICATE. */
export function weightedWords(query: string): [string, number][] {
  const all = queryWords(query);
  const content = all.filter((w) => !STOPWORDS.has(w) && !PARTICLE.test(w));
  const kept = content.length ? content : all;
  const out = new Map<string, number>();
  let afterObject = false;
  for (const w of all) {
    if (w === 'を') afterObject = true;
    if (kept.includes(w) && !out.has(w)) out.set(w, afterObject && CJK.test(w) ? PREDICATE : 1);
  }
  return [...out];
}

/** A katakana word without its final long vowel mark (ブラウザー and ブラウザ are one word written two ways). */
export const foldLongVowel = (word: string) => word.replace(/(\p{Script=Katakana}{2})ー$/u, '$1');

/** How many words of the command the query starts with (a command page's own invocation), 0 for none. */
export function commandMatch(query: string, commands: readonly string[]): number {
  // Flags and their values are not part of the command; neither is the shell prompt.
  const typed = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !w.startsWith('-') && w !== '$');
  let best = 0;
  for (const command of commands) {
    const words = command.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length > best && words.length <= typed.length && words.every((w, i) => typed[i] === w))
      best = words.length;
  }
  return best;
}

/** The programs a CLI command page's invocations start with (scripts/search-terms.mjs: ionic g, npx cap run). */
export const CLI_PROGRAMS = ['ionic', 'npx'];

/**
 * The invocations a query may start with, longest first, when it starts with a CLI program: its
 * first two to four words, without flags or the shell prompt ("ionic g page --type=component" →
 * "ionic g page", "ionic g"); [] otherwise.
 */
export function commandPrefixes(query: string): string[] {
  const typed = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !w.startsWith('-') && w !== '$');
  if (!CLI_PROGRAMS.includes(typed[0] ?? '')) return [];
  const out: string[] = [];
  for (let n = Math.min(4, typed.length); n >= 2; n--) out.push(typed.slice(0, n).join(' '));
  return out;
}

// How much a word counts by where the page holds it: what the page is called counts most; an
// API name counts least (every component has `color`, `mode`, `disabled`) and only when it is the word.
export const FIELD_WEIGHTS = { title: 1, keywords: 0.8, commands: 0.8, headings: 0.4, api: 0.5 };

/** Whether a page is known by all the words of the query is coverage 1 with these (headings aside). */
export const HELD = { title: 1, keywords: 1, commands: 1, headings: 0, api: 1 };

// A reader describes a failure in their words where a page names it: "ビルドが失敗する" is about
// the page "ビルドエラー". A query word here is held where one of its equivalents is.
const SAME_AS: Record<string, readonly string[]> = {
  失敗: ['エラー'],
  クラッシュ: ['エラー'],
  不具合: ['エラー'],
  failed: ['error'],
  fails: ['error'],
  failing: ['error'],
  crash: ['error'],
  crashes: ['error'],
};

/**
 * For each content word of the query, how much the page holds it in what it is known by: by the
 * best place it is held, its title or other names (a longer word that starts with it too, as
 * Pagefind matches: not for a Japanese word, cut as the whole text is, ポップ|オーバー is not
 * オーバーレイ), keywords, commands, API names (weights above); 0 where it is not.
 */
export function heldWords(query: string, fields: RankFields, weights = FIELD_WEIGHTS): number[] {
  const held = (texts: readonly string[]) => new Set(texts.flatMap(matchWords).map(foldLongVowel));
  const places: [Set<string>, number, boolean][] = [
    [
      held([fields.title, fields.title.trim().toLowerCase().replace(PREFIX, ''), ...(fields.names ?? [])]),
      weights.title,
      true,
    ],
    [held(fields.keywords ?? []), weights.keywords, true],
    [held(fields.commands ?? []), weights.commands, true],
    [held(fields.headings ?? []), weights.headings, true],
    // An API name only as a whole; a Japanese word for one (scripts/search-glossary.mjs) cut as the query is.
    [new Set((fields.api ?? []).flatMap((a) => (CJK.test(a) ? matchWords(a) : [a.toLowerCase()]))), weights.api, false],
  ];
  const one = (set: Set<string>, w: string, prefix: boolean) =>
    set.has(w) || (prefix && w.length >= 3 && !CJK.test(w) && [...set].some((h) => h.startsWith(w)));
  const has = (set: Set<string>, w: string, prefix: boolean) =>
    one(set, w, prefix) || (SAME_AS[w] ?? []).some((s) => one(set, foldLongVowel(s), prefix));
  return contentWords(query)
    .map(foldLongVowel)
    .map((w) => Math.max(0, ...places.filter(([set, , p]) => has(set, w, p)).map(([, weight]) => weight)));
}

/** The share of the query's content words the page holds (heldWords, a predicate counting PREDICATE). */
export function fieldCoverage(query: string, fields: RankFields, weights = FIELD_WEIGHTS): number {
  const held = heldWords(query, fields, weights);
  const counts = weightedWords(query).map(([, c]) => c);
  const total = counts.reduce((a, b) => a + b, 0);
  return total ? held.reduce((a, h, i) => a + h * counts[i], 0) / total : 0;
}

/**
 * How many words the page's title has if the query holds all of them (the query names the page:
 * "take photo camera" names @capacitor/camera, "dark mode toggle" names Dark Mode), else 0.
 */
/** What a page the query names adds to its coverage. */
export const NAMED = 0.2;

export function titleNamed(query: string, title: string): number {
  const wanted = contentWords(query);
  const own = [...new Set(matchWords(title.trim().toLowerCase().replace(PREFIX, '')))].filter(
    (w) => !STOPWORDS.has(w) && !PARTICLE.test(w),
  );
  const named = (w: string) => wanted.some((q) => q === w || (q.length >= 3 && !CJK.test(q) && w.startsWith(q)));
  return own.length && own.every(named) ? own.length : 0;
}

/**
 * `items` (Pagefind's order) ranked by what they are known by, stable otherwise: the exact
 * title, then the title without its prefix, then a CLI page whose command the query types
 * (the longest), then a page whose other name (its sidebar label, a plugin's name in the
 * reader's language) and keywords are the query, then one whose name or keywords are (what the
 * writers chose a page to be found by), then by how much of the query the title, names,
 * keywords, commands, API names and headings hold, a little more for a page the query names
 * (a component before its parts: ion-fab before ion-fab-list).
 */
export function rankResults<T>(query: string, items: readonly T[], fieldsOf: (item: T) => RankFields): T[] {
  const q = words(query);
  const is = (s: string) => q !== '' && words(s) === q;
  const typed = queryWords(query);
  const keyed = items.map((item, i) => {
    const f = fieldsOf(item);
    const title = titleMatch(query, f.title);
    const command = commandMatch(query, f.commands ?? []);
    const exact = Number((f.names ?? []).some(is)) + Number((f.keywords ?? []).some(is));
    return {
      item,
      i,
      root: root(f.title),
      key: [
        title < 2 ? title : command ? 2 : 3,
        -command,
        -exact,
        -(
          (fieldCoverage(query, f) + (titleNamed(query, f.title) ? NAMED : 0)) *
          (f.earlier && !namesMajor(query, f.earlier) ? EARLIER : 1) *
          (f.tutorial && !typed.includes(f.tutorial) ? EARLIER : 1)
        ),
      ],
    };
  });
  // A component's part (ion-fab-list, ion-refresher-content) comes after the component, as good a match.
  for (const x of keyed) {
    const part = keyed.some(
      (y) =>
        y !== x &&
        y.root &&
        x.root.startsWith(`${y.root}-`) &&
        x.key[3] < 0 &&
        y.key.slice(0, 4).every((v, k) => v === x.key[k]),
    );
    x.key = [...x.key, Number(part), x.i];
  }
  const compare = (a: number[], b: number[]) => a.reduce((d, v, k) => d || v - b[k], 0);
  return keyed.sort((a, b) => compare(a.key, b.key)).map((x) => x.item);
}

/** `items` ranked by title, other names and keywords (rankResults without commands or API names). */
export function rankByTitle<T>(
  query: string,
  items: readonly T[],
  titleOf: (item: T) => string,
  namesOf: (item: T) => readonly string[] = () => [],
  keywordsOf: (item: T) => readonly string[] = () => [],
): T[] {
  return rankResults(query, items, (item) => ({
    title: titleOf(item),
    names: namesOf(item),
    keywords: keywordsOf(item),
  }));
}
