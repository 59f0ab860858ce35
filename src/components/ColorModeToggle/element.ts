// <docs-color-mode-toggle>, around the colour mode button (./index.tsx): switches light and dark
// on <html data-theme>, stores the choice (key `theme`, src/lib/storage.ts; other tabs follow
// through the storage event) and names the button after what it will do. Part of the head script.
import { define, followStorage, html, refresh, ShellElement, store } from '../shell/kit';
import { THEME_KEY } from '../../lib/storage';

export const COLOR_MODE_TOGGLE_TAG = 'docs-color-mode-toggle';

/** Applies a mode (light unless it is dark) and renames every toggle of the page. */
export function applyMode(mode: string | null): void {
  html().setAttribute('data-theme', mode === 'dark' ? 'dark' : 'light');
  refresh(COLOR_MODE_TOGGLE_TAG);
}

export class DocsColorModeToggle extends ShellElement {
  constructor() {
    super();
    this._delegate('click', 'button', () => {
      const mode = html().getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      store.set(THEME_KEY, mode);
      applyMode(mode);
    });
  }

  /** The button's name: what a press will do. */
  _parsed(): void {
    const button = this.querySelector('button');
    if (!button) return;
    const next = html().getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    const text = button.getAttribute(`data-label-${next}`) || '';
    button.setAttribute('aria-label', text);
    button.title = text;
  }
}

export function defineColorModeToggle(): void {
  // Another tab switched: this page follows.
  if (define(COLOR_MODE_TOGGLE_TAG, DocsColorModeToggle)) followStorage(THEME_KEY, applyMode);
}
