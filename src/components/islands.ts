// The islands: components the server renders to HTML (src/node/render/island.tsx) and the
// browser hydrates with React (src/browser/app/islands.tsx), each on its own, when it is needed.
// A name here is the one link between the two; each side imports the modules its own way.

export const ISLAND_NAMES = ['ColorGenerator', 'IconGallery', 'PlaygroundDemo'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * When an island is hydrated: `visible` once it is near the viewport (then on idle), `intent`
 * at the first pointer, focus or touch inside it.
 */
export type IslandLoad = 'visible' | 'intent';

/** The attributes of an island's box. */
export const ISLAND_ATTR = {
  name: 'data-island',
  props: 'data-props',
  locale: 'data-locale',
  load: 'data-load',
  label: 'data-label',
} as const;
