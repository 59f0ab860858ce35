#!/usr/bin/env node
// Compiles MDX files with the same MDX 2 + GFM parser the site uses and reports
// syntax errors with file:line:column, without running a full Gatsby build.
// Usage: node scripts/check-mdx.mjs <file-or-dir> [...]
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import yaml from 'js-yaml';
import { readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function collect(target, out) {
  const st = statSync(target);
  if (st.isDirectory()) {
    for (const name of readdirSync(target)) collect(join(target, name), out);
  } else if (target.endsWith('.mdx')) {
    out.push(target);
  }
  return out;
}

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('usage: node scripts/check-mdx.mjs <file-or-dir> [...]');
  process.exit(2);
}
const files = targets.flatMap((t) => collect(t, []));
let failed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const problems = [];
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!fm) problems.push(`${file}:1:1 no frontmatter block`);
  else {
    try {
      const data = yaml.load(fm[1]) ?? {};
      if (typeof data.title !== 'string' || !data.title.trim()) problems.push(`${file}:1:1 frontmatter has no title`);
    } catch (err) {
      problems.push(`${file}:${(err.mark?.line ?? 0) + 2}:1 frontmatter is not valid YAML: ${err.reason ?? err.message}`);
    }
  }
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  try {
    await compile(body, { remarkPlugins: [remarkGfm] });
  } catch (err) {
    const line = err.line ?? err.position?.start?.line ?? '?';
    const col = err.column ?? err.position?.start?.column ?? '?';
    problems.push(`${file}:${line}:${col} ${err.reason ?? err.message}`);
  }
  // Opening fences must name a language (the content guide requires it).
  let open = null;
  source.split('\n').forEach((text, i) => {
    const m = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(text);
    if (!m) return;
    if (open === null) {
      open = m[2];
      if (!m[3].trim()) problems.push(`${file}:${i + 1}:1 code block without a language`);
    } else if (m[2].startsWith(open[0]) && m[2].length >= open.length && !m[3].trim()) {
      open = null;
    }
  });
  if (problems.length) {
    failed += 1;
    for (const p of problems) console.error(p);
  }
}
console.log(`${files.length - failed} ok, ${failed} with errors`);
process.exit(failed ? 1 : 0);
