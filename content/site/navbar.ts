/** Navbar items (rendered by src/components/Navbar). Labels are i18n keys of the `common` namespace. */
export interface NavDocItem {
  kind: 'doc';
  labelKey: string;
  /** Doc id in the reader's version and locale. */
  docId: string;
  /** Which sidebar marks this item active. */
  activeSidebar?: 'docs' | 'api' | 'cli' | 'native';
}

export interface NavMenuLink {
  labelKey: string;
  href: string;
}

export interface NavMenu {
  labelKey: string;
  items: NavMenuLink[];
}

export const navDocItems: NavDocItem[] = [
  { kind: 'doc', labelKey: 'nav.guide', docId: '', activeSidebar: 'docs' },
  { kind: 'doc', labelKey: 'nav.components', docId: 'components', activeSidebar: 'api' },
  { kind: 'doc', labelKey: 'nav.cli', docId: 'cli', activeSidebar: 'cli' },
  { kind: 'doc', labelKey: 'nav.native', docId: 'native', activeSidebar: 'native' },
];

/** Shown only in the current version, which has the guide. */
export const upgradeGuide = { labelKey: 'nav.upgradeGuide', docId: 'updating/8-0' };

export const communityMenu: NavMenu = {
  labelKey: 'nav.community',
  items: [
    { labelKey: 'nav.communityHub', href: 'https://ionic.io/community' },
    { labelKey: 'nav.forum', href: 'https://forum.ionicframework.com/' },
    { labelKey: 'nav.meetups', href: 'https://www.meetup.com/topics/ionic-framework/' },
    { labelKey: 'nav.blog', href: 'https://ionic.io/blog' },
    { labelKey: 'nav.twitter', href: 'https://twitter.com/ionicframework' },
  ],
};

export const supportMenu: NavMenu = {
  labelKey: 'nav.support',
  items: [
    { labelKey: 'nav.helpCenter', href: 'https://ionic.zendesk.com/' },
    { labelKey: 'nav.customerSupport', href: 'https://ionic.io/support' },
    { labelKey: 'nav.enterpriseAdvisory', href: 'https://ionic.io/advisory' },
  ],
};

export const socialLinks = [
  { labelKey: 'nav.social.twitter', href: 'https://twitter.com/ionicframework', icon: 'twitter' as const },
  { labelKey: 'nav.social.discord', href: 'https://ionic.link/discord', icon: 'discord' as const },
  { labelKey: 'nav.social.github', href: 'https://github.com/ionic-team/ionic-framework', icon: 'github' as const },
];

/** Drawn inline by src/components/BrandLogo (the footer's logo is an image: footer.ts). */
export const logo = {
  width: 139,
  height: 28,
  /** Names the home link the logo is. */
  labelKey: 'nav.home',
};
