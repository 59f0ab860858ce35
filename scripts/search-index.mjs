#!/usr/bin/env node
// Builds the static search index from the production HTML (part of `npm run build`):
// only elements marked data-pagefind-body (the article) are indexed, one index per page
// language, with a `version` filter for contextual results. Japanese pages are indexed with
// their words cut as a reader's query is cut (./search-segment.mjs). Next to the index, a list
// of the indexed words per language (words-en.json, words-ja.json) for the search's typo
// tolerance (src/search/typos.ts).
// Usage: node scripts/search-index.mjs [public-dir]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { htmlForIndex } from './search-segment.mjs';
import { CLI_COMMAND_MAP, cliNamespaceAliases, searchTerms, withSearchTerms } from './search-terms.mjs';

const dir = process.argv[2] ?? 'public';
const started = Date.now();
// A fresh index each build: Pagefind names its files by content and never removes old ones.
rmSync(join(dir, 'pagefind'), { recursive: true, force: true });
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
const added = { page_count: 0, errors: [] };
const htmlFiles = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'pagefind'
        ? []
        : htmlFiles(join(folder, e.name))
      : e.name.endsWith('.html')
        ? [join(folder, e.name)]
        : [],
  );
// The pages Pagefind indexes (those with data-pagefind-body: Pagefind leaves the others out) are
// written to a folder of the same shape and read from there (handing it files one by one is
// several times slower): a Japanese page with its words cut (./search-segment.mjs), a generated
// reference page with what readers search it by as metadata (./search-terms.mjs).
const require = createRequire(import.meta.url);
const namespaceAliases = cliNamespaceAliases(readFileSync(require.resolve(CLI_COMMAND_MAP), 'utf8'));
const copies = mkdtempSync(join(tmpdir(), 'search-pages-'));
let t = Date.now();
let japanese = 0;
const augmented = {};
for (const file of htmlFiles(dir)) {
  const html = readFileSync(file, 'utf8');
  if (!html.includes('data-pagefind-body')) continue;
  const rel = relative(dir, file);
  const terms = searchTerms(html, rel.split(sep).join('/'), namespaceAliases);
  for (const key of Object.keys(terms)) augmented[key] = (augmented[key] ?? 0) + 1;
  const segmented = htmlForIndex(html);
  if (segmented !== html) japanese += 1;
  const copy = join(copies, rel);
  mkdirSync(dirname(copy), { recursive: true });
  writeFileSync(copy, withSearchTerms(segmented, terms));
}
const prepareSeconds = (Date.now() - t) / 1000;
t = Date.now();
const read = await index.addDirectory({ path: copies });
added.page_count += read.page_count ?? 0;
added.errors.push(...(read.errors ?? []));
const indexSeconds = (Date.now() - t) / 1000;
rmSync(copies, { recursive: true, force: true });
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

// The word list of each language, from what Pagefind indexed: each page's fragment (gzip, a
// 12-byte signature, then JSON) holds its text and metadata.
require('./register-ts.cjs');
const { buildWordList } = require('../src/search/typos.ts');
const fragments = join(dir, 'pagefind', 'fragment');
const texts = new Map();
for (const name of readdirSync(fragments)) {
  const language = name.split('_')[0];
  const page = JSON.parse(
    gunzipSync(readFileSync(join(fragments, name)))
      .subarray(12)
      .toString('utf8'),
  );
  // The image is a URL; its alternative text is not.
  const meta = Object.entries(page.meta ?? {}).filter(([key]) => key !== 'image');
  if (!texts.has(language)) texts.set(language, []);
  texts.get(language).push([page.content, ...meta.map(([, value]) => value)].join(' '));
}
const wordLists = [...texts].map(([language, pages]) => {
  const json = JSON.stringify(buildWordList(pages));
  writeFileSync(join(dir, 'pagefind', `words-${language}.json`), json);
  return `${language} ${(gzipSync(json).length / 1024).toFixed(1)} KB gzip`;
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const withTerms = Object.entries(augmented)
  .map(([key, n]) => `${n} with ${key}`)
  .join(', ');
console.log(
  `search index: ${added.page_count} pages in ${seconds} s → ${dir}/pagefind ` +
    `(pages prepared in ${prepareSeconds.toFixed(1)} s: ${japanese} Japanese with words cut, ${withTerms}; ` +
    `indexed in ${indexSeconds.toFixed(1)} s); word lists: ${wordLists.join(', ')}`,
);
