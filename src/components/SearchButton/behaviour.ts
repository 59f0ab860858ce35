import type { Kit } from '../../lib/kit';

/**
 * Ctrl/Cmd+K and "/" (outside text fields), or a letter typed on the focused search button,
 * ask for the search modal: an event the app answers (src/browser/app/search.tsx). Until the
 * app runs, the request waits on <html data-search-pending>, which the app reads when it starts:
 * letters typed meanwhile are added to it (Backspace takes one off, Escape drops the request).
 * The app takes them over in the same task that marks it ready (keepEarlyKeys in
 * src/browser/app/search.tsx), so every key has exactly one owner.
 */
export function behaviour(k: Kit): void {
  const ask = (query: string) => {
    if (k.h.hasAttribute(k.c.searchReady)) {
      k.d.dispatchEvent(new CustomEvent(k.c.searchEvent, { detail: query }));
    } else {
      k.h.setAttribute(k.c.searchPending, query);
    }
  };
  k.d.addEventListener('keydown', (e) => {
    const pending = k.h.hasAttribute(k.c.searchReady) ? null : k.h.getAttribute(k.c.searchPending);
    // Asked for while the app starts: what the reader types is the query.
    if (pending !== null && !(e.metaKey || e.ctrlKey || e.altKey || e.isComposing)) {
      const key = e.key;
      if (key === 'Escape') return k.h.removeAttribute(k.c.searchPending);
      if (key.length > 1 && key !== 'Backspace') return;
      e.preventDefault();
      return k.h.setAttribute(k.c.searchPending, key.length > 1 ? pending.slice(0, -1) : pending + key);
    }
    const target = e.target as HTMLElement | null;
    const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if ((e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey) && !e.altKey) {
      e.preventDefault();
      ask('');
    } else if (e.key === '/' && !typing && !e.metaKey && !e.ctrlKey) {
      e.preventDefault();
      ask('');
    } else if (
      /^[a-zA-Z0-9]$/.test(e.key) &&
      !e.metaKey &&
      !e.ctrlKey &&
      !e.altKey &&
      target &&
      target.classList &&
      target.classList.contains('search-button')
    ) {
      e.preventDefault();
      ask(e.key);
    }
  });
}
