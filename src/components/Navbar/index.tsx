// The navbar: menu button (small screens), logo, doc links, version menu, search, community
// and support menus, language menu, social links, colour mode. Static markup; the controls'
// behaviour is in their folders (Dropdown, MobileMenu, ColorModeToggle, SearchButton) and
// hiding on scroll in ./element.ts.
import React from 'react';
import { logo } from '../../../content/site/navbar';
import { useT } from '../../i18n';
import type { ShellModel } from '../../lib/types';
import { BrandLogo } from '../BrandLogo';
import { ColorModeToggle } from '../ColorModeToggle';
import { DocLink } from '../DocLink';
import { Dropdown } from '../Dropdown';
import { Icon } from '../Icon';
import { MOBILE_MENU_ID } from '../MobileMenu';
import { SearchButton } from '../SearchButton';
import { useNavModel } from './model';

export { useNavModel };

export function Navbar({ shell }: { shell: ShellModel }) {
  const t = useT();
  const nav = useNavModel(shell);
  return (
    <docs-navbar>
      <nav className="navbar" aria-label={t('nav.main')}>
        <div className="navbar__inner">
          <button
            type="button"
            className="navbar__icon-button navbar__menu-button"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-controls={MOBILE_MENU_ID}
            aria-expanded="false"
          >
            <Icon name="menu" size={22} />
          </button>
          {/* The logo's label names the link (its letters are drawing, hidden from assistive tech). */}
          <DocLink className="navbar__brand" href={nav.homeHref}>
            <BrandLogo label={t(logo.labelKey)} width={logo.width} height={logo.height} />
          </DocLink>
          <ul className="navbar__items navbar__items--left">
            {nav.docItems.map((item) => (
              <li key={item.href}>
                <DocLink
                  className={`navbar__item navbar__link${item.active ? ' navbar__link--active' : ''}`}
                  href={item.href}
                  aria-current={item.active ? 'page' : undefined}
                  data-version-hrefs={item.versionHrefs}
                >
                  {item.label}
                </DocLink>
              </li>
            ))}
            {nav.upgrade && (
              <li>
                <DocLink
                  className={
                    'navbar__item navbar__link navbar__link--upgrade' +
                    (nav.upgrade.active ? ' navbar__link--active' : '')
                  }
                  href={nav.upgrade.href}
                >
                  {nav.upgrade.label}
                </DocLink>
              </li>
            )}
          </ul>
          <div className="navbar__items navbar__items--right">
            <Dropdown
              id="menu-version"
              className="navbar__version"
              label={t('nav.versionMenu')}
              buttonLabel={nav.versionLabel}
              items={nav.versionItems}
            />
            <SearchButton href={nav.searchHref} />
            {nav.menus.map((menu) => (
              <Dropdown
                key={menu.id}
                id={menu.id}
                className="navbar__desktop-only"
                label={menu.label}
                items={menu.items}
              />
            ))}
            <Dropdown
              id="menu-language"
              className="navbar__desktop-only navbar__language"
              label={t('nav.languageMenu')}
              buttonLabel={nav.languageItems.find((l) => l.active)?.label}
              icon={<Icon name="globe" size={16} />}
              items={nav.languageItems}
              footer={nav.translate}
            />
            <ul className="navbar__social navbar__desktop-only">
              {nav.socials.map((s) => (
                <li key={s.href}>
                  <a
                    className="navbar__item navbar__icon-button"
                    href={s.href}
                    aria-label={s.label}
                    title={s.label}
                    rel="noopener noreferrer"
                  >
                    <Icon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
            <ColorModeToggle />
          </div>
        </div>
      </nav>
    </docs-navbar>
  );
}
