// What build-time rendering of a page body knows besides its language (<LocaleProvider>): the
// page's version and source file (links resolve from it), and a counter for element ids unique
// within the page.
import { createContext, useContext } from 'react';
import { CURRENT_VERSION } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';
import type { PlaygroundExample } from '../playgrounds/load';

export interface RenderContextValue {
  version: DocVersion;
  /** Source file relative to the version root; relative links resolve from it. */
  file: string;
  /** A page-unique id with the given prefix ('tabs-1', 'tabs-2'…). */
  nextId: (prefix: string) => string;
  /** The playground examples of the page's version, by id ('button/basic'). */
  playgrounds?: ReadonlyMap<string, PlaygroundExample>;
}

export function createRenderContext(
  version: DocVersion,
  file: string,
  playgrounds?: ReadonlyMap<string, PlaygroundExample>,
): RenderContextValue {
  const counters = new Map<string, number>();
  return {
    version,
    file,
    playgrounds,
    nextId: (prefix) => {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${prefix}-${n}`;
    },
  };
}

export const RenderContext = createContext<RenderContextValue>(createRenderContext(CURRENT_VERSION, 'index.mdx'));

export function useRender(): RenderContextValue {
  return useContext(RenderContext);
}
