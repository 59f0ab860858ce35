/** Promotional cards shown in the table-of-contents column (spec section 3, "Advertisement"). */
export interface Advertisement {
  id: string;
  type: 'advertisement';
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  data: {
    ad_id: string;
    ad_weight: number;
    ad_copy: { type: 'paragraph'; text: string };
    ad_url: { link_type: 'Web'; url: string; target: '_blank' | '_self' };
    ad_image: {
      dimensions: { width: number; height: number };
      alt: string;
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
        text: 'Ship web features inside your existing native apps with Ionic Portals, the micro-frontend toolkit for mobile teams.',
      },
      ad_url: { link_type: 'Web', url: 'https://ionic.io/portals', target: '_blank' },
      ad_image: {
        dimensions: { width: 280, height: 200 },
        alt: 'Ionic Portals: web micro-frontends in native apps',
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
        text: 'Build, sign and publish iOS and Android binaries in the cloud, and push live updates, with Ionic Appflow mobile CI/CD.',
      },
      ad_url: { link_type: 'Web', url: 'https://ionic.io/appflow', target: '_blank' },
      ad_image: {
        dimensions: { width: 280, height: 200 },
        alt: 'Ionic Appflow: mobile CI/CD for iOS and Android',
        url: 'img/ads/appflow@2x.svg',
        '1x': { dimensions: { width: 140, height: 100 }, url: 'img/ads/appflow.svg' },
      },
    },
  },
];
