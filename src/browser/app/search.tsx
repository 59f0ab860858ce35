// The DocSearch modal, an island the app opens on demand: from the navbar's search button, or
// from Ctrl/Cmd+K and "/" (asked for by the inline behaviour, src/components/SearchButton).
// Its code starts loading on intent (a pointer over the button, a touch, focus), so it is
// there when the tap lands; the page's language and version scope it.
import React, { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lazyClientComponent } from '../../components/ClientOnly';
import { SEARCH_EVENT, SEARCH_PENDING_ATTRIBUTE } from '../../lib/navigation';
import { fromPath } from '../../lib/routes';
import { wrapIsland } from '../../providers/wrap';
import type { SearchModalProps } from '../../search/SearchModal';
import { go } from './navigation';

const loadModal = () => import('../../search/SearchModal');
let preload: ReturnType<typeof loadModal> | null = null;
const warm = () => {
  preload ??= loadModal();
  preload.catch(() => {
    preload = null;
  });
};

const Modal = lazyClientComponent<SearchModalProps>(() => preload ?? loadModal(), 'search');

let root: Root | null = null;
let setOpen: React.Dispatch<React.SetStateAction<string | null>> | null = null;

function Host({ initial }: { initial: string }) {
  const [query, setQuery] = useState<string | null>(initial);
  useEffect(() => {
    setOpen = setQuery;
    return () => {
      setOpen = null;
    };
  }, []);
  // DocSearch leaves Escape to the page.
  useEffect(() => {
    if (query === null) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setQuery(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [query]);
  if (query === null) return null;
  const route = fromPath(window.location.pathname);
  if (!route) return null;
  return (
    <Modal
      locale={route.locale}
      version={route.version}
      initialQuery={query || undefined}
      onClose={() => setQuery(null)}
      onNavigate={(to) => {
        setQuery(null);
        go(to);
      }}
    />
  );
}

/** Opens the modal (with a first letter typed, or ''); `toggle` closes it when it is open. */
export function openSearch(query: string, toggle = false): void {
  warm();
  if (setOpen) {
    setOpen((current) => (toggle && current !== null ? null : query));
    return;
  }
  const route = fromPath(window.location.pathname);
  const box = document.createElement('div');
  box.className = 'search-modal-root';
  document.body.appendChild(box);
  root = createRoot(box);
  root.render(wrapIsland(<Host initial={query} />, route?.locale ?? 'en'));
}

/** Wires the search button and the shortcuts; answers a request made before the app ran. */
export function installSearch(): void {
  const button = (e: Event) => (e.target as Element | null)?.closest?.('.search-button') ?? null;
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, (e) => button(e) && warm(), { passive: true });
  }
  document.addEventListener('click', (e) => {
    const mouse = e as MouseEvent;
    if (!button(e) || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.button !== 0) return;
    e.preventDefault();
    openSearch('');
  });
  document.addEventListener(SEARCH_EVENT, (e) => {
    const query = String((e as CustomEvent).detail ?? '');
    openSearch(query, query === '');
  });
  const html = document.documentElement;
  html.setAttribute('data-search', 'ready');
  const pending = html.getAttribute(SEARCH_PENDING_ATTRIBUTE);
  if (pending !== null) {
    html.removeAttribute(SEARCH_PENDING_ATTRIBUTE);
    openSearch(pending);
  }
}
