import React from 'react';
import { useTranslate } from '../i18n/Translate';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'caution' | 'danger';

const ICONS: Record<AdmonitionType, string> = {
  note: 'ℹ',
  info: 'ℹ',
  tip: '✓',
  warning: '!',
  caution: '!',
  danger: '!',
};

export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: React.ReactNode }) {
  const translate = useTranslate();
  const kind: AdmonitionType = type in ICONS ? type : 'note';
  return (
    <div className={`admonition admonition--${kind}`} role="note">
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {ICONS[kind]}
        </span>
        {title ?? translate({ id: `admonition.${kind}` })}
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
