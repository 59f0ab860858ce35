import React from 'react';
import { useT } from '../../i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the navigation. */
export function SkipLink() {
  const t = useT();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
