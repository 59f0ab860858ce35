// onCreateNode: every MDX file of content/docs and content/i18n becomes a `Doc` node (its
// version, locale, doc id, frontmatter and headings) from the one compile of the file; its
// `body` is resolved from that compile when queried (src/node/schema.ts).
import type { CreateNodeArgs, Node } from 'gatsby';
import type { DocVersion, Locale } from '../lib/types';
import { VERSIONS, LOCALES, DEFAULT_LOCALE } from '../lib/routes';
import { compileFile, usableDoc } from './content/store';
import { contentHash } from './content/compile';
import { isDevelop } from './gatsby-seams';
import { checkEditedSamples } from './samples/build';

export interface DocLocation {
  version: DocVersion;
  locale: Locale;
  id: string;
  /** Path relative to the version root, e.g. 'theming/basics.mdx'; links resolve from it. */
  file: string;
  repoPath: string;
}

/** 'docs' + 'v8/cli/index.mdx' → { v8, en, 'cli' }; 'i18n' + 'ja/v7/intro/cli.mdx' → { v7, ja, 'intro/cli' }. */
export function locateDoc(sourceInstanceName: string, relativePath: string): DocLocation | null {
  const parts = relativePath.split('/');
  let locale: Locale = DEFAULT_LOCALE;
  if (sourceInstanceName === 'i18n') {
    const l = parts.shift() as Locale;
    if (!LOCALES.includes(l) || l === DEFAULT_LOCALE) return null;
    locale = l;
  } else if (sourceInstanceName !== 'docs') {
    return null;
  }
  const version = parts.shift() as DocVersion;
  if (!VERSIONS.includes(version)) return null;
  const file = parts.join('/');
  if (!file.endsWith('.mdx')) return null;
  const id = file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  const root = sourceInstanceName === 'i18n' ? 'content/i18n' : 'content/docs';
  return { version, locale, id, file, repoPath: `${root}/${relativePath}` };
}

type FileNode = Node & { sourceInstanceName: string; relativePath: string; absolutePath: string };

export function onCreateDocNode({
  node,
  actions,
  createNodeId,
  loadNodeContent,
}: CreateNodeArgs): Promise<void> | void {
  if (node.internal.type !== 'File') return undefined;
  const file = node as FileNode;
  const location = locateDoc(file.sourceInstanceName, file.relativePath);
  if (!location) return undefined;
  return loadNodeContent(file).then((raw) => {
    // A file that does not compile still has its node (its last good compile, or a stand-in):
    // its problems are reported once, when pages are created (src/node/diagnostics.ts).
    // An edit in the development server: its samples are checked first, so the page shows their types.
    if (isDevelop()) checkEditedSamples(process.cwd(), location.repoPath, raw);
    const doc = usableDoc(compileFile(file.absolutePath, location.repoPath, raw));
    const { id: docId, ...where } = location;
    const docNode = {
      ...where,
      id: createNodeId(`doc ${file.absolutePath}`),
      parent: file.id,
      children: [],
      absolutePath: file.absolutePath,
      docId,
      frontmatter: doc.frontmatter,
      headings: doc.headings,
      internal: { type: 'Doc', contentDigest: contentHash(raw), mediaType: 'text/mdx' },
    };
    actions.createNode(docNode);
    actions.createParentChildLink({ parent: file, child: docNode as unknown as Node });
  });
}
