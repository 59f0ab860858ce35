// Loaded on first use only: DocSearch's modal, its CSS and the search backend (opened by
// src/browser/app/search.tsx). Results link like any page link; Enter on a result navigates
// through `onNavigate` (client-side when the app runs).
import '@docsearch/css';
import { DocSearchModal } from '@docsearch/react';
import { withPrefix } from 'gatsby';
import React, { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocLink } from '../components/DocLink';
import { tFor, translateTree } from '../i18n';
import { PATH_PREFIX } from '../lib/routes';
import type { DocVersion, Locale } from '../lib/types';
import { searchBackend } from './backend';
import { PAGEFIND_DIR } from './paths';

/** DocSearch's modal strings (locales/<locale>/common.json, key searchModal). */
type ModalTranslations = NonNullable<React.ComponentProps<typeof DocSearchModal>['translations']>;

export interface SearchModalProps {
  locale: Locale;
  version: DocVersion;
  onClose: () => void;
  /** Goes to a site path (without /docs). */
  onNavigate: (to: string) => void;
}

function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return <DocLink href={hit.url}>{children}</DocLink>;
}

export default function SearchModal(props: SearchModalProps) {
  const { locale, version } = props;
  // DocSearch makes its search state again whenever one of its props is a new object or
  // function, which empties what the reader has typed: the props are made once per language
  // and version, and the callbacks read the latest ones.
  const latest = useRef(props);
  latest.current = props;
  const [scrollY] = useState(() => window.scrollY);
  const backend = useMemo(() => searchBackend(withPrefix(PAGEFIND_DIR)), []);
  const stable = useMemo(() => {
    const t = tFor(locale);
    return {
      ...backend.docSearch({ locale, version }),
      placeholder: t('nav.searchPlaceholder'),
      translations: translateTree(t, 'searchModal') as ModalTranslations,
      onClose: () => latest.current.onClose(),
      navigator: {
        navigate({ itemUrl }: { itemUrl: string }) {
          if (itemUrl.startsWith(PATH_PREFIX)) latest.current.onNavigate(itemUrl.slice(PATH_PREFIX.length) || '/');
          else window.location.assign(itemUrl);
        },
      },
    };
  }, [backend, locale, version]);
  // The backend is named on a wrapper so the stylesheet can drop DocSearch's "Search by
  // Algolia" credit when the results come from Pagefind (search-modal.css).
  return createPortal(
    <div className="search-modal" data-search-backend={backend.name}>
      <DocSearchModal {...stable} initialScrollY={scrollY} hitComponent={Hit} />
    </div>,
    document.body,
  );
}
