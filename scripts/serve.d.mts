// Types of serve.mjs for the TypeScript that imports it (the browser tests, scripts/*.ts).
import type { Server } from 'http';

export declare function createStaticServer(dir: string): Server;
export declare function startStaticServer(options?: {
  dir?: string;
  port?: number;
  host?: string;
}): Promise<{ server: Server; origin: string }>;
