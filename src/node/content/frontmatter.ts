// Frontmatter of a content file: parsed once, with problems reported as file lines.
import yaml from 'js-yaml';
import type { ContentProblem } from './problems';

export interface Frontmatter {
  title: string;
  description?: string;
  sidebar_label?: string;
  keywords?: string[];
  hide_table_of_contents?: boolean;
  /** Versions a shared page is built in (`[v8, v7]`); only on pages under content/docs/v8. */
  versions?: string[];
  /** Doc ids (same version) that redirect to this page. */
  redirect_from?: string[];
  /** Translations: hash of the English file they were made from (see src/node/translation.ts). */
  source_hash?: string;
}

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export interface SplitFile {
  data: Record<string, unknown>;
  /** The body with the frontmatter replaced by blank lines, so positions are file positions. */
  body: string;
  problems: ContentProblem[];
}

export function splitFrontmatter(raw: string, file: string): SplitFile {
  const m = BLOCK.exec(raw);
  if (!m) {
    return {
      data: {},
      body: raw,
      problems: [{ file, line: 1, column: 1, reason: 'no frontmatter block (--- … ---) with a title' }],
    };
  }
  const body = '\n'.repeat(m[0].split('\n').length - 1) + raw.slice(m[0].length);
  try {
    const data = (yaml.load(m[1]) ?? {}) as Record<string, unknown>;
    if (typeof data !== 'object' || Array.isArray(data))
      throw Object.assign(new Error('frontmatter is not a mapping'), { mark: { line: 0, column: 0 } });
    return { data, body, problems: checkFrontmatter(data, file) };
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; reason?: string; message: string };
    return {
      data: {},
      body,
      problems: [
        {
          file,
          line: (e.mark?.line ?? 0) + 2,
          column: (e.mark?.column ?? 0) + 1,
          reason: `frontmatter is not valid YAML: ${e.reason ?? e.message}`,
        },
      ],
    };
  }
}

const STRING_LISTS = ['keywords', 'versions', 'redirect_from'] as const;

/** The one place a page's title and the other frontmatter keys are checked. */
export function checkFrontmatter(data: Record<string, unknown>, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (reason: string) => problems.push({ file, line: 1, column: 1, reason });
  if (typeof data.title !== 'string' || !data.title.trim()) at('frontmatter has no "title"');
  for (const key of ['description', 'sidebar_label', 'source_hash'] as const) {
    if (data[key] !== undefined && data[key] !== null && typeof data[key] !== 'string')
      at(`frontmatter "${key}" must be a string`);
  }
  for (const key of STRING_LISTS) {
    const v = data[key];
    if (v === undefined || v === null) continue;
    if (!Array.isArray(v)) at(`frontmatter "${key}" must be a list of strings`);
    else {
      const odd = v.filter((x) => typeof x !== 'string');
      if (odd.length)
        at(
          `frontmatter "${key}" must be a list of strings; ` +
            `quote ${odd.map((x) => JSON.stringify(x)).join(', ')} (YAML reads it as ${typeof odd[0]})`,
        );
    }
  }
  if (data.hide_table_of_contents !== undefined && typeof data.hide_table_of_contents !== 'boolean')
    at('frontmatter "hide_table_of_contents" must be true or false');
  return problems;
}

export function toFrontmatter(data: Record<string, unknown>): Frontmatter {
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : undefined);
  return {
    title: String(data.title ?? ''),
    description: typeof data.description === 'string' ? data.description : undefined,
    sidebar_label: typeof data.sidebar_label === 'string' ? data.sidebar_label : undefined,
    keywords: list(data.keywords),
    hide_table_of_contents: data.hide_table_of_contents === true,
    versions: list(data.versions),
    redirect_from: list(data.redirect_from),
    source_hash: typeof data.source_hash === 'string' ? data.source_hash : undefined,
  };
}
