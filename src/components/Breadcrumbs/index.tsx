import React from 'react';
import { useT } from '../../i18n';
import type { Crumb } from '../../lib/types';
import { DocLink } from '../DocLink';
import { Icon } from '../Icon';

export function Breadcrumbs({ crumbs, homeHref }: { crumbs: Crumb[]; homeHref: string }) {
  const t = useT();
  if (!crumbs.length) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('doc.breadcrumbs')}>
      <ol>
        <li>
          <DocLink href={homeHref} aria-label={t('doc.home')} className="breadcrumbs__home">
            <Icon name="home" size={16} />
          </DocLink>
        </li>
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.href && i < crumbs.length - 1 ? (
              <DocLink href={c.href}>{c.label}</DocLink>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
