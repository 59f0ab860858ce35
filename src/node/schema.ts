import type { CreateSchemaCustomizationArgs } from 'gatsby';

/** Explicit types so a tree without some optional frontmatter key still queries. */
export function createSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
      fields: MdxFields
    }
    type MdxFrontmatter {
      title: String
      description: String
      sidebar_label: String
      keywords: [String]
      hide_table_of_contents: Boolean
    }
    type MdxHeading {
      depth: Int!
      id: String!
      text: String!
    }
    type MdxFields {
      version: String
      locale: String
      docId: String
      repoPath: String
      file: String
      headings: [MdxHeading]
    }
  `);
}
