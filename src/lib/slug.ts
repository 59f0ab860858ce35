// Heading ids: GitHub's slugs (github-slugger), the one slugger of the site. Japanese
// headings stay readable; a repeated heading gets -1, -2…
import { slug as githubSlug } from 'github-slugger';

export function slugify(text: string): string {
  return githubSlug(text);
}

/** Hands out unique slugs for one page; explicit ids are claimed through the same counter. */
export class Slugger {
  private used = new Set<string>();
  private counts = new Map<string, number>();

  slug(text: string): string {
    return this.claim(slugify(text));
  }

  /** Marks an id as taken without handing it out (e.g. a generated API anchor), so headings do not collide with it. */
  reserve(id: string): void {
    this.used.add(id);
  }

  /** Takes `base`, or `base-N` when taken, and marks it used. */
  claim(base: string): string {
    let candidate = base;
    let n = this.counts.get(base) ?? 0;
    while (this.used.has(candidate)) {
      n += 1;
      candidate = `${base}-${n}`;
    }
    this.counts.set(base, n);
    this.used.add(candidate);
    return candidate;
  }
}
