// Stored tab choices (`tabs-choice-<group>`), drawn before the first paint as one <style> in
// the head: in every tab set of the group that has the chosen tab, that tab looks selected and
// its panel is the one shown; a set without it keeps its default. The sets' own attributes
// follow once the page is parsed (./element.ts). Part of the head script.
import { store } from '../shell/kit';
import { TABS_KEY_PREFIX, tabsKey } from '../../lib/storage';

const SAFE = /^[\w-]+$/;
const choices: Record<string, string> = {};
let style: HTMLStyleElement | null = null;

function write(): void {
  if (!style) return;
  style.textContent = Object.keys(choices)
    .map((group) => {
      const set = `.tabs[data-group="${group}"]`;
      const v = `[data-value="${choices[group]}"]`;
      const has = `${set}:has(>[role=tabpanel]${v})`;
      return (
        `${has}>[role=tabpanel]:not(${v}){display:none}` +
        `${set}>[role=tabpanel]${v}{display:block}` +
        `${has}>[role=tablist]>[role=tab]:not(${v}){color:var(--tab-color);border-bottom-color:transparent}` +
        `${set}>[role=tablist]>[role=tab]${v}` +
        '{color:var(--tab-active-color);border-bottom-color:var(--tab-active-color)}'
      );
    })
    .join('');
}

/** Pre-paint: every stored choice, as rules in <style id="tab-choices">. */
export function tabChoices(): void {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) || '';
      const group = key.slice(TABS_KEY_PREFIX.length);
      const value = localStorage.getItem(key) || '';
      if (key.indexOf(TABS_KEY_PREFIX) === 0 && SAFE.test(group) && SAFE.test(value)) choices[group] = value;
    }
  } catch {
    /* storage unavailable: defaults */
  }
  style = (document.getElementById('tab-choices') as HTMLStyleElement | null) || document.createElement('style');
  style.id = 'tab-choices';
  write();
  document.head.appendChild(style);
}

/** The stored choice of a group, if any. */
export function storedTab(group: string): string | null {
  return store.get(tabsKey(group));
}

/** Records a new choice: stored, and shown in every set of the group from now on. */
export function rememberTab(group: string, value: string): void {
  if (!SAFE.test(group) || !SAFE.test(value)) return;
  choices[group] = value;
  store.set(tabsKey(group), value);
  write();
}
