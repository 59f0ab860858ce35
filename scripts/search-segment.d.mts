// Types of search-segment.mjs for the TypeScript that imports it (its tests).
export declare const WORD_BREAK: string;
export declare function segmentText(text: string, locale?: string): string;
export declare function htmlForIndex(html: string): string;
