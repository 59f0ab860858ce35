import { createContext, useContext } from 'react';
import type { DocVersion, Locale } from '../lib/types';

export interface DocContextValue {
  locale: Locale;
  version: DocVersion;
  /** Source file relative to the version root; relative links resolve from it. */
  file: string;
}

export const DocContext = createContext<DocContextValue>({ locale: 'en', version: 'v8', file: 'index.mdx' });

export function useDocContext(): DocContextValue {
  return useContext(DocContext);
}
