// The docs version a reader picked from a version menu (the navbar's, src/components/Dropdown,
// or the small-screen menu's, src/components/MobileMenu): links marked `data-preferred-version`
// remember it, and doc links marked `data-version-hrefs` (a JSON map of version to address)
// lead to it on pages outside the docs (search, not found). A picked version that no longer
// exists is forgotten.
import { preferredVersionKey } from '../../lib/storage';
import { site, store } from './kit';

export const PICK_SELECTOR = '[data-preferred-version]';

/** Remembers the version of a picked link. */
export function rememberVersion(link: Element): void {
  store.set(preferredVersionKey(), link.getAttribute('data-preferred-version') || '');
}

/** Points the doc links inside `root` at the preferred version, if the reader has one. */
export function followPreferredVersion(root: ParentNode): void {
  const picked = store.get(preferredVersionKey());
  if (!picked) return;
  if (site.versions.indexOf(picked) < 0) return store.remove(preferredVersionKey());
  root.querySelectorAll('[data-version-hrefs]').forEach((a) => {
    try {
      const hrefs = JSON.parse(a.getAttribute('data-version-hrefs') || '{}') as Record<string, string>;
      if (hrefs[picked]) a.setAttribute('href', hrefs[picked]);
    } catch {
      /* malformed: keep the default */
    }
  });
}
