// Types of browser.mjs for the TypeScript that imports it (scripts/*.ts, __tests__/e2e).
import type { Browser } from 'playwright-core';

export declare const CHROME_ARGS: string[];
export declare function chromePath(): string;
export declare function launchBrowser(): Promise<Browser>;
