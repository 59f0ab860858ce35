import React, { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n';
import type { DocVersion, Locale } from '../../lib/types';
import type { SearchModalProps } from '../../search/SearchModal';
import { Icon } from '../Icon';

type ModalComponent = React.ComponentType<SearchModalProps>;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The search button. Server-rendered as a link to the search page (works before and without
 * JavaScript); with JavaScript it opens the DocSearch modal, also on Ctrl/Cmd+K and "/".
 * The modal's code loads on first use.
 */
export function SearchBox({
  searchHref,
  locale,
  version,
}: {
  searchHref: string;
  locale: Locale;
  version: DocVersion;
}) {
  const t = useT();
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const openModal = useCallback((query?: string) => {
    setInitialQuery(query);
    setOpen(true);
    import('../../search/SearchModal').then((mod) => setModal(() => mod.default));
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && open) {
        // DocSearch leaves Escape to the page's keyboard handler.
        setOpen(false);
      } else if ((e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        setOpen((o) => !o);
        import('../../search/SearchModal').then((mod) => setModal(() => mod.default));
      } else if (e.key === '/' && !isTyping(e.target) && !open) {
        e.preventDefault();
        openModal();
      } else if (
        !open &&
        !isTyping(e.target) &&
        /^[a-zA-Z0-9]$/.test(e.key) &&
        document.activeElement?.classList.contains('search-button')
      ) {
        // Typing on the focused button starts a search with that letter.
        e.preventDefault();
        openModal(e.key);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openModal]);

  return (
    <>
      <a
        className="search-button"
        href={searchHref}
        // The name is the visible placeholder (shown at desktop widths), so speech input matches it.
        aria-label={t('nav.searchPlaceholder')}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={(e) => {
          e.preventDefault();
          openModal();
        }}
      >
        <Icon name="search" size={16} />
        <span className="search-button__placeholder">{t('nav.searchPlaceholder')}</span>
        <kbd className="search-button__keys" aria-hidden="true">
          Ctrl K
        </kbd>
      </a>
      {open && Modal && (
        <Modal
          locale={locale}
          version={version}
          initialQuery={initialQuery}
          placeholder={t('nav.searchPlaceholder')}
          onClose={close}
        />
      )}
    </>
  );
}
