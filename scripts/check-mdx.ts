// Checks content files without a build, with the build's own compile (src/node/content):
// frontmatter and title, MDX syntax, code-block languages; reports file:line:column.
// Usage: node -r ./scripts/register-ts.cjs scripts/check-mdx.ts <file-or-dir> [...]
import fs from 'fs';
import path from 'path';
import { compileDoc } from '../src/node/content/compile';
import { listFiles } from '../src/node/files';

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('usage: node -r ./scripts/register-ts.cjs scripts/check-mdx.ts <file-or-dir> [...]');
  process.exit(2);
}
const files = targets.flatMap((t) =>
  fs.statSync(t).isDirectory() ? listFiles(path.resolve(t), '.mdx') : [path.resolve(t)],
);
let failed = 0;
for (const file of files) {
  const { problems } = compileDoc(
    fs.readFileSync(file, 'utf8'),
    path.relative(process.cwd(), file).split(path.sep).join('/'),
  );
  if (!problems.length) continue;
  failed += 1;
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} ${p.reason}`);
}
console.log(`${files.length - failed} ok, ${failed} with errors`);
process.exitCode = failed ? 1 : 0;
