// Heading slugs in the style readers know from GitHub: lower case, punctuation dropped,
// spaces to hyphens, letters of every script kept (Japanese headings stay readable).

export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Hands out unique slugs for one page: a repeated heading gets -1, -2… */
export class Slugger {
  private used = new Set<string>();
  private counts = new Map<string, number>();

  slug(text: string): string {
    return this.claim(slugify(text));
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
