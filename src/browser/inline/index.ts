// The one inline script of every page, in its <head> (gatsby-ssr.tsx onRenderBody). It owns
// every pre-paint step (./pre-paint.ts: colour mode, announcement, stored tabs, the reader's
// Ionic release, keyboard marker, .html addresses) and the behaviour of every control a reader
// uses at once, each kept in its component's folder (behaviour.ts): they listen on the
// document, so they work from the moment the control is parsed, without the app. The app
// (gatsby-browser.tsx: client-side navigation, the React islands) is held in the page until
// the reader is active, and started from here (./activity.ts).
//
// The functions are TypeScript in the repository and serialised here (Function#toString),
// composed into one IIFE and minified once per process. So each uses only its arguments and
// the browser's globals; the tests run this composed script, not the functions one by one.
import { minify_sync } from 'terser';
import { announcement as announcementData } from '../../../content/site/announcement';
import { behaviour as announcementBar } from '../../components/AnnouncementBar/behaviour';
import { behaviour as codeBlock } from '../../components/CodeBlock/behaviour';
import { behaviour as colourModeToggle } from '../../components/ColorModeToggle/behaviour';
import { behaviour as copyPage } from '../../components/CopyPage/behaviour';
import { behaviour as dropdown } from '../../components/Dropdown/behaviour';
import { behaviour as ionicVersionPicker } from '../../components/IonicVersionPicker/behaviour';
import { behaviour as mobileMenu } from '../../components/MobileMenu/behaviour';
import { behaviour as navbar } from '../../components/Navbar/behaviour';
import { behaviour as searchButton } from '../../components/SearchButton/behaviour';
import { behaviour as sidebar } from '../../components/Sidebar/behaviour';
import { behaviour as tableOfContents } from '../../components/TableOfContents/behaviour';
import { behaviour as tabs } from '../../components/Tabs/behaviour';
import { ACTIVITY_EVENTS, APP_RUNTIME_ID, APP_WANTED_ATTRIBUTE, READER_ACTIVE_ATTRIBUTE } from '../../lib/activity';
import { DESKTOP_BREAKPOINT } from '../../lib/layout';
import { PATH_PREFIX, VERSIONS } from '../../lib/routes';
import {
  KEYBOARD_CLASS,
  PAGE_EVENT,
  SEARCH_EVENT,
  SEARCH_PENDING_ATTRIBUTE,
  SEARCH_READY_ATTRIBUTE,
} from '../../lib/navigation';
import { ISLAND_ATTR } from '../../components/islands';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
  DEFAULT_ANNOUNCEMENT_ID,
  IONIC_VERSION_KEY,
  LEGACY_ANNOUNCEMENT_ID,
  preferredVersionKey,
  TABS_KEY_PREFIX,
  THEME_KEY,
} from '../../lib/storage';
import { readerActivity } from './activity';
import { createKit, type InlineConfig, type Kit } from './kit';
import { announcement, cleanHtmlAddress, colourMode, ionicVersion, keyboardMarker, tabChoices } from './pre-paint';

/** Before the first paint, in this order (the colour mode first: everything is drawn in it). */
export const PRE_PAINT: ((k: Kit) => void)[] = [
  colourMode,
  cleanHtmlAddress,
  announcement,
  tabChoices,
  ionicVersion,
  keyboardMarker,
];

/** The controls' behaviours, installed right after. */
export const BEHAVIOURS: ((k: Kit) => void)[] = [
  readerActivity,
  colourModeToggle,
  tabs,
  ionicVersionPicker,
  codeBlock,
  copyPage,
  sidebar,
  dropdown,
  mobileMenu,
  navbar,
  searchButton,
  tableOfContents,
  announcementBar,
];

export function inlineConfig(): InlineConfig {
  const id = announcementData?.id ?? DEFAULT_ANNOUNCEMENT_ID;
  return {
    keys: {
      theme: THEME_KEY,
      tabsPrefix: TABS_KEY_PREFIX,
      announcementId: ANNOUNCEMENT_ID_KEY,
      announcementDismiss: ANNOUNCEMENT_DISMISS_KEY,
      preferredVersion: preferredVersionKey(),
      ionicVersion: IONIC_VERSION_KEY,
    },
    announcement: { id, legacyId: LEGACY_ANNOUNCEMENT_ID, defaultId: DEFAULT_ANNOUNCEMENT_ID },
    versions: [...VERSIONS],
    keyboardClass: KEYBOARD_CLASS,
    pageEvent: PAGE_EVENT,
    searchEvent: SEARCH_EVENT,
    searchPending: SEARCH_PENDING_ATTRIBUTE,
    searchReady: SEARCH_READY_ATTRIBUTE,
    desktopMin: DESKTOP_BREAKPOINT + 1,
    activity: { events: [...ACTIVITY_EVENTS], attribute: READER_ACTIVE_ATTRIBUTE },
    app: {
      runtime: APP_RUNTIME_ID,
      wanted: APP_WANTED_ATTRIBUTE,
      prefix: PATH_PREFIX,
      eager: `[${ISLAND_ATTR.load}="eager"]`,
    },
  };
}

/** The script before minification: one IIFE calling each function's source with the kit. */
export function composeInlineScript(
  config: InlineConfig = inlineConfig(),
  steps: ((k: Kit) => void)[] = [...PRE_PAINT, ...BEHAVIOURS],
): string {
  // Each step on its own: one that throws (an old browser) leaves the others working.
  const calls = steps.map((fn) => `run(${fn.toString()});`).join('\n');
  return `(function(){var k=(${createKit.toString()})(${JSON.stringify(config)});
function run(f){try{f(k)}catch(e){console.error(e)}}
${calls}
})();`;
}

let cached: string | null = null;

/** The minified inline script of every page (computed once per process). */
export function inlineScript(): string {
  if (cached === null) {
    const result = minify_sync(composeInlineScript(), {
      ecma: 2019,
      compress: { passes: 2 },
      mangle: true,
      format: { comments: false },
    });
    if (!result.code) throw new Error('inline script: the minifier returned nothing');
    cached = result.code;
  }
  return cached;
}
