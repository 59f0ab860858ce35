// The one inline script of every page, in its <head> (gatsby-ssr.tsx onRenderBody), bundled at
// build time from these modules (src/node/head-script.ts). It
// - runs every pre-paint step (./pre-paint.ts), so the page is drawn once, right;
// - defines the shell's custom elements, each in its component's folder (element.ts): the
//   parser upgrades each control as it reaches it, so it works from its first paint, without
//   the app;
// - starts the app (gatsby-browser.tsx: client-side navigation, the React islands) once the
//   reader is active (./activity.ts).
// docs/ARCHITECTURE.md draws how a page comes alive and lists what the layers share on <html>.
import { defineAnnouncementBar } from '../../components/AnnouncementBar/element';
import { defineCodeBlock } from '../../components/CodeBlock/element';
import { defineColorModeToggle } from '../../components/ColorModeToggle/element';
import { defineCopyPage } from '../../components/CopyPage/element';
import { defineDropdown } from '../../components/Dropdown/element';
import { defineIonicVersionPicker } from '../../components/IonicVersionPicker/element';
import { defineMobileMenu } from '../../components/MobileMenu/element';
import { defineNavbar } from '../../components/Navbar/element';
import { defineSearchButton } from '../../components/SearchButton/element';
import { defineSidebar } from '../../components/Sidebar/element';
import { defineTableOfContents } from '../../components/TableOfContents/element';
import { defineTabs } from '../../components/Tabs/element';
import { readerActivity } from './activity';
import type { HeadConfig } from '../../lib/head-config';
import { site } from '../../components/shell/kit';
import { announcement, cleanHtmlAddress, colourMode, ionicVersion, keyboardMarker, tabChoices } from './pre-paint';

/** The shell's custom elements, defined right after the pre-paint steps. */
export const ELEMENTS = [
  defineColorModeToggle,
  defineTabs,
  defineIonicVersionPicker,
  defineCodeBlock,
  defineCopyPage,
  defineSidebar,
  defineDropdown,
  defineMobileMenu,
  defineNavbar,
  defineSearchButton,
  defineTableOfContents,
  defineAnnouncementBar,
];

/** Runs one step; one that throws (an old browser) leaves the others working. */
function run(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.error(error);
  }
}

/**
 * Everything the head script does, in order: the colour mode first (everything is drawn in
 * it), the other pre-paint steps, the elements, then the watch for the reader's activity.
 * `config` is the build's (src/lib/head-config.ts).
 */
export function start(config: HeadConfig): void {
  Object.assign(site, config);
  [
    colourMode,
    cleanHtmlAddress,
    () => announcement(config.announcementId),
    tabChoices,
    ionicVersion,
    keyboardMarker,
    ...ELEMENTS,
    readerActivity,
  ].forEach(run);
}
