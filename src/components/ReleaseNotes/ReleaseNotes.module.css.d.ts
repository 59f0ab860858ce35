// Class names of ReleaseNotes.module.css (Gatsby CSS modules, named exports).
export const date: string;
export const jump: string;
export const jumpLink: string;
export const jumpList: string;
export const major: string;
export const majorHeading: string;
export const minor: string;
export const minorHeading: string;
export const minorMeta: string;
export const muted: string;
export const release: string;
export const releases: string;
export const root: string;
export const summary: string;
export const version: string;
