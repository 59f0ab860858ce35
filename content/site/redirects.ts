// The one reviewed source of the site's redirects: addresses readers already have (bookmarks,
// forum answers, search engines, other projects' READMEs) and where each lands now. Reviewed
// like content: every entry says why it exists. Frontmatter `redirect_from` adds the rest.
//
// From this list the build calls Gatsby's createRedirect, writes the host rules (vercel.json,
// Netlify's _redirects) and a small page with a
// refresh for each moved address, for hosts that apply no rules (src/node/redirects.ts).
// The build fails on a target that is not a page, on an address that is a page itself and on
// a chain (a target that redirects again).
import { currentVersion, versions, type DocVersion } from './versions';

/** A page that moved: its old doc id and the doc id of its successor, in the same version. */
export interface MovedPage {
  from: string;
  /** Doc id, optionally with a #fragment. */
  to: string;
  /** Versions whose tree had `from` (default: every version with a tree here). */
  versions?: readonly DocVersion[];
  why: string;
}

/** Every version with a tree here. */
const BOTH: readonly DocVersion[] = versions.map((v) => v.name);

/** The tutorial's steps were numbered until Ionic 7 (`2-taking-photos`); both trees had them. */
const TUTORIAL_STEPS = [
  'taking-photos',
  'saving-photos',
  'loading-photos',
  'adding-mobile',
  'deploying-mobile',
  'live-reload',
  'distribute',
];

const numberedSteps: MovedPage[] = /* @__PURE__ */ ['angular', 'react', 'vue'].flatMap((framework) =>
  TUTORIAL_STEPS.map((step, i) => ({
    from: `${framework}/your-first-app/${i + 2}-${step}`,
    to: `${framework}/your-first-app/${step}`,
    versions: BOTH,
    why: 'the tutorial steps lost their numbers',
  })),
);

export const movedPages: MovedPage[] = [
  // Framework roots (the previous site's host rules).
  { from: 'angular', to: 'angular/overview', versions: BOTH, why: 'framework root' },
  { from: 'react', to: 'react/overview', versions: BOTH, why: 'framework root' },
  { from: 'vue', to: 'vue/overview', versions: BOTH, why: 'framework root' },
  { from: 'javascript', to: 'javascript/overview', versions: [currentVersion], why: 'framework root' },
  { from: 'react/testing', to: 'react/testing/introduction', versions: BOTH, why: 'section root' },
  {
    from: 'react/adding-ionic-react-to-an-existing-react-project',
    to: 'react/add-to-existing',
    versions: ['v7'],
    why: 'renamed (v8 lists it in the page’s redirect_from)',
  },
  ...numberedSteps,
  // Pages renamed or removed upstream since Ionic 6, with their successor.
  { from: 'layout/grid', to: 'api/grid', versions: BOTH, why: 'the grid guide became the ion-grid page' },
  { from: 'angular/config', to: 'developing/config', versions: BOTH, why: 'one config page for all frameworks' },
  { from: 'react/config', to: 'developing/config', versions: BOTH, why: 'one config page for all frameworks' },
  { from: 'vue/config', to: 'developing/config', versions: BOTH, why: 'one config page for all frameworks' },
  { from: 'api/slides', to: 'updating/7-0#slides', versions: BOTH, why: 'ion-slides removed in Ionic 7' },
  { from: 'api/slide', to: 'updating/7-0#slides', versions: BOTH, why: 'ion-slide removed in Ionic 7' },
  {
    from: 'api/virtual-scroll',
    to: 'updating/7-0#virtual-scroll',
    versions: BOTH,
    why: 'ion-virtual-scroll removed in Ionic 7',
  },
  { from: 'intro/upgrading-to-ionic-6', to: 'updating/6-0', versions: BOTH, why: 'upgrade guides moved' },
  { from: 'reference/migration', to: 'updating/4-0', versions: BOTH, why: 'the migration guide from Ionic 3' },
  { from: 'native/community', to: 'native', versions: BOTH, why: 'Cordova community plugins page removed' },
  {
    from: 'layout/rtl',
    to: 'layout/css-utilities',
    versions: BOTH,
    why: 'RTL page removed; the utilities are direction-aware',
  },
  {
    from: 'deployment/desktop-app',
    to: 'core-concepts/cross-platform',
    versions: BOTH,
    why: 'Electron deployment page removed',
  },
  {
    from: 'developer-resources/books',
    to: 'developer-resources/courses',
    versions: BOTH,
    why: 'books list removed',
  },
  .../* @__PURE__ */ [
    '',
    '/assets',
    '/code',
    '/designer',
    '/faq',
    '/guides/routing-and-navigation',
    '/guides/using-native-functionality',
    '/running',
    '/settings',
    '/setup/installation',
    '/setup/native',
    '/start',
    '/support',
    '/terminal',
    '/theming',
  ].map((page) => ({
    from: `studio${page}`,
    to: 'intro/vscode-extension',
    versions: [currentVersion],
    why: 'Ionic Studio was retired; the VS Code extension replaced it',
  })),
];

/**
 * Address prefixes under /docs that stand for another one: later or pre-release labels of the
 * current docs. Each keeps the rest of the address (`/docs/v8/intro/cli` → `/docs/intro/cli`).
 */
export const prefixAliases: { from: string; to: string; why: string }[] = [
  { from: '/v8', to: '', why: 'the current version under its number' },
  { from: '/ja/v8', to: '/ja', why: 'the current version under its number' },
  { from: '/next', to: '', why: 'the pre-release label of the previous site' },
  { from: '/v9', to: '', why: 'the previous site’s rule for its next major' },
  { from: '/ja/v9', to: '/ja', why: 'the previous site’s rule for its next major' },
];

/** Addresses under /docs that live on another host. Keep the rest of the address with `:path*`. */
export const externalRedirects: { from: string; to: string; permanent: boolean; why: string }[] = [
  {
    from: '/v5/developer-resources/:path*',
    to: 'https://ionic.io/resources',
    permanent: true,
    why: 'the previous site’s rule',
  },
];
