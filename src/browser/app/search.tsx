// The DocSearch modal, an island the app opens on demand: from the navbar's search button, or
// from Ctrl/Cmd+K and "/" (asked for by the <docs-search-button> element, src/components/SearchButton).
// Its code starts loading on intent (a pointer over the button, a touch, focus), so it is
// there when the tap lands; the page's language and version scope it.
import React, { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lazyClientComponent } from '../../components/ClientOnly';
import { SEARCH_EVENT, SEARCH_PENDING_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from '../../lib/navigation';
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
let setOpen: React.Dispatch<React.SetStateAction<boolean>> | null = null;
/** The modal is open (its Host has rendered it). */
let shown = false;

/** The modal, open when it is first rendered. */
function Host() {
  const [open, setHostOpen] = useState(true);
  useEffect(() => {
    setOpen = setHostOpen;
    return () => {
      setOpen = null;
    };
  }, []);
  useEffect(() => {
    shown = open;
  }, [open]);
  // DocSearch leaves Escape to the page.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setHostOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  const route = fromPath(window.location.pathname);
  if (!route) return null;
  return (
    <Modal
      locale={route.locale}
      version={route.version}
      onClose={() => setHostOpen(false)}
      onNavigate={(to) => {
        setHostOpen(false);
        go(to);
      }}
    />
  );
}

/** How long letters typed before the modal's input has focus are kept for it (ms). */
const EARLY_KEYS_MS = 3000;

/**
 * DocSearch focuses its input in an effect, after the modal is drawn: letters typed in between
 * (a reader who presses Ctrl+K and types at once) would be lost. They are kept from the moment
 * the modal is asked for, after `initial` (letters typed before the app ran, collected by the
 * <docs-search-button> (src/components/SearchButton), or the letter typed on the search button),
 * and put in the input when it takes focus, before what was typed into it since. The modal
 * itself always opens empty: the query reaches DocSearch one way only, as typing into its input,
 * so its own state never disagrees with what the input shows.
 */
export function keepEarlyKeys(initial: string): void {
  let query = initial;
  let giving = false;
  let done = false;
  const isInput = (el: Element | null): el is HTMLInputElement => !!el && el.classList.contains('DocSearch-Input');
  const finish = () => {
    done = true;
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus);
    window.clearTimeout(timer);
  };
  const give = (input: HTMLInputElement) => {
    if (giving) return;
    if (!query) return finish(); // nothing to hand over: keys go to the input from now on
    giving = true;
    // After DocSearch's own start, in a task of its own. Keys that arrive before it (queued
    // behind a long task, a Backspace among them) are still kept here, not typed into the
    // input, which would take them in the wrong order. The input is React's: its value is set
    // as the browser would, then React is told.
    window.setTimeout(() => {
      finish();
      const value = query + input.value;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.setSelectionRange(value.length, value.length);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, 0);
  };
  // Capture phase: added while the key that asked for the modal is still being dispatched,
  // it does not see that key ("/"), only the next ones.
  const onKey = (e: KeyboardEvent) => {
    if (isInput(document.activeElement)) give(document.activeElement);
    if (done) return;
    if (e.key === 'Escape') return finish(); // the modal closes: keys are the page's again
    if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (e.key === 'Backspace') query = query.slice(0, -1);
    else if (e.key.length === 1) query += e.key;
    else return;
    e.preventDefault();
  };
  const onFocus = (e: FocusEvent) => {
    if (isInput(e.target as Element | null)) give(e.target as HTMLInputElement);
  };
  window.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus);
  const timer = window.setTimeout(finish, EARLY_KEYS_MS);
}

/**
 * Opens the modal, empty, with `query` (letters typed before it was asked for, or '') kept for
 * its input (keepEarlyKeys); `toggle` closes it when it is open.
 */
export function openSearch(query: string, toggle = false): void {
  warm();
  if (setOpen) {
    if (!shown) keepEarlyKeys(query);
    setOpen((current) => !(toggle && current));
    return;
  }
  keepEarlyKeys(query);
  const route = fromPath(window.location.pathname);
  const box = document.createElement('div');
  box.className = 'search-modal-root';
  document.body.appendChild(box);
  root = createRoot(box);
  root.render(wrapIsland(<Host />, route?.locale ?? 'en'));
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
  html.setAttribute(SEARCH_READY_ATTRIBUTE, '');
  const pending = html.getAttribute(SEARCH_PENDING_ATTRIBUTE);
  if (pending !== null) {
    html.removeAttribute(SEARCH_PENDING_ATTRIBUTE);
    openSearch(pending);
  }
}
