import { DEFAULT_LOCALE, fromPath } from '../../lib/routes';
import type { Locale, ResolveDocLink } from './types';

/**
 * The locale the loaders render headings and notices in. An explicit option wins; otherwise
 * it is read from the resolver (Japanese URLs carry a '/ja/' segment, see design.md "URLs"),
 * so the lead's `loadX(resolve)` calls per locale need no extra argument.
 */
export function pickLocale(resolve: ResolveDocLink, probeDocId: string, explicit?: Locale): Locale {
  if (explicit) return explicit;
  try {
    return fromPath(resolve(probeDocId))?.locale ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
