// What build-time rendering of a page body knows besides its language (<LocaleProvider>): the
// page's version and source file (links resolve from it) and its playground examples.
import { createContext, useContext } from 'react';
import { CURRENT_VERSION } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';
import type { PlaygroundExample } from '../playgrounds/load';

export interface RenderContextValue {
  version: DocVersion;
  /** Source file relative to the version root; relative links resolve from it. */
  file: string;
  /** The playground examples of the page's version, by id ('button/basic'). */
  playgrounds?: ReadonlyMap<string, PlaygroundExample>;
}

export function createRenderContext(
  version: DocVersion,
  file: string,
  playgrounds?: ReadonlyMap<string, PlaygroundExample>,
): RenderContextValue {
  return { version, file, playgrounds };
}

export const RenderContext = createContext<RenderContextValue>(createRenderContext(CURRENT_VERSION, 'index.mdx'));

export function useRender(): RenderContextValue {
  return useContext(RenderContext);
}
