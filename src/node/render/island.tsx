// An island's server side (src/components/islands.ts): its box, with the HTML its component
// renders inside the same providers the browser hydrates it in (src/providers/wrap.tsx), so
// the reader sees it whole before any script runs and React takes it over without redrawing.
import React from 'react';
import { renderToString } from 'react-dom/server';
import ColorGenerator from '../../components/ColorGenerator';
import IconGallery from '../../components/IconGallery';
import { ISLAND_ATTR, type IslandLoad, type IslandName } from '../../components/islands';
import PlaygroundDemo from '../../components/PlaygroundDemo';
import { useLocale } from '../../i18n';
import type { Locale } from '../../lib/types';
import { wrapIsland } from '../../providers/wrap';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
const COMPONENTS: Record<IslandName, React.ComponentType<any>> = {
  ColorGenerator,
  IconGallery,
  PlaygroundDemo,
};

export interface IslandOptions {
  load?: IslandLoad;
  className?: string;
  /** What the island is, in the page's words (named in the note shown if its code cannot load). */
  label?: string;
}

function attributes(name: IslandName, props: object, locale: Locale, options: IslandOptions) {
  return {
    [ISLAND_ATTR.name]: name,
    [ISLAND_ATTR.props]: JSON.stringify(props),
    [ISLAND_ATTR.locale]: locale,
    [ISLAND_ATTR.load]: options.load ?? 'visible',
    ...(options.label ? { [ISLAND_ATTR.label]: options.label } : {}),
  };
}

/** The component's own HTML, as hydrateRoot expects it (renderToString's text separators). */
export function islandInnerHtml(name: IslandName, props: object, locale: Locale): string {
  const Component = COMPONENTS[name];
  return renderToString(wrapIsland(<Component {...props} />, locale));
}

/** The island in a page body rendered at build time (the body's language is the island's). */
export function Island({ name, props, ...options }: { name: IslandName; props: object } & IslandOptions) {
  const locale = useLocale();
  return (
    <div
      className={`island${options.className ? ` ${options.className}` : ''}`}
      {...attributes(name, props, locale, options)}
      dangerouslySetInnerHTML={{ __html: islandInnerHtml(name, props, locale) }}
    />
  );
}
