// The registry of docs versions: the one list routes, page creation, GraphQL, the reference
// loaders and the playgrounds read. A fact that differs between versions is a field here.

export interface VersionConfig {
  name: string;
  label: string;
  isLast: boolean;
  /** URL segment after /docs/ (and locale); empty for the current version. */
  path: string;
  mainDocId: string;
  /** Ionic Framework major the version documents. */
  ionicMajor: number;
  /** Stencil docs-json the component API pages and the playground checks read. */
  componentDocs: { packageName: string; file: string };
  /** The installed @ionic/core the playground demos run on. */
  ionicCore: string;
  /**
   * The demos' dark theme: Ionic's class palette (`file` in the package), or, before Ionic
   * shipped one, the CSS block titled `block` on a page of this version (`page`).
   */
  darkTheme: { className: string; file: string } | { className: string; page: string; block: string };
  /**
   * The Capacitor plugins the native pages document: the Capacitor major of this Ionic
   * release and the installed package of each plugin (`{plugin}` = camera, app, …; older
   * majors are npm aliases in package.json). Pages still show `@capacitor/{plugin}`.
   */
  capacitor: { major: number; installedAs: string };
  /**
   * The doc id of the guide from the previous Ionic major to this one: component pages of the
   * previous version link its sections about the APIs this major removed or renamed.
   */
  upgradeGuide: string;
}

/** Versions with their own tree in this site. The first is the current one. */
export const versions = [
  {
    name: 'v8',
    label: 'v8',
    isLast: true,
    path: '',
    mainDocId: '',
    ionicMajor: 8,
    componentDocs: { packageName: '@ionic/docs', file: 'core.json' },
    ionicCore: '@ionic/core',
    darkTheme: { className: 'ion-palette-dark', file: 'css/palettes/dark.class.css' },
    capacitor: { major: 7, installedAs: '@capacitor/{plugin}' },
    upgradeGuide: 'updating/8-0',
  },
  {
    name: 'v7',
    label: 'v7',
    isLast: false,
    path: 'v7',
    mainDocId: '',
    ionicMajor: 7,
    componentDocs: { packageName: 'ionic-core-v7', file: 'dist/docs.json' },
    ionicCore: 'ionic-core-v7',
    darkTheme: { className: 'dark-theme', page: 'theming/dark-mode.mdx', block: 'src/theme/dark.css' },
    capacitor: { major: 5, installedAs: 'capacitor-{plugin}-v5' },
    upgradeGuide: 'updating/7-0',
  },
] as const satisfies readonly VersionConfig[];

export type DocVersion = (typeof versions)[number]['name'];

export const currentVersion: DocVersion = versions[0].name;

/** The registry entry of a version. */
export function versionConfig(version: DocVersion): (typeof versions)[number] {
  return versions.find((v) => v.name === version) ?? versions[0];
}

export interface ExternalVersion {
  label: string;
  href: string;
  newTab: boolean;
}

/** Older versions hosted elsewhere: v6 and v5 in the same tab, v4 and v3 in a new tab. */
export const externalVersions: ExternalVersion[] = [
  { label: 'v6', href: 'https://ionic-docs-v6.netlify.app/docs/', newTab: false },
  { label: 'v5', href: 'https://ionic-docs-v5.netlify.app/docs/', newTab: false },
  { label: 'v4', href: 'https://ionic-docs-v4.netlify.app/docs/', newTab: true },
  { label: 'v3', href: 'https://ionicframework.com/docs/v3/', newTab: true },
];
