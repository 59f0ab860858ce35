import { startTransition } from 'react';
import type React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * A React 18 root over `container`, for Gatsby's root and every island (./islands.tsx): the
 * server's HTML is hydrated; an empty container (development, where Gatsby renders in the
 * browser; its overlays) is rendered. Hydration runs in a transition, so React does it in
 * slices of a few milliseconds, yielding between them, instead of one task as long as the
 * tree (40 ms on this machine for the colour generator, 160 ms with the CPU 4x slower); a tap
 * meanwhile makes React finish at once and replay it.
 */
export function mountRoot(element: React.ReactElement, container: Element): Root {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(element);
    return root;
  }
  let root!: Root; // startTransition runs its callback at once
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return root;
}

/**
 * Gatsby's renderer (replaceHydrateFunction), called once onClientEntry's promise resolved,
 * i.e. on navigation intent; Gatsby wants the cleanup back.
 */
export function hydrateOrRender(element: React.ReactElement, container: Element): () => void {
  const root = mountRoot(element, container);
  return () => root.unmount();
}
