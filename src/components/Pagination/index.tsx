import React from 'react';
import { useT } from '../../i18n';
import type { NavLink } from '../../lib/types';
import { DocLink } from '../DocLink';

export function Pagination({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  const t = useT();
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label={t('doc.pagination')}>
      {previous ? (
        <DocLink className="pagination__link pagination__link--prev" href={previous.href} rel="prev">
          <span className="pagination__sub">{t('doc.previous')}</span>
          <span className="pagination__label">« {previous.label}</span>
        </DocLink>
      ) : (
        <span />
      )}
      {next && (
        <DocLink className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__sub">{t('doc.next')}</span>
          <span className="pagination__label">{next.label} »</span>
        </DocLink>
      )}
    </nav>
  );
}
