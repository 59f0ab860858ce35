import type { HeadProps, PageProps } from 'gatsby';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { DocLink } from '../components/DocLink';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useT } from '../i18n';
import type { ShellModel } from '../lib/types';
import { searchBackend } from '../search/backend';
import type { SearchResult } from '../search/results';

interface Context {
  shell: ShellModel;
  url: string;
  title: string;
}

const PAGE_SIZE = 10;

/** Pagefind excerpts are HTML with <mark> around matches and everything else escaped. */
function Excerpt({ html }: { html: string }) {
  return <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The full search page, on the same backend as the modal. The query lives in ?q=, more
 * results load as the reader scrolls, and an empty result says so.
 */
export default function SearchTemplate({ pageContext, location }: PageProps<unknown, Context>) {
  const { shell } = pageContext;
  const t = useT();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [total, setTotal] = useState<number | null>(null);
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
        const page = await searchBackend().search(q.trim(), {
          locale: shell.locale,
          version: shell.version,
          offset,
          limit: PAGE_SIZE,
        });
        if (latest.current !== q) return; // a newer query won
        setError(null);
        setTotal(page.total);
        setResults((prev) => (offset === 0 ? page.results : [...prev, ...page.results]));
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [shell.locale, shell.version],
  );

  // The URL is the source of truth on load and on back/forward.
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    setQuery(q);
    run(q, 0);
  }, [location.search, run]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    run(value, 0);
  };

  // More results as the reader scrolls to the end of the list.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || total === null || results.length >= total) return undefined;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) run(query, results.length);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [results.length, total, query, run]);

  return (
    <Layout shell={shell}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main search-page">
        <h1>{t('search.title')}</h1>
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
                : t('search.count', { count: total, query })}
        </p>
        <ol className="search-results">
          {results.map((r) => (
            <li key={r.url} className="search-result">
              <p className="search-result__section">{r.section}</p>
              <DocLink className="search-result__title" href={r.url}>
                {r.title}
              </DocLink>
              <Excerpt html={r.excerpt} />
              {r.subResults.length > 0 && (
                <ul className="search-result__subs">
                  {r.subResults.slice(0, 3).map((s) => (
                    <li key={s.url}>
                      <DocLink href={s.url}>{s.title}</DocLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        <div ref={sentinel} aria-hidden="true" />
      </main>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { shell, url, title } = pageContext;
  return <Seo title={title} description="" path={url} locale={shell.locale} alternates={shell.alternates} noIndex />;
}
