import type { DocVersion, ExternalVersion, VersionConfig } from '../../src/lib/types';

/** Versions with their own tree in this site. The first is the current one. */
export const versions: VersionConfig[] = [
  { name: 'v8', label: 'v8', isLast: true, path: '', mainDocId: '' },
  { name: 'v7', label: 'v7', isLast: false, path: 'v7', mainDocId: '' },
];

export const currentVersion: DocVersion = 'v8';

/** Older versions hosted elsewhere: v6 and v5 in the same tab, v4 and v3 in a new tab. */
export const externalVersions: ExternalVersion[] = [
  { label: 'v6', href: 'https://ionic-docs-v6.netlify.app/docs/', newTab: false },
  { label: 'v5', href: 'https://ionic-docs-v5.netlify.app/docs/', newTab: false },
  { label: 'v4', href: 'https://ionic-docs-v4.netlify.app/docs/', newTab: true },
  { label: 'v3', href: 'https://ionicframework.com/docs/v3/', newTab: true },
];
