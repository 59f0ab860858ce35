// What the head script's parts share: storage that never throws (src/lib/storage.ts), the
// moment the parser has finished, the desktop-width media query, and the base class of the
// shell's custom elements. Ordinary modules, bundled into the one inline script of every page
// (src/node/head-script.ts).
import { DESKTOP_BREAKPOINT } from '../../lib/layout';
import { PAGE_EVENT } from '../../lib/navigation';

import type { HeadConfig } from '../../lib/head-config';

export { safeStorage as store } from '../../lib/storage';

/** The build's values (src/lib/head-config.ts), set by start() before any step runs. */
export const site: HeadConfig = { announcementId: '', versions: [] };

/** The page's <html>, where the shell keeps its state (docs/ARCHITECTURE.md, "On `<html>`"). */
export const html = (): HTMLElement => document.documentElement;

/** Runs `fn` once the document is parsed (at once if it already is). */
export function whenParsed(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => fn(), { once: true });
  else fn();
}

let wideQuery: MediaQueryList | null = null;

/**
 * The desktop-width media query, one for the whole page: asking it never lays the page out, as
 * reading window.innerWidth can.
 */
export const wide = (): MediaQueryList => (wideQuery ||= window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`));

/**
 * Defines a custom element once (a second start, as in tests, keeps the first); true if it was
 * defined now, so what a definition adds to the document is added once.
 */
export function define(tag: string, element: CustomElementConstructor): boolean {
  if (customElements.get(tag)) return false;
  customElements.define(tag, element);
  return true;
}

/** Follows a stored value that another tab changes: `fn` gets the new value (null once removed). */
export function followStorage(key: string, fn: (value: string | null) => void): void {
  window.addEventListener('storage', (e) => {
    if (e.key === key) fn(e.newValue);
  });
}

/**
 * Shows or hides what `button` controls (its aria-controls), and marks the button so
 * (aria-expanded); false when it controls nothing of the page.
 */
export function disclose(button: Element | null, open: boolean): boolean {
  const target = button && document.getElementById(button.getAttribute('aria-controls') || '');
  if (!button || !target) return false;
  button.setAttribute('aria-expanded', String(open));
  target.hidden = !open;
  return true;
}

/** Runs `_parsed()` of every element `tag` of the page: a state they all show has changed. */
export function refresh(tag: string): void {
  document.querySelectorAll<ShellElement>(tag).forEach((el) => el._parsed?.());
}

/**
 * The base of the shell's custom elements. An element is defined by the head script before the
 * body is parsed, so it is upgraded as the parser reaches it, before its children exist:
 * - `_delegate` listens on the element itself for events from its descendants, which works for
 *   children parsed later and for markup the app puts in place;
 * - `_parsed` (when a subclass has it) runs once the element's children are there (when the
 *   document is parsed, or at once for an element the app creates, whose children are added
 *   before it is connected), and again whenever the app puts a new page in place while the
 *   element stays (the navbar, for one);
 * - `_connect` (when a subclass has it) runs each time the element enters the document; the
 *   listeners it adds on the document or the window with `_listen` go when the element does.
 * These, and the elements' own private members, are named with a leading underscore: the
 * bundle shortens such names (src/node/bundle.ts), which no other code reads.
 */
export class ShellElement extends HTMLElement {
  private _offs: (() => void)[] = [];

  _parsed?(): void;

  protected _connect?(): void;

  protected _delegate(type: string, selector: string, fn: (el: HTMLElement, event: Event) => void): void {
    this.addEventListener(type, (event) => {
      const el = (event.target as Element).closest?.<HTMLElement>(selector);
      if (el && this.contains(el)) fn(el, event);
    });
  }

  protected _listen(target: EventTarget, type: string, fn: (event: Event) => void, options?: AddEventListenerOptions) {
    target.addEventListener(type, fn, options);
    this._offs.push(() => target.removeEventListener(type, fn, options));
  }

  connectedCallback(): void {
    this._connect?.();
    if (!this._parsed) return;
    whenParsed(() => {
      if (this.isConnected) this._parsed?.();
    });
    this._listen(document, PAGE_EVENT, () => this._parsed?.());
  }

  disconnectedCallback(): void {
    this._offs.splice(0).forEach((off) => off());
  }
}
