/** The site's path prefix (gatsby-config.ts pathPrefix): every docs address starts with it. */
export const PATH_PREFIX = '/docs';
