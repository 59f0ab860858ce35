// Types of search-glossary.mjs for the TypeScript that imports it (its tests).
export interface GlossaryEntry {
  names: string[];
  uses: string[];
}
export declare const GLOSSARY: Record<string, Record<string, GlossaryEntry>>;
export declare const API_WORDS_JA: Record<string, string[]>;
export declare function glossaryFor(lang: string, page: string): GlossaryEntry;
export declare function apiWordsJa(names: string[]): string[];
