import type { Locale } from '../../src/lib/types';

/** Announcement bar (src/components/AnnouncementBar). Shipped not closeable. */
export interface Announcement {
  id: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
  /** Trusted HTML written by maintainers, per locale. */
  content: Record<Locale, string>;
}

export const announcement: Announcement | null = {
  id: 'announcement-bar',
  backgroundColor: '#03060b',
  textColor: '#ffffff',
  isCloseable: false,
  content: {
    en: 'Ionic 8 is here. Read the <a href="/docs/updating/8-0">upgrade guide</a> to move your app from Ionic 7.',
    ja:
      'Ionic 8 をリリースしました。Ionic 7 からの移行は<a href="/docs/ja/updating/8-0">' +
      'アップグレードガイド</a>をご覧ください。',
  },
};
