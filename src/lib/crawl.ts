// Link checking over a built site: pure functions over HTML strings, used by the crawl test.

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

export function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => ENTITIES[m] ?? m);
}

/**
 * Every href of an <a> element, every id, and the ids given to more than one element, of one
 * HTML page. Comments (such as Gatsby's slice markers, which repeat an id) hold no elements.
 */
export function extractLinksAndIds(html: string): { hrefs: string[]; ids: Set<string>; duplicateIds: string[] } {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  const ids = new Set<string>();
  const twice = new Set<string>();
  for (const m of markup.matchAll(/\sid="([^"]*)"/g)) {
    const id = decodeEntities(m[1]);
    if (ids.has(id)) twice.add(id);
    ids.add(id);
  }
  return { hrefs, ids, duplicateIds: [...twice] };
}

/** Resolves an href found on `pagePath` to a site path + hash, or null when external. */
export function resolveHref(href: string, pagePath: string, prefix = '/docs'): { path: string; hash: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const url = new URL(href, `http://site${pagePath}`);
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return { path: url.pathname, hash: '' };
  return { path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.replace(/^#/, '')) };
}
