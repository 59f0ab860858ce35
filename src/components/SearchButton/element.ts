// <docs-search-button>, around the navbar's search link (./index.tsx). Ctrl/Cmd+K and "/"
// (outside text fields), or a letter typed on the focused search button, ask for the search
// modal: an event the app answers (src/browser/app/search.tsx). Until the app runs, the request
// waits on <html data-search-pending>, which the app reads when it starts: letters typed
// meanwhile are added to it (Backspace takes one off, Escape drops the request). The app takes
// them over in the same task that marks it ready (keepEarlyKeys in src/browser/app/search.tsx),
// so every key has exactly one owner. The shortcuts are the page's, so they are listened for
// once, on the document, when the element is defined. Part of the head script.
import { define, html } from '../shell/kit';
import { SEARCH_EVENT, SEARCH_PENDING_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from '../../lib/navigation';

export const SEARCH_BUTTON_TAG = 'docs-search-button';

function onKey(e: KeyboardEvent): void {
  const ready = html().hasAttribute(SEARCH_READY_ATTRIBUTE);
  const pending = ready ? null : html().getAttribute(SEARCH_PENDING_ATTRIBUTE);
  const mod = e.metaKey || e.ctrlKey;
  const plain = !mod && !e.altKey;
  // Asked for while the app starts: what the reader types is the query.
  if (pending !== null && plain && !e.isComposing) {
    const key = e.key;
    if (key === 'Escape') return html().removeAttribute(SEARCH_PENDING_ATTRIBUTE);
    if (key.length > 1 && key !== 'Backspace') return;
    e.preventDefault();
    return html().setAttribute(SEARCH_PENDING_ATTRIBUTE, key.length > 1 ? pending.slice(0, -1) : pending + key);
  }
  const target = e.target as HTMLElement | null;
  const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  const onButton = target?.parentElement?.localName === SEARCH_BUTTON_TAG;
  const query =
    ((e.key === 'k' || e.key === 'K') && mod && !e.altKey) || (e.key === '/' && !typing && !mod)
      ? ''
      : /^[a-zA-Z0-9]$/.test(e.key) && plain && onButton
        ? e.key
        : null;
  if (query === null) return;
  e.preventDefault();
  // The app answers the request, or it waits for the app.
  if (ready) document.dispatchEvent(new CustomEvent(SEARCH_EVENT, { detail: query }));
  else html().setAttribute(SEARCH_PENDING_ATTRIBUTE, query);
}

export class DocsSearchButton extends HTMLElement {}

export function defineSearchButton(): void {
  if (!define(SEARCH_BUTTON_TAG, DocsSearchButton)) return;
  document.addEventListener('keydown', onKey);
}
