// The small-screen menu: the navbar's items (primary panel) and, on a page with a sidebar,
// that sidebar (secondary panel, shown first). It is in the HTML, closed, as a popover (drawn
// in the top layer over a backdrop; light dismiss); ./element.ts opens it from the first tap,
// keeps keyboard focus inside while it is open and puts a copy of the page's sidebar in it.
// Not a modal <dialog>: showModal() makes the rest of the page inert, a style pass over the
// whole document that cost a phone ~100 ms before the menu could show.
import { MOBILE_MENU_ID } from './id';
import React from 'react';
import { useT } from '../../i18n';
import type { ShellModel } from '../../lib/types';
import { DocLink } from '../DocLink';
import { Icon } from '../Icon';
import { useNavModel } from '../Navbar/model';

export { MOBILE_MENU_ID };

export function MobileMenu({ shell }: { shell: ShellModel }) {
  const t = useT();
  const nav = useNavModel(shell);
  const hasSidebar = Boolean(shell.sidebarName);
  return (
    <docs-mobile-menu>
      <div
        id={MOBILE_MENU_ID}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.main')}
        data-panel={hasSidebar ? 'secondary' : 'primary'}
        // React 18 passes unknown lowercase attributes through as written.
        {...{ popover: 'auto' }}
      >
        <div className="mobile-menu__header">
          <button type="button" className="navbar__icon-button mobile-menu__close" aria-label={t('nav.closeMenu')}>
            <Icon name="close" size={22} />
          </button>
        </div>
        {hasSidebar && (
          <div className="mobile-menu__secondary">
            <button type="button" className="control mobile-menu__back" data-panel-to="primary">
              <Icon name="chevronLeft" size={16} /> {t('nav.backToMain')}
            </button>
            {/* Filled with a copy of the page's sidebar when the menu opens (./element.ts). */}
            <div className="mobile-menu__sidebar" dangerouslySetInnerHTML={{ __html: '' }} />
          </div>
        )}
        <ul className="mobile-menu__primary">
          {[...nav.docItems, ...(nav.upgrade ? [nav.upgrade] : [])].map((item) => (
            <li key={item.href}>
              <DocLink
                className={`mobile-menu__link${item.active ? ' mobile-menu__link--active' : ''}`}
                href={item.href}
                data-version-hrefs={item.versionHrefs}
              >
                {item.label}
              </DocLink>
            </li>
          ))}
          <li className="mobile-menu__group">
            <p className="mobile-menu__group-title">{t('nav.versionMenu')}</p>
            <ul>
              {nav.versionItems.map((v) => (
                <li key={v.label}>
                  <DocLink
                    className={`mobile-menu__link${v.active ? ' mobile-menu__link--active' : ''}`}
                    href={v.href}
                    data-preferred-version={v.version}
                    {...(v.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {v.label}
                  </DocLink>
                </li>
              ))}
            </ul>
          </li>
          <li className="mobile-menu__group">
            <p className="mobile-menu__group-title">{t('nav.languageMenu')}</p>
            <ul>
              {[...nav.languageItems, nav.translate].map((l) => (
                <li key={l.href}>
                  <DocLink className="mobile-menu__link" href={l.href} lang={'lang' in l ? l.lang : undefined}>
                    {l.label}
                  </DocLink>
                </li>
              ))}
            </ul>
          </li>
          {nav.menus.map((menu) => (
            <li key={menu.label} className="mobile-menu__group">
              <p className="mobile-menu__group-title">{menu.label}</p>
              <ul>
                {menu.items.map((i) => (
                  <li key={i.href}>
                    <a className="mobile-menu__link" href={i.href}>
                      {i.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {hasSidebar && (
            <li>
              <button type="button" className="mobile-menu__link mobile-menu__forward" data-panel-to="secondary">
                {t('sidebar.label')} ›
              </button>
            </li>
          )}
        </ul>
      </div>
    </docs-mobile-menu>
  );
}
