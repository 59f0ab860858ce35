import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { useT } from '../i18n';
import { NOT_FOUND, NOT_FOUND_SCRIPT_ID } from '../lib/not-found';
import { DocLink } from '../components/DocLink';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { ShellModel } from '../lib/types';

interface Context {
  shell: ShellModel;
  url: string;
  searchHref: string;
  title: string;
  /** The list of this language's pages the page's script reads (src/browser/not-found). */
  routesHref: string;
  /** That script, bundled when pages are created (src/node/not-found-script.ts). */
  script: string;
}

/**
 * The not-found page, one per language. Its own script (src/browser/not-found, first in the
 * head of this page only) sends a `.html` or aliased address on to its page at once; otherwise it lists
 * the pages nearest to the address, the same page in the other version and a search for the
 * address's last words. Without that script the page still offers home and search.
 */
export default function NotFoundTemplate({ pageContext }: PageProps<unknown, Context>) {
  const { shell, searchHref, routesHref } = pageContext;
  const t = useT();
  return (
    <Layout shell={shell}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main not-found" {...{ [NOT_FOUND.root]: routesHref }}>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <section className="not-found__suggestions" aria-labelledby="not-found-nearest">
          <h2 id="not-found-nearest">{t('notFound.nearest')}</h2>
          <p className="not-found__loading" {...{ [NOT_FOUND.loading]: '' }}>
            {t('notFound.loading')}
          </p>
          <ol className="not-found__nearest" {...{ [NOT_FOUND.nearest]: '' }} />
          <div hidden {...{ [NOT_FOUND.otherVersion]: '' }}>
            <h2>{t('notFound.otherVersion')}</h2>
            <p>
              <a href={searchHref} />
            </p>
          </div>
        </section>
        <ul className="not-found__actions">
          <li>
            <DocLink className="button" href={shell.nav[''] ?? '/docs/'}>
              {t('notFound.home')}
            </DocLink>
          </li>
          <li>
            <a
              className="button button--secondary"
              href={searchHref}
              {...{ [NOT_FOUND.search]: t('notFound.searchFor', { q: '{q}' }) }}
            >
              {t('notFound.search')}
            </a>
          </li>
        </ul>
      </main>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { shell, url, title, script } = pageContext;
  return (
    <>
      {/* Placed first in the head by arrangeHead (src/node/head.ts). */}
      <script id={NOT_FOUND_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: script }} />
      <Seo title={title} description="" path={url} locale={shell.locale} alternates={shell.alternates} noIndex />
    </>
  );
}
