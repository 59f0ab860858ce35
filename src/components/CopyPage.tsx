// "Copy page" next to a page title: copies the page's Markdown twin (/docs/<path>.md) to the
// clipboard, with a visible and announced confirmation, and links to the twin ("View as
// Markdown"). Works from the keyboard (a real button and a real link).
import React, { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { markdownTwinPath } from '../lib/routes';
import { Icon } from './Icon';

type State = 'idle' | 'copied' | 'failed';

export function CopyPage({ path }: { path: string }) {
  const t = useT();
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const href = markdownTwinPath(path);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      const res = await fetch(href);
      if (!res.ok) throw new Error(String(res.status));
      await navigator.clipboard.writeText(await res.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    <div className="copy-page" data-pagefind-ignore="all">
      <button type="button" className="copy-page__button" onClick={copy} aria-describedby="copy-page-status">
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
        <span>{t(state === 'copied' ? 'page.copied' : 'page.copy')}</span>
      </button>
      <a className="copy-page__view" href={href} type="text/markdown">
        {t('page.viewMarkdown')}
      </a>
      <span id="copy-page-status" className="copy-page__status" role="status">
        {state === 'failed' ? t('page.copyFailed') : state === 'copied' ? t('page.copiedStatus') : ''}
      </span>
    </div>
  );
}
