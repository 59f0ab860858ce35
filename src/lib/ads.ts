import type { Advertisement } from '../../content/site/ads';

/** A stable 32-bit hash (FNV-1a): the same path picks the same ad on server and client. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Weighted choice driven by a seed, so rendering is deterministic per page. */
export function pickAd(ads: Advertisement[], seed: string): Advertisement | null {
  const eligible = ads.filter((ad) => ad.data.ad_weight > 0);
  const total = eligible.reduce((sum, ad) => sum + ad.data.ad_weight, 0);
  if (!total) return null;
  let point = hashString(seed) % total;
  for (const ad of eligible) {
    if (point < ad.data.ad_weight) return ad;
    point -= ad.data.ad_weight;
  }
  return eligible[eligible.length - 1];
}
