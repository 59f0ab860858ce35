// Loaded on first use only: DocSearch's modal, its CSS and the search backend.
import '@docsearch/css';
import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react';
import { MESSAGES } from '../i18n/messages';
import { navigate } from 'gatsby';
import React from 'react';
import { createPortal } from 'react-dom';
import { DocLink } from '../components/DocLink';
import { PATH_PREFIX } from '../lib/routes';
import type { DocVersion, Locale } from '../lib/types';
import { algoliaConfig, contextualSearchParameters, pagefindSearchClient } from './docsearch';
import { searchDocs } from './pagefind';

// Gatsby inlines GATSBY_* variables at build time only where they are written out in full.
const hosted = algoliaConfig({
  GATSBY_ALGOLIA_APP_ID: process.env.GATSBY_ALGOLIA_APP_ID,
  GATSBY_ALGOLIA_SEARCH_KEY: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
  GATSBY_ALGOLIA_INDEX: process.env.GATSBY_ALGOLIA_INDEX,
});

/** DocSearch's modal strings (locales/<locale>/common.json, key searchModal). */
type ModalTranslations = NonNullable<React.ComponentProps<typeof DocSearchModal>['translations']>;

export interface SearchModalProps {
  locale: Locale;
  version: DocVersion;
  initialQuery?: string;
  placeholder: string;
  onClose: () => void;
}

function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return <DocLink href={hit.url}>{children}</DocLink>;
}

export default function SearchModal({ locale, version, initialQuery, placeholder, onClose }: SearchModalProps) {
  const local = pagefindSearchClient<DocSearchTransformClient>((query: string) => searchDocs(query, version, 0, 8).then((r) => r.results));
  return createPortal(
    <DocSearchModal
      appId={hosted?.appId ?? 'local'}
      apiKey={hosted?.apiKey ?? 'local'}
      indexName={hosted?.indexName ?? `pagefind-${locale}-${version}`}
      placeholder={placeholder}
      translations={MESSAGES[locale].searchModal as ModalTranslations}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      {...(hosted ? { searchParameters: contextualSearchParameters(locale, version) } : { transformSearchClient: local })}
      hitComponent={Hit}
      navigator={{
        navigate({ itemUrl }: { itemUrl: string }) {
          navigate(itemUrl.startsWith(PATH_PREFIX) ? itemUrl.slice(PATH_PREFIX.length) || '/' : itemUrl);
        },
      }}
    />,
    document.body,
  );
}
