// Playground examples: content/playgrounds/<version>/<component>/<name>.md. Each file has a
// frontmatter (title, optional height, layout and versions) and one `##` section per
// framework (JavaScript, Angular, React, Vue) with its code blocks. The JavaScript code is
// what runs in the live demo; the framework versions show the same example.
import fs from 'fs';
import path from 'path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { DocVersion } from '../../lib/types';
import { FRAMEWORKS, FRAMEWORK_LABELS, type Framework } from '../../lib/frameworks';
import { VERSIONS } from '../../lib/routes';
import { splitFrontmatter } from '../content/frontmatter';
import type { ContentProblem } from '../content/problems';
import { diskStore, hashOf } from '../cache/disk';
import { listFiles } from '../files';

export interface CodeFile {
  lang: string;
  title: string | null;
  code: string;
  /** Line in the source file, for errors. */
  line: number;
}

export interface PlaygroundExample {
  /** 'button/basic' */
  id: string;
  component: string;
  name: string;
  title: string;
  /** Initial frame height in px (the frame then follows its content). */
  height: number;
  /** 'content': the JavaScript markup goes inside <ion-app><ion-content>; 'app': it is the whole app. */
  layout: 'content' | 'app';
  /** Versions the example runs in (its own version, and others that share it). */
  versions: DocVersion[];
  code: Record<Framework, CodeFile[]>;
  repoPath: string;
}

export const PLAYGROUND_DIR = 'content/playgrounds';
const DEFAULT_HEIGHT = 240;

interface MdNode {
  type: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
}

function titleOf(meta: string | null | undefined): string | null {
  const m = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/** Parses one example file; problems name the file and line. */
export function parseExample(
  raw: string,
  repoPath: string,
): { example: PlaygroundExample | null; problems: ContentProblem[] } {
  const m = /content\/playgrounds\/(v\d+)\/([a-z0-9-]+)\/([a-z0-9-]+)\.md$/.exec(repoPath);
  const problems: ContentProblem[] = [];
  const at = (line: number, reason: string) => problems.push({ file: repoPath, line, column: 1, reason });
  if (!m || !(VERSIONS as readonly string[]).includes(m[1])) {
    at(1, `a playground lives at ${PLAYGROUND_DIR}/<${VERSIONS.join('|')}>/<component>/<name>.md`);
    return { example: null, problems };
  }
  const [, version, component, name] = m as unknown as [string, DocVersion, string, string];
  const { data, body, problems: fm } = splitFrontmatter(raw, repoPath);
  problems.push(...fm);
  const tree = fromMarkdown(body) as unknown as MdNode;
  const code = { javascript: [], angular: [], react: [], vue: [] } as Record<Framework, CodeFile[]>;
  let current: Framework | null = null;
  for (const node of tree.children ?? []) {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'heading' && node.depth === 2) {
      const label = toString(node as never).trim();
      const fw = FRAMEWORKS.find((f) => FRAMEWORK_LABELS[f].toLowerCase() === label.toLowerCase());
      if (!fw) at(line, `unknown section "${label}": use ${FRAMEWORKS.map((f) => FRAMEWORK_LABELS[f]).join(', ')}`);
      current = fw ?? null;
      continue;
    }
    if (node.type === 'code') {
      if (!current) {
        at(line, 'a code block must be under a ## JavaScript, ## Angular, ## React or ## Vue heading');
        continue;
      }
      if (!node.lang) at(line, 'code block without a language');
      code[current].push({ lang: node.lang ?? 'text', title: titleOf(node.meta), code: node.value ?? '', line });
    }
  }
  for (const fw of FRAMEWORKS) if (!code[fw].length) at(1, `no ${FRAMEWORK_LABELS[fw]} code`);
  if (code.javascript.length && !code.javascript.some((c) => c.lang === 'html'))
    at(code.javascript[0].line, 'the JavaScript section needs an html block: it is what the demo runs');
  for (const c of code.javascript)
    if (!['html', 'js', 'javascript', 'css'].includes(c.lang))
      at(c.line, `JavaScript blocks are html, js or css (got "${c.lang}")`);
  const versions = (Array.isArray(data.versions) ? data.versions.map(String) : [version]) as DocVersion[];
  for (const v of versions)
    if (!(VERSIONS as readonly string[]).includes(v))
      at(1, `"versions" lists "${v}", which is not one of ${VERSIONS.join(', ')}`);
  if (!versions.includes(version)) at(1, `"versions" must include ${version}, the folder the example is in`);
  const height = data.height === undefined ? DEFAULT_HEIGHT : Number(data.height);
  if (!Number.isFinite(height) || height < 80 || height > 900)
    at(1, '"height" is a number of pixels between 80 and 900');
  const layout = data.layout ?? 'content';
  if (layout !== 'content' && layout !== 'app') at(1, '"layout" is "content" (the default) or "app"');
  if (problems.length) return { example: null, problems };
  return {
    example: {
      id: `${component}/${name}`,
      component,
      name,
      title: String(data.title),
      height,
      layout: layout as 'content' | 'app',
      versions,
      code,
      repoPath,
    },
    problems,
  };
}

