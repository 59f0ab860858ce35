// Content errors in the browser, in Gatsby's own development overlay.
//
// Gatsby has no public API for this: its overlay shows webpack, runtime and GraphQL errors, and
// the GraphQL ones reach the browser through its websocket manager (./gatsby-seams.ts). Content
// errors use that same channel, with the same structured-error shape, so the overlay names the
// file and line and clears itself when the file is fixed. It is feature-checked: if a Gatsby
// upgrade moves it, errors are still printed in the terminal and only the overlay is lost.

import { createRequire } from 'module';
import path from 'path';
import { gatsbyWebsocketManager, isDevelop, type WebsocketManager } from './gatsby-seams';

let manager: WebsocketManager | null | undefined;

function websocketManager(): WebsocketManager | null {
  if (manager !== undefined) return manager;
  // The same module instance Gatsby runs (Node's resolution from the project, not Parcel's).
  manager = isDevelop() ? gatsbyWebsocketManager(createRequire(path.join(process.cwd(), 'package.json'))) : null;
  return manager;
}

/** The shape the overlay renders (gatsby-cli's structured error): title, text, file and place. */
export interface OverlayError {
  code: string;
  level: 'ERROR';
  text: string;
  context: { sourceMessage: string };
  filePath: string;
  location?: { start: { line: number; column: number } };
  docsUrl: string;
}

const OVERLAY_ID = 'ionic-docs-content';

/** Shows `errors` in every open browser tab (and in tabs opened later); none clears the overlay. */
export function showInOverlay(errors: OverlayError[]): void {
  websocketManager()?.emitError(OVERLAY_ID, errors.length ? errors : null);
}
