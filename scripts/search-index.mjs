#!/usr/bin/env node
// Builds the static search index from the production HTML (part of `npm run build`):
// only elements marked data-pagefind-body (the article) are indexed, one index per page
// language (Pagefind segments Japanese), with a `version` filter for contextual results.
// Usage: node scripts/search-index.mjs [public-dir]
import * as pagefind from 'pagefind';

const dir = process.argv[2] ?? 'public';
const started = Date.now();
// Heading anchors ("#") are not text: excluded here rather than marked in every page's HTML.
const EXCLUDE_SELECTORS = ['.hash-link'];
const { index, errors } = await pagefind.createIndex({
  keepIndexUrl: false,
  includeCharacters: '-',
  excludeSelectors: EXCLUDE_SELECTORS,
});
if (!index) {
  console.error('Pagefind could not start:', errors.join('\n'));
  process.exit(1);
}
const added = await index.addDirectory({ path: dir });
if (added.errors.length) {
  console.error(added.errors.join('\n'));
  process.exit(1);
}
const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
if (written.errors.length) {
  console.error(written.errors.join('\n'));
  process.exit(1);
}
await pagefind.close();
console.log(
  `search index: ${added.page_count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dir}/pagefind`,
);
