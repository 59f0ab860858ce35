// Checks the links written in pages against the pages and anchors the site has, at build time:
// links go through the one resolver (./links) and anchors are the ids each page's body has,
// generated reference sections included. A broken link is named with its file, line and
// column, and with the nearest target that exists. Pure: the caller supplies what exists.
import { resolveLink, type LinkSource } from './links';
import { fromPath, PATH_PREFIX, toPagePath } from './routes';

export interface LinkToCheck {
  href: string;
  line: number;
  column: number;
}

/** The links of one built page. */
export interface PageLinks {
  /** The page's path (as given to createPage): a same-page '#anchor' is checked against it. */
  path: string;
  /** Where its links resolve from (its locale, version and source file). */
  from: Extract<LinkSource, { kind: 'page' }>;
  /** Repository path of the file the links are written in. */
  file: string;
  links: LinkToCheck[];
}

export interface LinkTargets {
  /** Every page with a body, by path (as given to createPage), with the ids in its body. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Pages that exist without anchors to check (redirects, search pages), and files (images). */
  exists?: (pagePath: string) => boolean;
}

export interface BrokenLink {
  file: string;
  line: number;
  column: number;
  href: string;
  /** The path of the page it was found on (a file shared by several versions or locales is checked in each). */
  page: string;
  missing: 'page' | 'anchor';
  /** The nearest target that exists, written as a link would be ('/intro/cli', '/api/button#properties', '#usage'). */
  suggestion: string | null;
}

/** Levenshtein distance: edits (insert, delete, replace) from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The candidate closest to `wanted` (ties: the first in sort order), or null when there is none. */
export function nearest(wanted: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of [...candidates].sort()) {
    const d = editDistance(wanted, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function decode(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** Every link of `pages` that leads to no page, or to an anchor its page does not have. */
export function findBrokenLinks(pages: Iterable<PageLinks>, targets: LinkTargets): BrokenLink[] {
  const broken: BrokenLink[] = [];
  // Doc ids per locale and version, for suggestions: built once, when a page link is broken.
  let slugs: Map<string, string[]> | null = null;
  const slugsOf = (from: PageLinks['from']) => {
    if (!slugs) {
      slugs = new Map();
      for (const pagePath of targets.anchors.keys()) {
        const route = fromPath(`${PATH_PREFIX}${pagePath}`);
        if (!route) continue;
        const key = `${route.locale}:${route.version}`;
        slugs.set(key, [...(slugs.get(key) ?? []), route.slug]);
      }
    }
    return slugs.get(`${from.locale}:${from.version}`) ?? [];
  };

  for (const page of pages) {
    for (const link of page.links) {
      let target: string;
      let hash: string;
      let written: (slug: string | null, id: string) => string;
      if (link.href.startsWith('#')) {
        target = page.path;
        hash = link.href.slice(1);
        written = (_, id) => `#${id}`;
      } else {
        const resolved = resolveLink(link.href, page.from);
        if (!resolved) continue; // external, or a query on this page
        target = toPagePath(resolved.route);
        hash = resolved.hash;
        const slug = resolved.route.slug;
        written = (s, id) => `/${s ?? slug}${id ? `#${id}` : ''}`;
      }
      const report = (missing: BrokenLink['missing'], suggestion: string | null) =>
        broken.push({
          file: page.file,
          line: link.line,
          column: link.column,
          href: link.href,
          page: page.path,
          missing,
          suggestion,
        });
      const ids = targets.anchors.get(target);
      if (!ids) {
        if (targets.exists?.(target)) continue;
        const route = fromPath(`${PATH_PREFIX}${target}`);
        const near = nearest(route?.slug ?? target, slugsOf(page.from));
        report(
          'page',
          near === null
            ? null
            : written(
                near,
                hash && targets.anchors.get(toPagePath({ ...page.from, slug: near }))?.has(hash) ? hash : '',
              ),
        );
        continue;
      }
      if (!hash || ids.has(hash) || ids.has(decode(hash))) continue;
      const near = nearest(decode(hash), ids);
      report('anchor', near === null ? null : written(null, near));
    }
  }
  return broken;
}

/** One line per broken link: 'file:line:column: link "…" leads to no page (in …); did you mean "…"?' */
export function describeBrokenLink(b: BrokenLink): string {
  const what = b.missing === 'page' ? 'leads to no page' : 'names an anchor its page does not have';
  const hint = b.suggestion ? `; did you mean "${b.suggestion}"?` : '';
  return `${b.file}:${b.line}:${b.column}: link "${b.href}" ${what} (on ${PATH_PREFIX}${b.page})${hint}`;
}
