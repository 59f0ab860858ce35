// The not-found page's script, in the head of that page only (bundled by
// src/node/not-found-script.ts). An address a host without rules could not serve, `/x.html`,
// `/x/index.html` or an alias such as `/docs/v8/x`, goes on to its page before anything is
// drawn. Any other address gets the pages nearest to it, the same page in the other version
// and a search for its last words, from the list of pages the build wrote for this language.
import { cleanAddress, searchWords } from '../../lib/addresses';
import { NOT_FOUND, suggestionsFor, type RouteList, type Suggestions } from '../../lib/not-found';
import { fromPath } from '../../lib/routes';

function show(main: Element, s: Suggestions): void {
  const doc = main.ownerDocument;
  const list = main.querySelector(`[${NOT_FOUND.nearest}]`);
  if (list) {
    list.replaceChildren(
      ...s.nearest.map((p) => {
        const li = doc.createElement('li');
        const a = doc.createElement('a');
        a.href = p.href;
        a.textContent = p.title;
        const path = doc.createElement('code');
        path.textContent = p.href;
        li.append(a, ' ', path);
        return li;
      }),
    );
  }
  main.querySelector(`[${NOT_FOUND.loading}]`)?.remove();
  const other = main.querySelector<HTMLElement>(`[${NOT_FOUND.otherVersion}]`);
  const link = other?.querySelector('a');
  if (other && link && s.other) {
    link.href = s.other.href;
    link.textContent = `${s.other.title} (${s.other.version})`;
    other.hidden = false;
  }
}

/** Search link first (no data needed), then the nearest pages once the list has arrived. */
export function suggest(doc: Document, pathname: string, load: (url: string) => Promise<RouteList>): Promise<void> {
  const main = doc.querySelector(`[${NOT_FOUND.root}]`);
  if (!main) return Promise.resolve();
  const search = main.querySelector<HTMLAnchorElement>(`[${NOT_FOUND.search}]`);
  const query = searchWords(fromPath(pathname)?.slug ?? '');
  if (search && query) {
    const url = new URL(search.href);
    url.searchParams.set('q', query);
    search.href = url.pathname + url.search;
    search.textContent = (search.getAttribute(NOT_FOUND.search) ?? '{q}').replace('{q}', query);
  }
  return load(main.getAttribute(NOT_FOUND.root) ?? '')
    .then((routes) => show(main, suggestionsFor(pathname, routes)))
    .catch(() => main.querySelector(`[${NOT_FOUND.loading}]`)?.remove());
}

/** Runs in the page: forward at once, or suggest when the page is parsed. */
export function run(win: Window): void {
  const { location, document } = win;
  const clean = cleanAddress(location.pathname);
  if (clean) {
    location.replace(clean + location.search + location.hash);
    return;
  }
  const load = (url: string) => win.fetch(url).then((r) => (r.ok ? (r.json() as Promise<RouteList>) : {}));
  const start = () => void suggest(document, location.pathname, load);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
