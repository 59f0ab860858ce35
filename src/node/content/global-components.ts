// The components every page can use without an import, by name: what the compile accepts as a
// capitalised tag. The components themselves are src/node/render/mdx-components.ts (a unit test
// keeps the two lists equal); the names stand apart so that compiling a page loads no React
// component (content is compiled in worker threads on a cold start, src/node/content/parallel.ts).
export const GLOBAL_COMPONENTS = [
  'Admonition',
  'Tabs',
  'TabItem',
  'CardGrid',
  'Card',
  'ColorGenerator',
  'ReleaseNotes',
  'Playground',
] as const;
