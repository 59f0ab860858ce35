// The search page's form and results, on the same backend as the modal (src/search): an
// island the app hydrates as soon as it runs, so a link to /docs/search?q=… shows its results
// on arrival. The query lives in ?q=; more results load as the reader scrolls, and an empty
// result says so.
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import type { DocVersion } from '../../lib/types';
import { searchBackend } from '../../search/backend';
import type { SearchResult } from '../../search/results';
import { FRAMEWORK_LABELS } from '../../lib/frameworks';

const PAGE_SIZE = 10;

/** Pagefind excerpts are HTML with <mark> around matches and everything else escaped. */
function Excerpt({ html }: { html: string }) {
  return <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function SearchPage({ version }: { version: DocVersion }) {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  // The query the results are for when a misspelt word was corrected (src/search/typos.ts).
  const [corrected, setCorrected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef('');

  const run = useCallback(
    async (q: string, offset: number) => {
      latest.current = q;
      if (!q.trim()) {
        setResults([]);
        setTotal(null);
        return;
      }
      try {
        const page = await searchBackend().search(q.trim(), { locale, version, offset, limit: PAGE_SIZE });
        if (latest.current !== q) return; // a newer query won
        setError(null);
        setTotal(page.total);
        if (offset === 0) setCorrected(page.query ?? null);
        setResults((prev) => (offset === 0 ? page.results : [...prev, ...page.results]));
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [locale, version],
  );

  // The address is the source of truth on arrival and on back/forward.
  useEffect(() => {
    const fromUrl = () => {
      const q = new URLSearchParams(window.location.search).get('q') ?? '';
      setQuery(q);
      void run(q, 0);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [run]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    void run(value, 0);
  };

  // More results as the reader scrolls to the end of the list.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || total === null || results.length >= total) return undefined;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void run(query, results.length);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [results.length, total, query, run]);

  return (
    <>
      <form className="search-page__form" role="search" method="get" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          value={query}
          onChange={(e) => onChange(e.target.value)}
          className="search-page__input"
          placeholder={t('nav.searchPlaceholder')}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t('search.button')}
        </button>
      </form>
      <p className="search-page__status" aria-live="polite">
        {error
          ? t('search.error', { message: error })
          : total === null
            ? ''
            : total === 0
              ? t('search.noResults', { query })
              : corrected
                ? t('search.countCorrected', { count: total, query, corrected })
                : t('search.count', { count: total, query })}
      </p>
      <ol className="search-results">
        {results.map((r) => (
          <li key={r.url} className="search-result">
            <p className="search-result__section">{r.section}</p>
            <a className="search-result__title" href={r.url}>
              {r.title}
            </a>
            <Excerpt html={r.excerpt} />
            {r.variants && r.variants.length > 0 && (
              <p className="search-result__variants">
                <span>{t('search.alsoFor')}</span>
                {r.variants.map((v) => (
                  <a key={v.url} href={v.url}>
                    {FRAMEWORK_LABELS[v.framework]}
                  </a>
                ))}
              </p>
            )}
            {r.subResults.length > 0 && (
              <ul className="search-result__subs">
                {r.subResults.slice(0, 3).map((s) => (
                  <li key={s.url}>
                    <a href={s.url}>{s.title}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
}
