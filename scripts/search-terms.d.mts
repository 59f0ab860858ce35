// Types of search-terms.mjs for the TypeScript that imports it (its tests).
export declare const CLI_COMMAND_MAP: string;
export declare function cliNamespaceAliases(source: string): [string, string][];
export declare function commandForms(name: string, aliases: string[], namespaceAliases: [string, string][]): string[];
export declare function searchTerms(
  html: string,
  path: string,
  namespaceAliases: [string, string][],
): { command?: string; api?: string; aka?: string; terms?: string };
export declare function pageId(path: string, lang: string): string;
export declare function glossaryTerms(html: string, path: string): { aka?: string; terms?: string };
export declare function withSearchTerms(html: string, terms: Record<string, string>): string;