/** Every example, keyed by version: `examples.get('v8')?.get('button/basic')`. */
export function loadPlaygrounds(root: string): {
  examples: Map<DocVersion, Map<string, PlaygroundExample>>;
  problems: ContentProblem[];
} {
  const examples = new Map<DocVersion, Map<string, PlaygroundExample>>(VERSIONS.map((v) => [v, new Map()]));
  const problems: ContentProblem[] = [];
  for (const file of listFiles(path.join(root, PLAYGROUND_DIR), '.md')) {
    const repoPath = path.relative(root, file).split(path.sep).join('/');
    const { example, problems: p } = parseExample(fs.readFileSync(file, 'utf8'), repoPath);
    problems.push(...p);
    if (!example) continue;
    for (const v of example.versions) {
      const other = examples.get(v)?.get(example.id);
      if (other)
        problems.push({
          file: repoPath,
          line: 1,
          column: 1,
          reason: `example "${example.id}" for ${v} is also ${other.repoPath}`,
        });
      else examples.get(v)?.set(example.id, example);
    }
  }
  return { examples, problems };
}

let lastPlaygrounds: { stamp: string; loaded: ReturnType<typeof loadPlaygrounds> } | null = null;

interface StoredPlaygrounds {
  examples: [DocVersion, [string, PlaygroundExample][]][];
  problems: ContentProblem[];
}

/**
 * loadPlaygrounds, parsed again only when a file under content/playgrounds was added, removed or
 * changed (kept in memory and in .cache/ionic-docs/playgrounds.json, by the files' contents).
 * `stamp` identifies the set: pages that show examples are rendered again when it changes.
 */
export function loadPlaygroundsCached(root: string): ReturnType<typeof loadPlaygrounds> & { stamp: string } {
  const files = listFiles(path.join(root, PLAYGROUND_DIR), '.md').sort();
  const stamp = hashOf(...files.flatMap((f) => [path.relative(root, f), fs.readFileSync(f, 'utf8')]));
  if (lastPlaygrounds?.stamp !== stamp) {
    const disk = diskStore<StoredPlaygrounds>(root, 'playgrounds');
    const stored = disk.get(stamp);
    let loaded: ReturnType<typeof loadPlaygrounds>;
    if (stored)
      loaded = { examples: new Map(stored.examples.map(([v, list]) => [v, new Map(list)])), problems: stored.problems };
    else {
      loaded = loadPlaygrounds(root);
      disk.set(stamp, { examples: [...loaded.examples].map(([v, byId]) => [v, [...byId]]), problems: loaded.problems });
      disk.keepOnlyUsed();
      disk.save();
    }
    lastPlaygrounds = { stamp, loaded };
  }
  return { ...lastPlaygrounds.loaded, stamp };
}
