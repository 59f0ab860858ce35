import React, { useCallback, useEffect, useState } from 'react';
import { announcement } from '../../../content/site/announcement';
import { useLayoutClass } from '../../hooks/useLayoutClass';
import type { ShellModel } from '../../lib/types';
import { AnnouncementBar } from '../AnnouncementBar';
import { Footer } from '../Footer';
import { MobileMenu } from '../MobileMenu';
import { Navbar } from '../Navbar';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';

/** The page shell around every page: skip link, announcement, navbar, main, footer. */
export function Layout({ shell, children }: { shell: ShellModel; children: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const layout = useLayoutClass();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The menu is for small screens only: growing to desktop width closes it.
  useEffect(() => {
    if (layout === 'desktop') setMenuOpen(false);
  }, [layout]);
  // A link followed from the menu lands on another page: the menu closes.
  useEffect(() => setMenuOpen(false), [shell.id, shell.locale, shell.version]);
  return (
    <div className="layout" data-layout={layout}>
      {/* Focus lands here after a client-side navigation, so the skip link is the next Tab stop. */}
      <div id="page-top" tabIndex={-1} />
      <SkipLink />
      <AnnouncementBar announcement={announcement} locale={shell.locale} />
      <Navbar shell={shell} onOpenMenu={() => setMenuOpen(true)} />
      <MobileMenu shell={shell} open={menuOpen} onClose={closeMenu} />
      <div className="main-wrapper">{children}</div>
      <Footer shell={shell} />
    </div>
  );
}

export { MAIN_CONTENT_ID };
