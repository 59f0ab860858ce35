import type { Kit } from '../../lib/kit';

/**
 * Tab sets: a click or the arrow, Home and End keys select a tab; in a synced group (the
 * framework, the platform…) every set of the page follows and the choice is remembered
 * (`tabs-choice-<group>`, applied before the first paint by the pre-paint script). Once a
 * page is parsed (or put in place by the app), each set's attributes match the stored choice.
 */
export function behaviour(k: Kit): void {
  const select = (set: Element, value: string, focus: boolean) => {
    const tabs = set.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]');
    let found = false;
    tabs.forEach((t) => {
      if (t.getAttribute('data-value') === value) found = true;
    });
    if (!found) return;
    tabs.forEach((t) => {
      const on = t.getAttribute('data-value') === value;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      if (on && focus) t.focus();
    });
    set.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]').forEach((p) => {
      p.hidden = p.getAttribute('data-value') !== value;
    });
  };
  const choose = (tab: HTMLElement, focus: boolean) => {
    const set = tab.closest('.tabs');
    const value = tab.getAttribute('data-value');
    if (!set || !value) return;
    const group = set.getAttribute('data-group');
    if (!group) {
      select(set, value, focus);
      return;
    }
    k.tabs(group, value);
    k.d.querySelectorAll(`.tabs[data-group="${group}"]`).forEach((s) => select(s, value, focus && s === set));
  };
  k.on('click', '.tabs > [role=tablist] > [role=tab]', (tab) => choose(tab, false));
  k.on('keydown', '.tabs > [role=tablist] > [role=tab]', (tab, event) => {
    const e = event as KeyboardEvent;
    const all = Array.prototype.slice.call(tab.parentElement ? tab.parentElement.children : []) as HTMLElement[];
    const i = all.indexOf(tab);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % all.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + all.length) % all.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? all.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    choose(all[next], true);
  });
  k.page(() => {
    k.d.querySelectorAll('.tabs[data-group]').forEach((set) => {
      const stored = k.get(k.c.keys.tabsPrefix + set.getAttribute('data-group'));
      if (stored) select(set, stored, false);
    });
  });
}
