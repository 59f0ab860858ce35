// Types of vercel-routes.mjs for the TypeScript that imports it (tests).
export interface VercelRoute {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: string;
}
export declare function beforeFilesystem(
  routes: VercelRoute[],
  pathname: string,
): { status?: number; location?: string; headers: Record<string, string> };
export declare function onError(routes: VercelRoute[], pathname: string): { status: number; file: string } | null;
