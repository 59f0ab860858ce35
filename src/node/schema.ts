import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { LOCALES, VERSIONS } from '../lib/routes';

/** GraphQL type definitions; versions and locales are enums of the registries (content/site). */
export function schemaTypes(): string {
  return `
    enum DocVersion { ${VERSIONS.join(' ')} }
    enum DocLocale { ${LOCALES.join(' ')} }
    type Doc implements Node @dontInfer {
      version: DocVersion!
      locale: DocLocale!
      docId: String!
      file: String!
      repoPath: String!
      absolutePath: String!
      frontmatter: DocFrontmatter!
      headings: [DocHeading!]!
      body: String!
    }
    type DocFrontmatter {
      title: String!
      description: String
      sidebar_label: String
      keywords: [String!]
      hide_table_of_contents: Boolean
      versions: [String!]
      redirect_from: [String!]
      source_hash: String
    }
    type DocHeading {
      depth: Int!
      id: String!
      text: String!
    }
  `;
}

/** The content model in GraphQL: one `Doc` per MDX file (see src/node/content-node.ts). */
export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(schemaTypes());
}
