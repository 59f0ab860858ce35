// The interface between the page's inline script (src/browser/inline) and the behaviours
// each interactive component keeps in its folder (behaviour.ts): what a behaviour gets.
/** The constants the inline scripts read, passed in as JSON. */
export interface InlineConfig {
  /** localStorage keys (src/lib/storage.ts). */
  keys: {
    theme: string;
    tabsPrefix: string;
    announcementId: string;
    announcementDismiss: string;
    preferredVersion: string;
    ionicVersion: string;
  };
  announcement: { id: string; legacyId: string; defaultId: string };
  /** The docs versions that exist (src/lib/routes.ts VERSIONS): a stored preferred version is one of them. */
  versions: string[];
  /** Class on <html> while the reader uses the keyboard. */
  keyboardClass: string;
  /** Event the app dispatches on the document when it has put a new page in place. */
  pageEvent: string;
  /** Event an inline behaviour dispatches to ask the app for the search modal. */
  searchEvent: string;
  /** Mark on <html> of a search asked for before the app ran (src/lib/navigation.ts). */
  searchPending: string;
  /** Mark on <html> once the app answers searchEvent (src/lib/navigation.ts). */
  searchReady: string;
  /** Smallest desktop width in px (the mobile menu closes at it). */
  desktopMin: number;
  /** The reader's first activity: the events that count and the mark on <html> (src/lib/activity.ts). */
  activity: { events: string[]; attribute: string };
  /**
   * Gatsby's runtime, held until needed (src/browser/inline/activity.ts): the id of its
   * <template>, the mark of a link intent on <html>, the path prefix of the site's links, and
   * the selector of islands that must be live on arrival (src/components/islands.ts).
   */
  app: { runtime: string; wanted: string; prefix: string; eager: string };
}

export interface Kit {
  d: Document;
  h: HTMLElement;
  c: InlineConfig;
  get(key: string): string | null;
  set(key: string, value: string): void;
  del(key: string): void;
  /** A delegated listener: `fn` gets the closest element matching `selector` from the target. */
  on(type: string, selector: string, fn: (el: HTMLElement, event: Event) => void): void;
  /** Runs `fn` once the document is parsed (at once if it already is). */
  ready(fn: () => void): void;
  /** Runs `fn` when the document is parsed and again for every page the app puts in place. */
  page(fn: () => void): void;
  /** Shows `value` in every tab set of `group` from now on (the pre-paint tab script sets it). */
  tabs(group: string, value: string): void;
  /**
   * The desktop-width media query, `(min-width: desktopMin px)`, one for every behaviour:
   * asking it never lays the page out, as reading window.innerWidth can.
   */
  wide(): MediaQueryList;
}
