// "Copy page" next to a page title: copies the page's Markdown twin (/docs/<path>.md) to the
// clipboard with a visible and announced confirmation (./element.ts), and links to the twin
// ("View as Markdown"). A real button and a real link, both reachable by keyboard.
import React from 'react';
import { useT } from '../../i18n';
import { markdownTwinPath } from '../../lib/routes';
import { Icon } from '../Icon';

export function CopyPage({ path }: { path: string }) {
  const t = useT();
  const href = markdownTwinPath(path);
  return (
    <docs-copy-page>
      <div className="copy-page" data-pagefind-ignore="all">
        <button
          type="button"
          className="control copy-page__button"
          aria-describedby="copy-page-status"
          data-href={href}
          data-copied={t('page.copied')}
          data-copied-status={t('page.copiedStatus')}
          data-failed-status={t('page.copyFailed')}
        >
          <Icon name="copy" size={16} />
          <span className="copy-page__label">{t('page.copy')}</span>
        </button>
        <a className="copy-page__view" href={href} type="text/markdown">
          {t('page.viewMarkdown')}
        </a>
        <span id="copy-page-status" className="copy-page__status" role="status" />
      </div>
    </docs-copy-page>
  );
}
