// Loaded on first use only: DocSearch's modal, its CSS and the search backend.
import '@docsearch/css';
import { DocSearchModal } from '@docsearch/react';
import { tFor, translateTree } from '../i18n';
import { navigate } from 'gatsby';
import React from 'react';
import { createPortal } from 'react-dom';
import { DocLink } from '../components/DocLink';
import { PATH_PREFIX } from '../lib/routes';
import type { DocVersion, Locale } from '../lib/types';
import { searchBackend } from './backend';

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
  return createPortal(
    <DocSearchModal
      {...searchBackend().docSearch({ locale, version })}
      placeholder={placeholder}
      translations={translateTree(tFor(locale), 'searchModal') as ModalTranslations}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
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
