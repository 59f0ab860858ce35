/** Where the search index is served from (under the site's path prefix), and Pagefind's module in it. */
export const PAGEFIND_DIR = '/pagefind/';
export const PAGEFIND_FILE = 'pagefind.js';
export const PAGEFIND_MODULE = `${PAGEFIND_DIR}${PAGEFIND_FILE}`;
