// Types of serve.mjs for the TypeScript that imports it (the browser tests, scripts/*.ts).
import type { Server } from 'http';

/** `rules: false` serves the build as a plain static host (no vercel.json routes). */
export declare function createStaticServer(dir: string, options?: { rules?: boolean }): Server;
export declare function startStaticServer(options?: {
  dir?: string;
  port?: number;
  host?: string;
  rules?: boolean;
}): Promise<{ server: Server; origin: string }>;
