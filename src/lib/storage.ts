// Local storage keys and a storage wrapper that never throws (private mode, disabled
// cookies): the first failure logs one warning and callers get defaults.

export const THEME_KEY = 'theme';
export const DEFAULT_DOCS_PLUGIN_ID = 'default';
export const PREFERRED_VERSION_PREFIX = 'docs-preferred-version-';
export const ANNOUNCEMENT_DISMISS_KEY = 'announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';
/** The announcement id when content/site/announcement.ts configures none. */
export const DEFAULT_ANNOUNCEMENT_ID = 'announcement-bar';
/** The id once shipped misspelt; a stored value of it counts as the default id. */
export const LEGACY_ANNOUNCEMENT_ID = 'annoucement-bar';
export const TABS_KEY_PREFIX = 'tabs-choice-';
/** The reader's Ionic release ("My Ionic version" on component pages), a minor such as "8.2"; absent: the latest. */
export const IONIC_VERSION_KEY = 'ionic-version';

export function preferredVersionKey(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): string {
  return `${PREFERRED_VERSION_PREFIX}${pluginId}`;
}

export function tabsKey(groupId: string): string {
  return `${TABS_KEY_PREFIX}${groupId}`;
}

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be saved.', error);
}

/** For tests: allow the warning to show again. */
export function resetStorageWarning(): void {
  warned = false;
}

/** Runs `use` on localStorage; undefined where there is none or it throws (logged once). */
function attempt<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return typeof window === 'undefined' ? undefined : use(window.localStorage);
  } catch (error) {
    warnOnce(error);
  }
}

/**
 * localStorage that never throws (storage blocked, full or absent, as on the server): a read
 * gives null, a write does nothing, and the first failure is logged once. Every part of the
 * site, the head script included (src/components/shell/kit.ts), stores through it.
 */
export const safeStorage = {
  get: (key: string): string | null => attempt((storage) => storage.getItem(key)) ?? null,
  set: (key: string, value: string): void => attempt((storage) => storage.setItem(key, value)),
  remove: (key: string): void => attempt((storage) => storage.removeItem(key)),
};
