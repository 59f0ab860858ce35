// <docs-search-page>: the search page's form and results (markup: ./index.tsx, placed by
// src/templates/search.tsx). The query lives in ?q=: read on arrival and on back/forward,
// written as the reader types. Results come from the site's search backend (src/search), in
// the page's language and docs version; more load as the reader reaches the end of the list;
// an empty result, a corrected spelling and a failed search say so.
//
// Not part of the head script: the search code is this page's only, so the element comes in
// the page's own script (src/node/search-page-script.ts), after its markup. A link to
// /docs/search?q=… shows its results without starting the app.
import { interpolate } from '../../i18n/interpolate';
import { FRAMEWORK_LABELS } from '../../lib/frameworks';
import { DEFAULT_LOCALE, isLocale } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';
import { searchBackend, type SearchBackend } from '../../search/backend';
import type { SearchResult } from '../../search/results';
import { define, ShellElement, whenParsed } from '../shell/kit';
import { PAGE_SIZE, SEARCH_PAGE_ATTR, SEARCH_PAGE_TAG, type SearchPageMessages } from './contract';

/** How many of a result's headings are listed under it. */
const SUB_RESULTS = 3;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function link(href: string, text: string, className = ''): HTMLAnchorElement {
  const a = element('a', className, text);
  a.href = href;
  return a;
}

/** One result as the list shows it. */
function resultItem(r: SearchResult, alsoFor: string): HTMLLIElement {
  const li = element('li', 'search-result');
  li.append(element('p', 'search-result__section', r.section), link(r.url, r.title, 'search-result__title'));
  // Pagefind's excerpts are HTML: <mark> around the matches, everything else escaped.
  const excerpt = element('p', 'search-result__excerpt');
  excerpt.innerHTML = r.excerpt;
  li.append(excerpt);
  if (r.variants?.length) {
    const also = element('p', 'search-result__variants');
    also.append(element('span', '', alsoFor), ...r.variants.map((v) => link(v.url, FRAMEWORK_LABELS[v.framework])));
    li.append(also);
  }
  if (r.subResults.length) {
    const subs = element('ul', 'search-result__subs');
    for (const s of r.subResults.slice(0, SUB_RESULTS)) {
      const item = element('li', '');
      item.append(link(s.url, s.title));
      subs.append(item);
    }
    li.append(subs);
  }
  return li;
}

export class DocsSearchPage extends ShellElement {
  /** The query the list is for (a later search that finishes first wins). */
  private _query = '';
  private _shown = 0;
  private _total: number | null = null;
  private _more: IntersectionObserver | null = null;
  private _strings: SearchPageMessages | null = null;

  constructor() {
    super();
    this._delegate('input', 'input[name="q"]', (input) => this._typed((input as HTMLInputElement).value));
    // Submitting searches what is typed, where the page is; without this script the form asks
    // for the page again with ?q=.
    this._delegate('submit', 'form', (_form, event) => {
      event.preventDefault();
      this._typed(this._input()?.value ?? '');
    });
  }

  /** The site's backend, on the index the template names. */
  private _backend(): SearchBackend {
    return searchBackend(this.getAttribute(SEARCH_PAGE_ATTR.pagefind) || '/pagefind/');
  }

  /** The page language's strings, read from the attribute once. */
  private _messages(): SearchPageMessages {
    if (!this._strings) {
      try {
        this._strings = JSON.parse(this.getAttribute(SEARCH_PAGE_ATTR.messages) || '{}') as SearchPageMessages;
      } catch {
        this._strings = {} as SearchPageMessages;
      }
    }
    return this._strings;
  }

  private _input(): HTMLInputElement | null {
    return this.querySelector('input[name="q"]');
  }

  protected _connect(): void {
    this._listen(window, 'popstate', () => this._fromAddress());
    whenParsed(() => {
      if (this.isConnected) this._fromAddress();
    });
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this._more?.disconnect();
  }

  /** The address is the source of truth on arrival and on back/forward. */
  private _fromAddress(): void {
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    const input = this._input();
    if (input) input.value = q;
    void this._run(q, 0);
  }

  private _typed(value: string): void {
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    void this._run(value, 0);
  }

  private async _run(q: string, offset: number): Promise<void> {
    this._query = q;
    const messages = this._messages();
    const status = this.querySelector('[aria-live]');
    const list = this.querySelector('ol');
    if (!list) return;
    if (!q.trim()) {
      this._show(null, 0);
      list.replaceChildren();
      if (status) status.textContent = '';
      return;
    }
    const version = (this.getAttribute(SEARCH_PAGE_ATTR.version) || 'v8') as DocVersion;
    const lang = document.documentElement.lang;
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    try {
      const page = await this._backend().search(q.trim(), { locale, version, offset, limit: PAGE_SIZE });
      if (this._query !== q) return; // a newer query won
      const items = page.results.map((r) => resultItem(r, messages.alsoFor ?? ''));
      if (offset === 0) list.replaceChildren(...items);
      else list.append(...items);
      if (status && offset === 0) {
        const values = { count: page.total, query: q, corrected: page.query ?? '' };
        status.textContent = interpolate(
          page.total === 0 ? messages.noResults : page.query ? messages.countCorrected : messages.count,
          values,
        );
      }
      this._show(page.total, offset + page.results.length);
    } catch (e) {
      if (this._query !== q) return;
      if (status)
        status.textContent = interpolate(messages.error, { message: e instanceof Error ? e.message : String(e) });
    }
  }

  /** Records what the list holds and watches its end while there are more results. */
  private _show(total: number | null, shown: number): void {
    this._total = total;
    this._shown = shown;
    this._more?.disconnect();
    const end = this.querySelector('.search-page__more');
    if (!end || total === null || shown >= total || typeof IntersectionObserver !== 'function') return;
    // Observing again reports at once whether the end is still in view after the new results.
    this._more ??= new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && this._total !== null && this._shown < this._total) {
        this._more?.disconnect();
        void this._run(this._query, this._shown);
      }
    });
    this._more.observe(end);
  }
}

export function defineSearchPage(): void {
  define(SEARCH_PAGE_TAG, DocsSearchPage);
}
