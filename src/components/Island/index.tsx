import React from 'react';
import { useT } from '../../i18n';

/**
 * The server side of an interactive widget: an empty, labelled box of the widget's size (no
 * layout shift when it mounts). The body slice mounts the widget into it in the browser
 * (src/browser/islands.tsx), loading its code only on pages that have one.
 */
export function Island({
  name,
  props,
  label,
  minHeight,
}: {
  name: string;
  props: Record<string, unknown>;
  label: string;
  minHeight?: number;
}) {
  const t = useT();
  return (
    <div
      className="island"
      data-island={name}
      data-props={JSON.stringify(props)}
      aria-label={label}
      aria-busy="true"
      style={minHeight ? { minHeight } : undefined}
    >
      <noscript>
        <p className="island__noscript">{t('island.noscript', { label })}</p>
      </noscript>
    </div>
  );
}
