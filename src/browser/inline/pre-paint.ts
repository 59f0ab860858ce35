// Everything the reader chose before, applied before the first paint: the colour mode, a
// dismissed announcement, the framework (and other) tabs, the reader's Ionic release, the
// keyboard marker, and the clean address of a .html URL. They run in the <head>, before the
// body is parsed, so the page is drawn once, right. Serialised into the inline head script
// (./index.ts): each function uses only its argument and the browser's globals, in ES2019 syntax.
import type { Kit } from '../../lib/kit';

/** The stored colour mode on <html data-theme> (light unless the reader chose dark). */
export function colourMode(k: Kit): void {
  k.h.setAttribute('data-theme', k.get(k.c.keys.theme) === 'dark' ? 'dark' : 'light');
}

/**
 * <html data-announcement-dismissed> when the reader closed this announcement. A new id (or a
 * first visit) resets the flag; the id once shipped misspelt counts as the default id.
 */
export function announcement(k: Kit): void {
  const { keys, announcement: a } = k.c;
  let stored = k.get(keys.announcementId);
  if (stored === a.legacyId) stored = a.defaultId;
  k.set(keys.announcementId, a.id);
  if (stored !== a.id) k.set(keys.announcementDismiss, 'false');
  else if (k.get(keys.announcementDismiss) === 'true') k.h.setAttribute('data-announcement-dismissed', 'true');
}

/**
 * Stored tab choices (`tabs-choice-<group>`) as one <style> in the head: in every tab set of
 * the group that has the chosen tab, that tab looks selected and its panel is the one shown,
 * from the first paint; a set without it keeps its default. `k.tabs(group, value)` records a
 * new choice. The tabs' own attributes follow once the page is parsed (Tabs/behaviour.ts).
 */
export function tabChoices(k: Kit): void {
  const choices: Record<string, string> = {};
  const safe = /^[\w-]+$/;
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) || '';
      const value = localStorage.getItem(key) || '';
      const group = key.slice(k.c.keys.tabsPrefix.length);
      if (key.indexOf(k.c.keys.tabsPrefix) === 0 && safe.test(group) && safe.test(value)) choices[group] = value;
    }
  } catch {
    /* storage unavailable: defaults */
  }
  const style = (k.d.getElementById('tab-choices') as HTMLStyleElement | null) || k.d.createElement('style');
  style.id = 'tab-choices';
  const write = () => {
    let css = '';
    Object.keys(choices).forEach((group) => {
      const set = `.tabs[data-group="${group}"]`;
      const v = `[data-value="${choices[group]}"]`;
      const has = `${set}:has(>[role=tabpanel]${v})`;
      css +=
        `${has}>[role=tabpanel]:not(${v}){display:none}` +
        `${set}>[role=tabpanel]${v}{display:block}` +
        `${has}>[role=tablist]>[role=tab]:not(${v}){color:var(--tab-color);border-bottom-color:transparent}` +
        `${set}>[role=tablist]>[role=tab]${v}` +
        '{color:var(--tab-active-color);border-bottom-color:var(--tab-active-color)}';
    });
    style.textContent = css;
  };
  write();
  k.d.head.appendChild(style);
  k.tabs = (group, value) => {
    if (!safe.test(group) || !safe.test(value)) return;
    choices[group] = value;
    k.set(k.c.keys.tabsPrefix + group, value);
    write();
  };
}

/**
 * The reader's Ionic release ("My Ionic version", src/components/IonicVersionPicker) on
 * <html data-ionic-version>: component pages dim what that release lacks from the first paint.
 */
export function ionicVersion(k: Kit): void {
  const chosen = k.get(k.c.keys.ionicVersion);
  if (chosen && /^\d+\.\d+$/.test(chosen)) k.h.setAttribute('data-ionic-version', chosen);
}

/**
 * A marker class on <html> from the first Tab press; a mouse press clears it (base.css shows focus
 * rings only while it is set: docs/ARCHITECTURE.md, "On `<html>`").
 */
export function keyboardMarker(k: Kit): void {
  k.d.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab') k.h.classList.add(k.c.keyboardClass);
    },
    true,
  );
  k.d.addEventListener('mousedown', () => k.h.classList.remove(k.c.keyboardClass), true);
}

/**
 * A page served at its file's address (`/x/index.html`) shows its extensionless form at once
 * (our routes have none; the page is the same). The not-found page's own script sends an
 * address that has no file on to its page (src/browser/not-found).
 */
export function cleanHtmlAddress(): void {
  const path = location.pathname;
  const clean = /\/index\.html$/.test(path)
    ? path.slice(0, -'/index.html'.length) || '/'
    : /\.html$/.test(path)
      ? path.slice(0, -'.html'.length)
      : null;
  if (clean === null) return;
  history.replaceState(history.state, '', clean + location.search + location.hash);
}
