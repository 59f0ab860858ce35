// Client-side navigation and prefetching for every internal link of the page, from one set of
// document-level listeners (links are plain <a href="/docs/…"> everywhere: navbar, sidebar,
// body HTML, footer). A followed link navigates without reloading; a link prefetches its
// page when hovered, touched or scrolled into view, except on 2G and data-saver connections
// (Gatsby's loader checks that for visible links only: its hover path loads the page anyway).
import { PATH_PREFIX } from '../lib/routes';

export interface LinkHost {
  /** Client-side navigation to a path without the /docs prefix (Gatsby's navigate). */
  navigate(to: string): void;
  /** Loads a page's resources now (hover, touch). */
  prefetch(path: string): void;
  /** Queues a prefetch of a page whose link became visible. */
  enqueue(path: string): void;
}

/** The site path of an internal link (without /docs), or null for anything the browser should handle. */
export function internalTarget(anchor: HTMLAnchorElement, event?: MouseEvent): string | null {
  if (
    event &&
    (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
    return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!(href === PATH_PREFIX || href.startsWith(`${PATH_PREFIX}/`))) return null;
  return href.slice(PATH_PREFIX.length) || '/';
}

const pathOnly = (to: string) => to.split('#')[0].split('?')[0];

type Connection = { saveData?: boolean; effectiveType?: string };

/** False on data-saver and 2G connections (the Network Information API), where nothing is prefetched. */
export function prefetchAllowed(
  connection: Connection | undefined = (navigator as Navigator & { connection?: Connection }).connection,
): boolean {
  return !connection || !(connection.saveData || (connection.effectiveType ?? '').includes('2g'));
}

/** Wires the document; returns the cleanup. */
export function installLinkNavigation(host: LinkHost, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (!anchor) return;
    const to = internalTarget(anchor, event);
    if (to === null) return;
    // A link to an anchor of this page is the browser's job.
    const here = window.location.pathname.slice(PATH_PREFIX.length) || '/';
    if (to.includes('#') && pathOnly(to) === pathOnly(here)) return;
    event.preventDefault();
    host.navigate(to);
  };
  const prefetchFrom = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const to = anchor ? internalTarget(anchor) : null;
    if (to !== null && prefetchAllowed()) host.prefetch(pathOnly(to));
  };

  // Visible links prefetch once; new links (a category opened, a new page) are picked up.
  const seen = new WeakSet<Element>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const to = internalTarget(entry.target as HTMLAnchorElement);
            if (to !== null) host.enqueue(pathOnly(to));
            observer?.unobserve(entry.target);
          }
        });
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    for (const a of root.querySelectorAll<HTMLAnchorElement>(`a[href^="${PATH_PREFIX}/"], a[href="${PATH_PREFIX}"]`)) {
      if (seen.has(a)) continue;
      seen.add(a);
      observer?.observe(a);
    }
  };
  const idle =
    (window as unknown as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ??
    ((cb: () => void) => window.setTimeout(cb, 200));
  const schedule = () => {
    if (scheduled || !observer) return;
    scheduled = true;
    idle(scan);
  };
  const mutations = typeof MutationObserver === 'undefined' || !observer ? null : new MutationObserver(schedule);
  mutations?.observe(root.body ?? root.documentElement, { childList: true, subtree: true });
  schedule();

  root.addEventListener('click', onClick);
  root.addEventListener('mouseover', prefetchFrom);
  root.addEventListener('touchstart', prefetchFrom, { passive: true });
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('mouseover', prefetchFrom);
    root.removeEventListener('touchstart', prefetchFrom);
    mutations?.disconnect();
    observer?.disconnect();
  };
}
