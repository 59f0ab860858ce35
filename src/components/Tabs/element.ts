// <docs-tabs>: a tab set (./index.tsx renders it). A click or the arrow, Home and End keys
// select a tab; in a synced group (the framework, the platform…) every set of the page follows
// and the choice is remembered (./choices.ts, drawn before the first paint). Once the set's
// children are in place, its attributes match the stored choice. Part of the head script.
import { define, ShellElement } from '../shell/kit';
import { rememberTab, storedTab } from './choices';

export const TABS_TAG = 'docs-tabs';

/** The keys that move along the tabs: to the next, the previous (both wrap round), the first, the last. */
const KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

export class DocsTabs extends ShellElement {
  constructor() {
    super();
    this._delegate('click', '[role=tab]', (tab) => this._choose(tab, false));
    this._delegate('keydown', '[role=tab]', (tab, event) => {
      const all = this._tabs();
      const i = all.indexOf(tab);
      const n = all.length;
      const key = KEYS.indexOf((event as KeyboardEvent).key);
      if (i < 0 || key < 0) return;
      event.preventDefault();
      this._choose(all[[i + 1, i - 1 + n, 0, n - 1][key] % n], true);
    });
  }

  /** This set's own tabs (a set in one of its panels has its own). */
  private _tabs(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
  }

  /** Shows `value` if this set has it. */
  private _select(value: string, focus: boolean): void {
    const tabs = this._tabs();
    if (!tabs.some((t) => t.getAttribute('data-value') === value)) return;
    tabs.forEach((t) => {
      const on = t.getAttribute('data-value') === value;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      if (on && focus) t.focus();
    });
    this.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]').forEach((p) => {
      p.hidden = p.getAttribute('data-value') !== value;
    });
  }

  private _choose(tab: HTMLElement, focus: boolean): void {
    const value = tab.getAttribute('data-value');
    if (!value || this._tabs().indexOf(tab) < 0) return;
    const group = this.getAttribute('data-group');
    if (!group) return this._select(value, focus);
    rememberTab(group, value);
    document
      .querySelectorAll<DocsTabs>(`${TABS_TAG}[data-group="${group}"]`)
      .forEach((set) => set._select(value, focus && set === this));
  }

  _parsed(): void {
    const group = this.getAttribute('data-group');
    const stored = group ? storedTab(group) : null;
    if (stored) this._select(stored, false);
  }
}

export function defineTabs(): void {
  define(TABS_TAG, DocsTabs);
}
