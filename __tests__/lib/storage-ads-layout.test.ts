import { ads } from '../../content/site/ads';
import { locales } from '../../content/site/locales';
import { lookup } from '../../src/i18n';
import { LOCALES } from '../../src/lib/routes';
import { hashString, pickAd } from '../../src/lib/ads';
import { preferredVersionKey } from '../../src/lib/storage';

// The storage keys the browser really writes ('theme', 'tabs-choice-framework',
// 'docs-preferred-version-default', the announcement's) are checked where they are written:
// __tests__/browser/inline.test.tsx and __tests__/providers.
describe('preferred version key', () => {
  it('is the prefix plus the docs plugin id', () => {
    expect(preferredVersionKey('api')).toBe('docs-preferred-version-api');
  });
});

describe('pickAd', () => {
  it('is deterministic per seed and follows the weights', () => {
    expect(pickAd(ads, '/docs/intro/cli')).toBe(pickAd(ads, '/docs/intro/cli'));
    const counts: Record<string, number> = {};
    for (let i = 0; i < 3000; i += 1) {
      const ad = pickAd(ads, `/docs/page-${i}`)!;
      counts[ad.id] = (counts[ad.id] ?? 0) + 1;
    }
    // Weights 1 and 2: about a third and two thirds.
    expect(counts['ad-portals'] / 3000).toBeGreaterThan(0.28);
    expect(counts['ad-portals'] / 3000).toBeLessThan(0.39);
  });
  it('returns null without eligible ads', () => {
    expect(pickAd([], 'x')).toBeNull();
  });
  it('hashes with 32-bit FNV-1a', () => {
    // Reference values of the algorithm: the offset basis for '', and 'a' and 'abc'.
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('abc')).toBe(0x1a47e90b);
  });
  it('ships 280x200 images with a 140x100 1x variant', () => {
    for (const ad of ads) {
      expect(ad.data.ad_image.dimensions).toEqual({ width: 280, height: 200 });
      expect(ad.data.ad_image['1x'].dimensions).toEqual({ width: 140, height: 100 });
    }
  });
  it('has its copy and image text in every locale', () => {
    for (const ad of ads)
      for (const locale of LOCALES)
        for (const key of [ad.data.ad_copy.textKey, ad.data.ad_image.altKey])
          expect([locale, key, lookup(locales[locale].messages, key)?.trim() || null]).toEqual([
            locale,
            key,
            expect.any(String),
          ]);
  });
});
