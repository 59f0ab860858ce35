import { Slice } from 'gatsby';
import React, { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import type { ShellModel } from '../../lib/types';
import { DocLink } from '../DocLink';
import { Icon } from '../Icon';
import { useNavModel } from '../Navbar';

/**
 * The small-screen menu: the navbar items (primary panel) and, when the page has one, the
 * current sidebar (secondary panel, shown first).
 */
export function MobileMenu({ shell, open, onClose }: { shell: ShellModel; open: boolean; onClose: () => void }) {
  const t = useT();
  const nav = useNavModel(shell);
  const hasSidebar = Boolean(shell.sidebarName);
  const [panel, setPanel] = useState<'primary' | 'secondary'>(hasSidebar ? 'secondary' : 'primary');
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    setPanel(hasSidebar ? 'secondary' : 'primary');
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, hasSidebar, onClose]);

  if (!open) return null;
  return (
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-label={t('nav.main')}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-menu__panel">
        <div className="mobile-menu__header">
          <button
            ref={closeRef}
            type="button"
            className="navbar__icon-button"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        {panel === 'secondary' && hasSidebar ? (
          <div className="mobile-menu__secondary">
            <button type="button" className="mobile-menu__back" onClick={() => setPanel('primary')}>
              <Icon name="chevronLeft" size={16} /> {t('nav.backToMain')}
            </button>
            {/* The page's sidebar slice, already loaded with the page. */}
            <Slice alias="sidebar" activeId={shell.id} variant="mobile" allowEmpty />
          </div>
        ) : (
          <ul className="mobile-menu__primary">
            {[...nav.docItems, ...(nav.upgrade ? [nav.upgrade] : [])].map((item) => (
              <li key={item.href}>
                <DocLink
                  className={`mobile-menu__link${item.active ? ' mobile-menu__link--active' : ''}`}
                  href={item.href}
                  onClick={onClose}
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
                      {...(v.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      onClick={() => {
                        v.onSelect?.();
                        onClose();
                      }}
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
                    <DocLink
                      className="mobile-menu__link"
                      href={l.href}
                      lang={'lang' in l ? l.lang : undefined}
                      onClick={onClose}
                    >
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
                <button
                  type="button"
                  className="mobile-menu__link mobile-menu__forward"
                  onClick={() => setPanel('secondary')}
                >
                  {t('sidebar.label')} ›
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
