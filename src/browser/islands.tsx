// Interactive widgets inside static page bodies. The build renders an empty, labelled box
// (src/render/Island.tsx); the body slice mounts the widget into it, loading its code only on
// pages that have one (a spinner after 200 ms, an error with Retry when loading fails).
import React from 'react';
import { lazyClientComponent } from '../components/ClientOnly';

type Loader = () => Promise<{ default: React.ComponentType<Record<string, unknown>> }>;

const LOADERS: Record<string, Loader> = {
  ColorGenerator: () => import('../components/ColorGenerator/ColorGenerator') as unknown as ReturnType<Loader>,
  IconGallery: () => import('../components/IconGallery/IconGallery') as unknown as ReturnType<Loader>,
};

const components = new Map<string, React.ComponentType<Record<string, unknown>>>();

/** The lazily loading component of a widget (one per name, so a retry reuses it). */
export function islandComponent(name: string, label: string): React.ComponentType<Record<string, unknown>> | null {
  const load = LOADERS[name];
  if (!load) return null;
  let component = components.get(name);
  if (!component) {
    component = lazyClientComponent(load, label);
    components.set(name, component);
  }
  return component;
}

export interface IslandMount {
  key: string;
  element: HTMLElement;
  name: string;
  label: string;
  props: Record<string, unknown>;
}

/** The widget boxes of a body, emptied and ready for their components. */
export function takeIslands(root: HTMLElement): IslandMount[] {
  return [...root.querySelectorAll<HTMLElement>('[data-island]')].map((element, index) => {
    let props: Record<string, unknown> = {};
    try {
      props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    } catch {
      /* malformed props: the widget gets none */
    }
    element.replaceChildren();
    element.removeAttribute('aria-busy');
    return {
      key: `${element.dataset.island}-${index}`,
      element,
      name: element.dataset.island as string,
      label: element.getAttribute('aria-label') ?? '',
      props,
    };
  });
}
