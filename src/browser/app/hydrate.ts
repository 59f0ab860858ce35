import { startTransition } from 'react';
import type React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's renderer (replaceHydrateFunction): React 18 hydrates the server's HTML; an empty
 * container (development, where Gatsby renders in the browser; its overlays) is rendered.
 * Gatsby calls it once onClientEntry's promise resolved, i.e. on navigation intent.
 */
export function hydrateOrRender(element: React.ReactElement, container: Element): () => void {
  if (container.hasChildNodes()) {
    // Hydration in slices (a transition), as for the islands (./islands.tsx): the page stays
    // responsive while the root hydrates; a click meanwhile makes React finish at once.
    let root: ReturnType<typeof hydrateRoot> | null = null;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
    return () => root?.unmount();
  }
  const root = createRoot(container);
  root.render(element);
  return () => root.unmount();
}
