import React from 'react';
import { useT } from '../../i18n';
import type { PageModel } from '../../lib/types';
import { DocLink } from '../DocLink';

/** Says a page is shown in English, or that its translation predates the English page. */
export function TranslationNote({ model }: { model: Pick<PageModel, 'translated' | 'stale' | 'englishHref'> }) {
  const t = useT();
  if (!model.translated) {
    return (
      <div className="untranslated-note" role="note">
        <strong>{t('doc.untranslatedTitle')}</strong> {t('doc.untranslated')}
      </div>
    );
  }
  if (!model.stale) return null;
  return (
    <div className="untranslated-note untranslated-note--stale" role="note">
      <strong>{t('doc.staleTitle')}</strong> {t('doc.stale')}{' '}
      <DocLink href={model.englishHref} hrefLang="en">
        {t('doc.staleLink')}
      </DocLink>
    </div>
  );
}
