import React, { useRef } from 'react';
import { useT } from '../../i18n';
import { locales, translateUrl } from '../../../content/site/locales';
import { communityMenu, logo, navDocItems, socialLinks, supportMenu, upgradeGuide } from '../../../content/site/navbar';
import { externalVersions, versions } from '../../../content/site/versions';
import { useHideableNavbar } from '../../hooks/useHideableNavbar';
import { toPath } from '../../lib/routes';
import type { ShellModel } from '../../lib/types';
import { usePreferredVersion } from '../../providers/PreferredVersion';
import { BrandLogo } from '../BrandLogo';
import { DocLink } from '../DocLink';
import { Icon } from '../Icon';
import { ColorModeToggle } from './ColorModeToggle';
import { Dropdown, type DropdownItem } from './Dropdown';
import { SearchBox } from './SearchBox';

export function useNavModel(shell: ShellModel) {
  const t = useT();
  const { preferredVersion, savePreferredVersion } = usePreferredVersion();
  // Outside the docs (search, not found) the doc links lead to the version the reader picked.
  const preferred = shell.outsideDocs ? versions.find((v) => v.name === preferredVersion)?.name : undefined;
  const docItems = navDocItems
    .map((item) => ({
      ...item,
      href:
        preferred && shell.nav[item.docId]
          ? toPath({ locale: shell.locale, version: preferred, slug: item.docId })
          : shell.nav[item.docId],
    }))
    .filter((item): item is typeof item & { href: string } => Boolean(item.href))
    .map((item) => ({
      label: t(item.labelKey),
      href: item.href,
      active: item.activeSidebar !== undefined && item.activeSidebar === shell.sidebarName,
    }));
  const upgradeHref = shell.nav[upgradeGuide.docId];
  const versionItems: DropdownItem[] = [
    ...versions.map((v) => ({
      label: v.label,
      href:
        shell.versionLinks.find((l) => l.version === v.name)?.href ??
        toPath({ locale: shell.locale, version: v.name, slug: '' }),
      active: v.name === shell.version,
      onSelect: () => savePreferredVersion(v.name),
    })),
    ...externalVersions.map((v) => ({ label: v.label, href: v.href, newTab: v.newTab })),
  ];
  const languageItems: DropdownItem[] = shell.alternates.map((a) => ({
    label: locales[a.locale].label,
    href: a.href,
    active: a.locale === shell.locale,
    lang: locales[a.locale].htmlLang,
  }));
  const menus = [communityMenu, supportMenu].map((menu) => ({
    label: t(menu.labelKey),
    items: menu.items.map((i) => ({ label: t(i.labelKey), href: i.href })),
  }));
  const currentVersion = versions.find((v) => v.name === shell.version);
  return {
    docItems,
    upgrade: upgradeHref
      ? { label: t(upgradeGuide.labelKey), href: upgradeHref, active: shell.id === upgradeGuide.docId }
      : null,
    versionItems,
    versionLabel: currentVersion?.label ?? shell.version,
    languageItems,
    translate: { label: t('nav.translate'), href: translateUrl, newTab: true },
    menus,
    socials: socialLinks.map((s) => ({ ...s, label: t(s.labelKey) })),
    homeHref: shell.nav[''] ?? toPath({ locale: shell.locale, version: shell.version, slug: '' }),
    searchHref: toPath({ locale: shell.locale, version: shell.version, slug: 'search' }),
  };
}

export function Navbar({ shell, onOpenMenu }: { shell: ShellModel; onOpenMenu: () => void }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const hidden = useHideableNavbar(ref);
  const nav = useNavModel(shell);
  return (
    <nav ref={ref} className={`navbar${hidden ? ' navbar--hidden' : ''}`} aria-label={t('nav.main')}>
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__icon-button navbar__menu-button"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
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
              >
                {item.label}
              </DocLink>
            </li>
          ))}
          {nav.upgrade && (
            <li>
              <DocLink
                className={`navbar__item navbar__link navbar__link--upgrade${nav.upgrade.active ? ' navbar__link--active' : ''}`}
                href={nav.upgrade.href}
              >
                {nav.upgrade.label}
              </DocLink>
            </li>
          )}
        </ul>
        <div className="navbar__items navbar__items--right">
          <Dropdown
            className="navbar__version"
            label={t('nav.versionMenu')}
            buttonLabel={nav.versionLabel}
            items={nav.versionItems}
          />
          <SearchBox searchHref={nav.searchHref} locale={shell.locale} version={shell.version} />
          {nav.menus.map((menu) => (
            <Dropdown key={menu.label} className="navbar__desktop-only" label={menu.label} items={menu.items} />
          ))}
          <Dropdown
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
  );
}
