// The notice at the top of every page of an archived version (the page model's `archived`):
// which Ionic release the page documents, that it is no longer maintained, and a link to the
// same page in the current version, or to its home where the page is not there. Rendered with
// the page, so it is in the HTML from the first paint.
import React from 'react';
import { useT } from '../../i18n';
import type { ArchivedNotice } from '../../lib/types';
import { DocLink } from '../DocLink';

export function ArchivedVersionBanner({ notice }: { notice: ArchivedNotice | null }) {
  const t = useT();
  if (!notice) return null;
  const values = { major: notice.ionicMajor, latest: notice.latestIonicMajor };
  // What goes between two sentences: a space in English, nothing after a Japanese 。.
  const gap = t('archived.gap');
  return (
    <div className="archived-banner" role="note">
      <p className="archived-banner__text">
        {t('archived.notice', values)}
        {gap}
        {!notice.samePage && (
          <>
            {t('archived.missing', values)}
            {gap}
          </>
        )}
        <DocLink href={notice.latestHref} className="archived-banner__link">
          {t(notice.samePage ? 'archived.samePage' : 'archived.home', values)}
        </DocLink>
      </p>
    </div>
  );
}
