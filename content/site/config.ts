/** Site-wide settings. */
export const siteConfig = {
  url: 'https://ionicframework.com',
  baseUrl: '/docs/',
  pathPrefix: '/docs',
  trailingSlash: 'never' as const,
  title: 'Ionic Framework',
  titleDelimiter: '|',
  tagline: 'The mobile SDK for the web: build iOS, Android and web apps from one code base.',
  // PNGs drawn from static/img/favicon.svg by scripts/favicons.mjs (an SVG icon is a document
  // of its own for the browser to build while the page loads).
  favicon: 'img/favicon.png',
  touchIcon: 'img/apple-touch-icon.png',
  socialImage: 'img/meta/open-graph.png',
  twitterSite: '@ionicframework',
  noIndex: false,
  siteVersion: '0.0.0',
  editUrlBase: 'https://github.com/ionic-team/ionic-docs/edit/main/',
};
