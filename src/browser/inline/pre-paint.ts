// Everything the reader chose before, applied before the first paint: the colour mode, a
// dismissed announcement, the framework (and other) tabs (src/components/Tabs/choices.ts), the
// reader's Ionic release, the keyboard marker, and the clean address of a .html URL. They run
// in the <head>, before the body is parsed, so the page is drawn once, right.
import { KEYBOARD_CLASS } from '../../lib/navigation';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
  DEFAULT_ANNOUNCEMENT_ID,
  IONIC_VERSION_KEY,
  LEGACY_ANNOUNCEMENT_ID,
  THEME_KEY,
} from '../../lib/storage';
import { html, store } from '../../components/shell/kit';
import { applyMode } from '../../components/ColorModeToggle/element';
import { applyIonicVersion } from '../../components/IonicVersionPicker/element';

export { tabChoices } from '../../components/Tabs/choices';

/** The stored colour mode on <html data-theme> (light unless the reader chose dark), as the toggle applies it. */
export function colourMode(): void {
  applyMode(store.get(THEME_KEY));
}

/**
 * <html data-announcement-dismissed> when the reader closed this announcement. A new id (or a
 * first visit) resets the flag; the id once shipped misspelt counts as the default id. The id
 * is the build's (content/site/announcement.ts), given to the bundle (src/node/head-script.ts).
 */
export function announcement(id: string): void {
  let stored = store.get(ANNOUNCEMENT_ID_KEY);
  if (stored === LEGACY_ANNOUNCEMENT_ID) stored = DEFAULT_ANNOUNCEMENT_ID;
  store.set(ANNOUNCEMENT_ID_KEY, id);
  if (stored !== id) store.set(ANNOUNCEMENT_DISMISS_KEY, 'false');
  else if (store.get(ANNOUNCEMENT_DISMISS_KEY) === 'true') html().setAttribute('data-announcement-dismissed', 'true');
}

/**
 * The reader's Ionic release ("My Ionic version", src/components/IonicVersionPicker) on
 * <html data-ionic-version>: component pages dim what that release lacks from the first paint.
 * Applied as the picker applies a choice.
 */
export function ionicVersion(): void {
  applyIonicVersion(store.get(IONIC_VERSION_KEY));
}

/**
 * A marker class on <html> from the first Tab press; a mouse press clears it (base.css shows focus
 * rings only while it is set: docs/ARCHITECTURE.md, "On `<html>`").
 */
export function keyboardMarker(): void {
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab') html().classList.add(KEYBOARD_CLASS);
    },
    true,
  );
  document.addEventListener('mousedown', () => html().classList.remove(KEYBOARD_CLASS), true);
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
