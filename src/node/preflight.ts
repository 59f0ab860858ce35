// Before Gatsby sources anything: every content file's frontmatter and MDX syntax are
// checked, and all problems are reported at once as "file:line:column: reason".
import fs from 'fs';
import path from 'path';
import { frontmatterLineCount, extractHeadings } from './content-node';
import { listFiles } from './files';

export interface ContentProblem {
  file: string;
  line: number;
  column: number;
  reason: string;
}

/** Parses the YAML frontmatter; problems carry file lines (line 1 is the opening ---). */
export function checkFrontmatter(raw: string, file: string): { data: Record<string, unknown>; problems: ContentProblem[] } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const yaml = require('js-yaml') as { safeLoad(text: string): unknown };
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(raw);
  if (!m) return { data: {}, problems: [{ file, line: 1, column: 1, reason: 'no frontmatter block (--- … ---) with a title' }] };
  try {
    const data = (yaml.safeLoad(m[1]) ?? {}) as Record<string, unknown>;
    const problems: ContentProblem[] = [];
    if (typeof data.title !== 'string' || !data.title.trim()) problems.push({ file, line: 1, column: 1, reason: 'frontmatter has no "title"' });
    return { data, problems };
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; reason?: string; message: string };
    return { data: {}, problems: [{ file, line: (e.mark?.line ?? 0) + 2, column: (e.mark?.column ?? 0) + 1, reason: `frontmatter is not valid YAML: ${e.reason ?? e.message}` }] };
  }
}

export function checkContentFile(absolute: string, repoPath: string): ContentProblem[] {
  const raw = fs.readFileSync(absolute, 'utf8');
  const { problems } = checkFrontmatter(raw, repoPath);
  const body = raw.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  try {
    extractHeadings(body, repoPath, frontmatterLineCount(raw));
  } catch (error) {
    const m = /:(\d+):(\d+): ([\s\S]*)$/.exec((error as Error).message);
    problems.push({ file: repoPath, line: m ? Number(m[1]) : 0, column: m ? Number(m[2]) : 0, reason: m ? m[3] : (error as Error).message });
  }
  return problems;
}

export function checkContent(root: string): ContentProblem[] {
  return ['content/docs', 'content/i18n'].flatMap((dir) =>
    listFiles(path.join(root, dir), '.mdx').flatMap((file) => checkContentFile(file, path.relative(root, file).split(path.sep).join('/'))),
  );
}

export function formatProblems(problems: ContentProblem[]): string {
  return `Content errors (${problems.length}):\n${problems.map((p) => `  ${p.file}:${p.line}:${p.column}: ${p.reason}`).join('\n')}`;
}
