// The components every page can use without an import, by name: what the compile accepts as a
// capitalised tag. The components themselves are src/node/render/mdx-components.ts (a unit test
// keeps the two lists equal); the names stand apart so that compiling a page loads no React
// component (content is compiled in worker threads on a cold start, src/node/content/parallel.ts).
export const GLOBAL_COMPONENTS = [
  'Admonition',
  // made by remark-admonitions for a :::note title (inline Markdown), not written by authors
  'AdmonitionTitle',
  'Tabs',
  'TabItem',
  'CardGrid',
  'Card',
  'ColorGenerator',
  'ReleaseNotes',
  'Playground',
] as const;

/** What authors write: the list a "not a component" error offers. */
export const AUTHORED_COMPONENTS = GLOBAL_COMPONENTS.filter((name) => name !== 'AdmonitionTitle');
