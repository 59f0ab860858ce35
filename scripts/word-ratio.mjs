#!/usr/bin/env node
// Depth of the written pages, in prose words (outside code blocks, inline code, tags, link
// addresses and frontmatter):
// - with `--official <dir>` (a checkout of the official ionic-team/ionic-docs repository, read
//   only to count its words), every English v8 page beside the official page at the same route
//   (its versioned_docs/version-v8), sorted by ratio, with the pages under 0.6×;
// - always, the Ionic 7 component overviews (content/docs/v7/api): each one's words, and for
//   the most-read components the ratio to their v8 page.
// Usage: node scripts/word-ratio.mjs [--official <dir>]   (part of `npm run bench`)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Prose words of Markdown/MDX text. */
export function proseWords(source) {
  let inFence = false;
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .split('\n')
    .filter((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return false;
      }
      return !inFence && !/^(import|export)\s/.test(line);
    })
    .join('\n')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\\?\{#[^}]*\\?\}/g, ' ')
    .replace(/^:::\w*/gm, ' ');
  return (text.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? []).length;
}

function mdxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? mdxFiles(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const idOf = (root, file) =>
  relative(root, file)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');

/** The official file of a doc id, if any (index files, .md or .mdx). */
function officialFile(root, id) {
  const candidates = [`${id}.md`, `${id}.mdx`, `${id}/index.md`, `${id}/index.mdx`, id === '' ? 'index.md' : null];
  return candidates.filter(Boolean).find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile());
}

/** [id, ours, official, ratio] for every English v8 page that has an official twin. */
export function ratios(officialDir, contentDir = 'content/docs/v8') {
  const root = join(officialDir, 'versioned_docs', 'version-v8');
  return mdxFiles(contentDir)
    .map((file) => {
      const id = idOf(contentDir, file);
      const theirs = officialFile(root, id);
      if (!theirs) return null;
      const official = proseWords(readFileSync(join(root, theirs), 'utf8'));
      const ours = proseWords(readFileSync(file, 'utf8'));
      return official ? [id || '(home)', ours, official, ours / official] : null;
    })
    .filter(Boolean)
    .sort((a, b) => a[3] - b[3]);
}

/** The components readers open most, whose v7 overview should be as deep as the v8 page. */
export const MOST_USED = [
  ...'button input item list modal select toast alert tabs menu'.split(' '),
  ...'header content card datetime checkbox toggle segment popover loading searchbar'.split(' '),
];

export function v7Overviews(root = 'content/docs') {
  const dir = join(root, 'v7', 'api');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      const name = f.replace(/\.mdx$/, '');
      const words = proseWords(readFileSync(join(dir, f), 'utf8'));
      const v8 = join(root, 'v8', 'api', f);
      const v8Words = existsSync(v8) ? proseWords(readFileSync(v8, 'utf8')) : 0;
      return { name, words, v8Words, mostUsed: MOST_USED.includes(name) };
    });
}

const ratioOf = (o) => (o.words / o.v8Words).toFixed(2);

export function formatDepth(officialDir) {
  const lines = [];
  if (officialDir) {
    const rows = ratios(officialDir);
    const under = rows.filter((r) => r[3] < 0.6);
    const total = rows.reduce((s, r) => [s[0] + r[1], s[1] + r[2]], [0, 0]);
    const median = rows[Math.floor(rows.length / 2)]?.[3] ?? 0;
    lines.push(
      `Prose words, v8 English pages beside the official ones (${rows.length} pages): ` +
        `${(total[0] / total[1]).toFixed(2)}× overall, median page ${median.toFixed(2)}×, ` +
        `${under.length} under 0.6×`,
    );
    lines.push('page | here | official | ratio (the 15 thinnest)');
    for (const [id, ours, official, ratio] of rows.slice(0, 15))
      lines.push(`${id} | ${ours} | ${official} | ${ratio.toFixed(2)}`);
  } else {
    lines.push('Prose words beside the official pages: skipped (pass --official <ionic-docs checkout>).');
  }
  const v7 = v7Overviews();
  const short = v7.filter((o) => o.words < 150);
  const shallow = v7.filter((o) => o.mostUsed && o.words < 0.8 * o.v8Words);
  lines.push(
    `Ionic 7 component overviews: ${v7.length} written, ${short.length} under 150 words` +
      `${short.length ? ` (${short.map((o) => o.name).join(', ')})` : ''}; most-used ${MOST_USED.length}: ` +
      `${MOST_USED.length - shallow.length} at ≥ 0.8× their v8 page` +
      (shallow.length ? ` (below: ${shallow.map((o) => `${o.name} ${ratioOf(o)}`).join(', ')})` : ''),
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--official');
  console.log(formatDepth(i > 0 ? process.argv[i + 1] : process.env.IONIC_DOCS_OFFICIAL));
}
