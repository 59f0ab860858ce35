// What the navbar and the small-screen menu show for a page: one model, read by both.
import { locales, translateUrl } from '../../../content/site/locales';
import { communityMenu, navDocItems, socialLinks, supportMenu, upgradeGuide } from '../../../content/site/navbar';
import { externalVersions, versions } from '../../../content/site/versions';
import { useT } from '../../i18n';
import { toPath } from '../../lib/routes';
import type { ShellModel } from '../../lib/types';
import type { DropdownItem } from '../Dropdown';

export function useNavModel(shell: ShellModel) {
  const t = useT();
  const docItems = navDocItems
    .filter((item) => Boolean(shell.nav[item.docId]))
    .map((item) => ({
      label: t(item.labelKey),
      href: shell.nav[item.docId] as string,
      active: item.activeSidebar !== undefined && item.activeSidebar === shell.sidebarName,
      // Outside the docs (search, not found) a doc link leads to the version the reader picked:
      // every version's address is in the markup and Navbar/element.ts picks one.
      versionHrefs: shell.outsideDocs
        ? JSON.stringify(
            Object.fromEntries(
              versions.map((v) => [v.name, toPath({ locale: shell.locale, version: v.name, slug: item.docId })]),
            ),
          )
        : undefined,
    }));
  const upgradeHref = shell.nav[upgradeGuide.docId];
  const versionItems: DropdownItem[] = [
    ...versions.map((v) => ({
      label: v.label,
      href:
        shell.versionLinks.find((l) => l.version === v.name)?.href ??
        toPath({ locale: shell.locale, version: v.name, slug: '' }),
      active: v.name === shell.version,
      version: v.name,
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
    id: `menu-${menu.labelKey.replace(/\W+/g, '-')}`,
    label: t(menu.labelKey),
    items: menu.items.map((i) => ({ label: t(i.labelKey), href: i.href })),
  }));
  const currentVersion = versions.find((v) => v.name === shell.version);
  return {
    docItems,
    upgrade: upgradeHref
      ? {
          label: t(upgradeGuide.labelKey),
          href: upgradeHref,
          active: shell.id === upgradeGuide.docId,
          versionHrefs: undefined,
        }
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
