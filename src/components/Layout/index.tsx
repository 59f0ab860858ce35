import React from 'react';
import { announcement } from '../../../content/site/announcement';
import type { ShellModel } from '../../lib/types';
import { AnnouncementBar } from '../AnnouncementBar';
import { Footer } from '../Footer';
import { MobileMenu } from '../MobileMenu';
import { Navbar } from '../Navbar';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';

/** The page shell around every page: skip link, announcement, navbar, menu, main, footer. */
export function Layout({ shell, children }: { shell: ShellModel; children: React.ReactNode }) {
  return (
    <div className="layout">
      {/* Focus lands here after a client-side navigation, so the skip link is the next Tab stop. */}
      <div id="page-top" tabIndex={-1} />
      <SkipLink />
      <AnnouncementBar announcement={announcement} />
      <Navbar shell={shell} />
      <MobileMenu shell={shell} />
      <div className="main-wrapper">{children}</div>
      <Footer shell={shell} />
    </div>
  );
}

export { MAIN_CONTENT_ID };
