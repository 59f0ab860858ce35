// The announcement bar (content/site/announcement.ts). A closeable one that the reader closed
// is hidden before the first paint (<html data-announcement-dismissed>, set by the pre-paint
// script) and its close button works from the first tap (./element.ts).
import React from 'react';
import type { Announcement } from '../../../content/site/announcement';
import { useLocale, useT } from '../../i18n';
import { Icon } from '../Icon';

export function AnnouncementBar({ announcement }: { announcement: Announcement | null }) {
  const t = useT();
  const locale = useLocale();
  if (!announcement) return null;
  return (
    <docs-announcement>
      <div
        className={`announcement-bar${announcement.isCloseable ? ' announcement-bar--closeable' : ''}`}
        role="region"
        aria-label={t('announcement.label')}
        style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
      >
        {/* Maintainer-written HTML from content/site/announcement.ts. */}
        <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: announcement.content[locale] }} />
        {announcement.isCloseable && (
          <button type="button" className="announcement-bar__close" aria-label={t('announcement.close')}>
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
    </docs-announcement>
  );
}
