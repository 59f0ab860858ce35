import React from 'react';
import { VERSIONS } from '../lib/routes';
import { AnnouncementProvider } from './Announcement';
import { ColorModeProvider } from './ColorMode';
import { PreferredVersionProvider } from './PreferredVersion';

/**
 * Site-wide client state, the same on the server and in the browser: around every page
 * (wrapRootElement) and every island. Each reads the state the pre-paint script applied.
 */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <ColorModeProvider>
      <PreferredVersionProvider versions={VERSIONS}>
        <AnnouncementProvider>{children}</AnnouncementProvider>
      </PreferredVersionProvider>
    </ColorModeProvider>
  );
}
