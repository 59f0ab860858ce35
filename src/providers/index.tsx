import React from 'react';
import { ColorModeProvider } from './ColorMode';

/**
 * Site-wide client state, the same on the server and in the browser: around every page
 * (wrapRootElement) and every island. It reads the state the pre-paint script applied. (The
 * announcement and the preferred version are the inline script's alone: src/browser/inline,
 * AnnouncementBar/element.ts and ./preferred-version.ts.)
 */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return <ColorModeProvider>{children}</ColorModeProvider>;
}
