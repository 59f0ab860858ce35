// What build-time rendering of a page body knows: the page's locale, version and source file
// (links resolve from it), and a counter for element ids unique within the page.
import { createContext, useContext } from 'react';
import { translate } from '../i18n/messages';
import { CURRENT_VERSION, DEFAULT_LOCALE } from '../lib/routes';
import type { DocVersion, Locale } from '../lib/types';
import type { PlaygroundExample } from '../node/playgrounds/load';

export interface RenderContextValue {
  locale: Locale;
  version: DocVersion;
  /** Source file relative to the version root; relative links resolve from it. */
  file: string;
  /** A page-unique id with the given prefix ('tabs-1', 'tabs-2'…). */
  nextId: (prefix: string) => string;
  /** The playground examples of the page's version, by id ('button/basic'). */
  playgrounds?: ReadonlyMap<string, PlaygroundExample>;
}

export function createRenderContext(
  locale: Locale,
  version: DocVersion,
  file: string,
  playgrounds?: ReadonlyMap<string, PlaygroundExample>,
): RenderContextValue {
  const counters = new Map<string, number>();
  return {
    locale,
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

export const RenderContext = createContext<RenderContextValue>(
  createRenderContext(DEFAULT_LOCALE, CURRENT_VERSION, 'index.mdx'),
);

export function useRender(): RenderContextValue {
  return useContext(RenderContext);
}

/** Build-time translation in the page's locale. */
export function useT(): (key: string, values?: Record<string, string | number>) => string {
  const { locale } = useRender();
  return (key, values) => translate(locale, key, values);
}
