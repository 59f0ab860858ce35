import React from 'react';
import { announcement } from '../../content/site/announcement';
import { VERSIONS } from '../lib/routes';
import { AnnouncementProvider, DEFAULT_ANNOUNCEMENT_ID } from './Announcement';
import { ColorModeProvider } from './ColorMode';
import { PreferredVersionProvider } from './PreferredVersion';

/** Site-wide client state, the same in the browser and the server render. */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <ColorModeProvider>
      <PreferredVersionProvider versions={VERSIONS}>
        <AnnouncementProvider id={announcement?.id ?? DEFAULT_ANNOUNCEMENT_ID}>{children}</AnnouncementProvider>
      </PreferredVersionProvider>
    </ColorModeProvider>
  );
}
