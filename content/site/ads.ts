/**
 * Promotional cards shown in the table-of-contents column (src/components/AdCard; picked by
 * src/lib/ads.ts).
 * Their words are UI strings, keyed here and written per locale in locales/<locale>/common.json
 * (under `ads`), so a new locale translates them with the rest of the interface.
 */
export interface Advertisement {
  id: string;
  type: 'advertisement';
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  data: {
    ad_id: string;
    ad_weight: number;
    /** `textKey`: the paragraph's UI string key. */
    ad_copy: { type: 'paragraph'; textKey: string };
    ad_url: { link_type: 'Web'; url: string; target: '_blank' | '_self' };
    ad_image: {
      dimensions: { width: number; height: number };
      /** The image's text alternative: a UI string key. */
      altKey: string;
      url: string;
      '1x': { dimensions: { width: number; height: number }; url: string };
    };
  };
}

export const ads: Advertisement[] = [
  {
    id: 'ad-portals',
    type: 'advertisement',
    tags: ['docs', 'micro-frontends'],
    publishedAt: '2024-04-17T00:00:00Z',
    updatedAt: '2024-04-17T00:00:00Z',
    data: {
      ad_id: 'portals',
      ad_weight: 1,
      ad_copy: {
        type: 'paragraph',
        textKey: 'ads.portals.copy',
      },
      ad_url: { link_type: 'Web', url: 'https://ionic.io/portals', target: '_blank' },
      ad_image: {
        dimensions: { width: 280, height: 200 },
        altKey: 'ads.portals.alt',
        url: 'img/ads/portals@2x.svg',
        '1x': { dimensions: { width: 140, height: 100 }, url: 'img/ads/portals.svg' },
      },
    },
  },
  {
    id: 'ad-appflow',
    type: 'advertisement',
    tags: ['docs', 'ci-cd'],
    publishedAt: '2024-04-17T00:00:00Z',
    updatedAt: '2024-04-17T00:00:00Z',
    data: {
      ad_id: 'appflow',
      ad_weight: 2,
      ad_copy: {
        type: 'paragraph',
        textKey: 'ads.appflow.copy',
      },
      ad_url: { link_type: 'Web', url: 'https://ionic.io/appflow', target: '_blank' },
      ad_image: {
        dimensions: { width: 280, height: 200 },
        altKey: 'ads.appflow.alt',
        url: 'img/ads/appflow@2x.svg',
        '1x': { dimensions: { width: 140, height: 100 }, url: 'img/ads/appflow.svg' },
      },
    },
  },
];
