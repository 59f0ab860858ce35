// The navbar's search button: a link to the search page (works before and without any
// script). The app opens the DocSearch modal instead once it runs (src/browser/app/search.tsx);
// Ctrl/Cmd+K and "/" ask for it from the first paint (./element.ts).
import React from 'react';
import { useT } from '../../i18n';
import { Icon } from '../Icon';

export function SearchButton({ href }: { href: string }) {
  const t = useT();
  return (
    <docs-search-button>
      <a
        className="search-button"
        href={href}
        // The name is the visible placeholder (shown at desktop widths), so speech input matches it.
        aria-label={t('nav.searchPlaceholder')}
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <Icon name="search" size={16} />
        <span className="search-button__placeholder">{t('nav.searchPlaceholder')}</span>
        <kbd className="search-button__keys" aria-hidden="true">
          Ctrl K
        </kbd>
      </a>
    </docs-search-button>
  );
}
