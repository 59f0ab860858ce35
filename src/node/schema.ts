import type { CreateSchemaCustomizationArgs } from 'gatsby';

/** The content model in GraphQL: one `Doc` per MDX file (see src/node/content-node.ts). */
export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    type Doc implements Node @dontInfer {
      version: String!
      locale: String!
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
  `);
}
