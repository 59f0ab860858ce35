import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from 'gatsby';
import { LOCALES, VERSIONS } from '../lib/routes';
import { compileFile, fileState, usableDoc } from './content/store';

// Descriptions are GraphQL's own ("""…"""): GraphiQL shows them in its explorer and docs panel.

/** GraphQL type definitions; versions and locales are enums of the registries (content/site). */
export function schemaTypes(): string {
  return `
    """
    A documentation version (content/site/versions.ts): the current one is served at /docs/,
    others at /docs/<version>/.
    """
    enum DocVersion { ${VERSIONS.join(' ')} }
    """A language of the site (content/site/locales.ts): English at /docs/, others at /docs/<locale>/."""
    enum DocLocale { ${LOCALES.join(' ')} }

    """
    One written page: an MDX file under content/docs/<version>/ (English) or
    content/i18n/<locale>/<version>/ (a translation). Pages generated from npm packages (component
    API, CLI commands, native plugins) are not nodes: they are built when pages are created
    (src/node/reference-pages.ts), with a Doc of the same docId as their written overview.
    """
    type Doc implements Node @dontInfer {
      "The version folder the file is in (a page shared with other versions lists them in frontmatter.versions)."
      version: DocVersion!
      "The language: en for content/docs, the folder name for content/i18n/<locale>."
      locale: DocLocale!
      """
      The page's id within its version, as sidebars and links name it: the path without .mdx and
      without a final /index ('theming/basics', 'cli', '' for the home).
      """
      docId: String!
      "The path relative to the version folder ('theming/basics.mdx'); relative links in the page resolve from it."
      file: String!
      "The path in the repository ('content/docs/v8/theming/basics.mdx'), as errors and the edit link name it."
      repoPath: String!
      "The file's absolute path on the machine that built the site."
      absolutePath: String!
      "The page's frontmatter, checked when the file is compiled (docs/AUTHORING.md, Frontmatter)."
      frontmatter: DocFrontmatter!
      "The page's headings in order, with the anchor id each gets (the table of contents lists depths 2 and 3)."
      headings: [DocHeading!]!
      "The MDX source after the frontmatter."
      body: String!
    }

    "The frontmatter of a written page."
    type DocFrontmatter {
      """
      The page title (required): the page heading, the browser title and the sidebar label unless
      sidebar_label is set.
      """
      title: String!
      "One sentence: the meta description, search snippets and llms.txt."
      description: String
      "A shorter label for sidebars, breadcrumbs and previous/next links."
      sidebar_label: String
      "Search keywords (meta keywords)."
      keywords: [String!]
      "True hides the table of contents."
      hide_table_of_contents: Boolean
      "Versions a page under content/docs/<current> is also built in, written once ([v8, v7])."
      versions: [String!]
      "Old doc ids of the same version that redirect to this page."
      redirect_from: [String!]
      """
      Translations: the hash of the English file they were made from (npm run i18n:stamp); a
      different hash marks them stale.
      """
      source_hash: String
    }

    "A heading of a written page."
    type DocHeading {
      "2 for ##, 3 for ###…"
      depth: Int!
      "The anchor id: the heading's slug (github-slugger), or the id pinned with \\\\{#id\\\\}."
      id: String!
      "The heading as plain text."
      text: String!
    }
  `;
}

/** The content model in GraphQL: one `Doc` per MDX file (see src/node/content-node.ts). */
export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(schemaTypes());
}

/**
 * `Doc.body` is read from the compile when asked for, not kept in the node: nodes are read back
 * (and decoded) each time pages are created, and the bodies were most of their bytes.
 */
export function createDocResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    Doc: {
      body: {
        resolve: (doc: { absolutePath: string; repoPath: string }) =>
          usableDoc(fileState(doc.absolutePath) ?? compileFile(doc.absolutePath, doc.repoPath)).body,
      },
    },
  });
}
