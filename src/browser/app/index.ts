// What the app does when its scripts run (gatsby-browser onClientEntry; a built page starts
// them at the reader's first activity, src/browser/inline/activity.ts), before and without
// hydrating the page: link intent and prefetching, the islands, the search modal, analytics.
// Gatsby's root (client-side navigation) is hydrated only once the reader means to follow a
// link: the promise returned here resolves then, and Gatsby loads the page's data and
// hydrates (replaceHydrateFunction). In development Gatsby renders in the browser: at once.
import { prefetchPathname } from 'gatsby';
import { loadTagManager } from './analytics';
import { hasServerRenderedRoot } from '../gatsby-seams';
import { scanIslands } from './islands';
import { installLinks } from './links';
import { go, installHistoryProgress } from './navigation';
import { installSearch } from './search';
import { appWanted, isAppReady, wantApp } from './state';
import { APP_WANTED_ATTRIBUTE } from '../../lib/activity';
import { PAGE_EVENT } from '../../lib/navigation';

export function startApp(): Promise<void> {
  const links = installLinks({
    navigate: (to) => go(to),
    prefetch: (path) => void prefetchPathname(path),
    intent: wantApp,
    ready: isAppReady,
  });
  installHistoryProgress();
  installSearch();
  scanIslands();
  document.addEventListener(PAGE_EVENT, () => scanIslands());
  // Visible links prefetch for client-side navigation, so only once the app runs (PAGE_EVENT
  // comes with its first render), and when the browser is idle: prefetching is main-thread
  // work too, which a reader only reading the page, or tapping its controls, must not wait for.
  const idle = (window as unknown as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  const scanLinks = () => (idle ? idle(() => links.scan()) : window.setTimeout(() => links.scan(), 200));
  document.addEventListener(PAGE_EVENT, scanLinks);
  loadTagManager();
  // The reader pointed at a link before the app ran (src/browser/inline/activity.ts).
  const pointedAt = document.documentElement.getAttribute(APP_WANTED_ATTRIBUTE);
  if (pointedAt !== null) links.intent(pointedAt);
  // Gatsby renders development pages in the browser (no server HTML): it must not wait.
  return hasServerRenderedRoot() ? appWanted() : Promise.resolve();
}
