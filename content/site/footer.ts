/** Footer (rendered by src/components/Footer). Titles and labels are i18n keys of `common`. */
export const footer = {
  style: 'dark' as 'dark' | 'light',
  columns: [
    {
      titleKey: 'footer.docs',
      items: [
        { labelKey: 'nav.guide', docId: '' },
        { labelKey: 'nav.components', docId: 'components' },
        { labelKey: 'nav.cli', docId: 'cli' },
        { labelKey: 'nav.native', docId: 'native' },
      ],
    },
    {
      titleKey: 'footer.community',
      items: [
        { labelKey: 'nav.forum', href: 'https://forum.ionicframework.com/' },
        { labelKey: 'nav.social.discord', href: 'https://ionic.link/discord' },
        { labelKey: 'nav.social.twitter', href: 'https://twitter.com/ionicframework' },
        { labelKey: 'nav.blog', href: 'https://ionic.io/blog' },
      ],
    },
    {
      titleKey: 'footer.source',
      items: [
        { labelKey: 'footer.frameworkRepo', href: 'https://github.com/ionic-team/ionic-framework' },
        { labelKey: 'footer.docsRepo', href: 'https://github.com/ionic-team/ionic-docs' },
        { labelKey: 'footer.changelog', href: 'https://github.com/ionic-team/ionic-framework/releases' },
      ],
    },
  ] as { titleKey: string; items: ({ labelKey: string; docId: string } | { labelKey: string; href: string })[] }[],
  logo: {
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    altKey: 'nav.logoAlt',
    width: 139,
    height: 28,
    href: 'https://ionicframework.com',
  },
  copyrightKey: 'footer.copyright',
};
