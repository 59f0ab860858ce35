// Internal links (/docs/…, plain <a> everywhere: navbar, sidebar, bodies, footer), from one
// set of document listeners. Intent on a link (pointer over, touch, keyboard focus) prefetches
// its page and asks for the app; once the app runs, a followed link navigates client-side;
// before that it is an ordinary link. Links scrolled into view prefetch too, except on 2G and
// data-saver connections.
import { PATH_PREFIX } from '../../lib/routes';

export interface LinkHost {
  /** Client-side navigation to a path without the /docs prefix (Gatsby's navigate). */
  navigate(to: string): void;
  /** Queues a prefetch of a page (Gatsby's prefetchPathname). */
  prefetch(path: string): void;
  /** The reader means to follow a link: the app should be ready for it. */
  intent(): void;
  /** Whether the app runs (client-side navigation possible). */
  ready(): boolean;
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
  // Files beside the pages (Markdown twins, demos, llms.txt) are not pages.
  if (/\.(md|txt|xml|json)$/.test(href.split(/[?#]/)[0]) || href.startsWith(`${PATH_PREFIX}/usage/`)) return null;
  return href.slice(PATH_PREFIX.length) || '/';
}

const pathOnly = (to: string) => to.split('#')[0].split('?')[0];
const here = () => window.location.pathname.slice(PATH_PREFIX.length) || '/';

type Connection = { saveData?: boolean; effectiveType?: string };

/** False on data-saver and 2G connections (the Network Information API), where nothing is prefetched. */
export function prefetchAllowed(
  connection: Connection | undefined = (navigator as Navigator & { connection?: Connection }).connection,
): boolean {
  return !connection || !(connection.saveData || (connection.effectiveType ?? '').includes('2g'));
}

/**
 * Wires the document; returns the cleanup, with `scan()` to watch the links now in it for
 * visibility and `intent(href)` for a link the reader meant to follow before this ran.
 */
export function installLinks(
  host: LinkHost,
  root: Document = document,
): (() => void) & { scan: () => void; intent: (href: string) => void } {
  const anchorOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]') ?? null;
  const onClick = (event: MouseEvent) => {
    const anchor = anchorOf(event);
    if (!anchor || !host.ready()) return;
    const to = internalTarget(anchor, event);
    if (to === null) return;
    // A link to an anchor of this page is the browser's job.
    if (to.includes('#') && pathOnly(to) === pathOnly(here())) return;
    event.preventDefault();
    host.navigate(to);
  };
  const intentOn = (anchor: HTMLAnchorElement | null) => {
    const to = anchor ? internalTarget(anchor) : null;
    if (to === null || pathOnly(to) === pathOnly(here())) return;
    host.intent();
    if (prefetchAllowed()) host.prefetch(pathOnly(to));
  };
  const onIntent = (event: Event) => intentOn(anchorOf(event));

  // Visible links prefetch once; new links (another page) are picked up after each change.
  const seen = new WeakSet<Element>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const to = internalTarget(entry.target as HTMLAnchorElement);
            if (to !== null && prefetchAllowed()) host.prefetch(pathOnly(to));
            observer?.unobserve(entry.target);
          }
        });
  const scan = () => {
    for (const a of root.querySelectorAll<HTMLAnchorElement>(`a[href^="${PATH_PREFIX}/"], a[href="${PATH_PREFIX}"]`)) {
      if (seen.has(a)) continue;
      seen.add(a);
      observer?.observe(a);
    }
  };

  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('touchstart', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return Object.assign(
    () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('pointerover', onIntent);
      root.removeEventListener('touchstart', onIntent);
      root.removeEventListener('focusin', onIntent);
      observer?.disconnect();
    },
    {
      scan,
      intent: (href: string) => {
        const anchor = root.createElement('a');
        anchor.setAttribute('href', href);
        intentOn(anchor);
      },
    },
  );
}
