/** Site-wide settings (spec section 3, "Site config"). */
export const siteConfig = {
  url: 'https://ionicframework.com',
  baseUrl: '/docs/',
  pathPrefix: '/docs',
  trailingSlash: 'never' as const,
  title: 'Ionic Framework',
  titleDelimiter: '|',
  tagline: 'The mobile SDK for the web: build iOS, Android and web apps from one code base.',
  favicon: 'img/favicon.svg',
  socialImage: 'img/meta/open-graph.png',
  twitterSite: '@ionicframework',
  noIndex: false,
  siteVersion: '0.0.0',
  editUrlBase: 'https://github.com/ionic-team/ionic-docs/edit/main/',
};
