import React from 'react';
import { useT } from '../../i18n';
import type { Announcement } from '../../../content/site/announcement';
import type { Locale } from '../../lib/types';
import { useAnnouncement } from '../../providers/Announcement';
import { Icon } from '../Icon';

export function AnnouncementBar({ announcement, locale }: { announcement: Announcement | null; locale: Locale }) {
  const { isActive, close } = useAnnouncement();
  const t = useT();
  if (!announcement || (announcement.isCloseable && !isActive)) return null;
  return (
    <div
      className={`announcement-bar${announcement.isCloseable ? ' announcement-bar--closeable' : ''}`}
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
    >
      {/* Maintainer-written HTML from content/site/announcement.ts. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: announcement.content[locale] }} />
      {announcement.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label={t('announcement.close')} onClick={close}>
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}
