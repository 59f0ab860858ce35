// Types of releases.mjs for the TypeScript that imports it (its tests).
export interface Release {
  version: string;
  date: string | null;
}
export declare const PACKAGE: string;
export declare const MIN_MAJOR: number;
export declare const MAX_PER_DAY: number;
export declare function isStable(version: string): boolean;
export declare function stableReleases(doc: {
  versions?: Record<string, unknown>;
  time?: Record<string, string>;
}): { version: string; date: string }[];
export declare function dropCopyDates(releases: readonly Release[]): Release[];
export declare function checkDates(releases: readonly Release[]): string[];
