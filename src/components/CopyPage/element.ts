// <docs-copy-page>, around "Copy page" (./index.tsx): fetches the page's Markdown twin, puts it
// on the clipboard and says so, visibly and to assistive technology, for 2.5 s. Part of the
// head script.
import { define, ShellElement } from '../shell/kit';

export const COPY_PAGE_TAG = 'docs-copy-page';

export class DocsCopyPage extends ShellElement {
  constructor() {
    super();
    let timer = 0;
    this._delegate('click', '.copy-page__button', (button) => {
      const label = button.querySelector('.copy-page__label');
      const status = this.querySelector('[role=status]');
      if (!label || !status) return;
      const idle = label.getAttribute('data-idle') || label.textContent || '';
      label.setAttribute('data-idle', idle);
      const show = (copied: boolean) => {
        label.textContent = copied ? button.getAttribute('data-copied') || idle : idle;
        status.textContent = button.getAttribute(copied ? 'data-copied-status' : 'data-failed-status') || '';
        clearTimeout(timer);
        timer = window.setTimeout(() => {
          label.textContent = idle;
          status.textContent = '';
        }, 2500);
      };
      fetch(button.getAttribute('data-href') || '')
        .then((res) => {
          if (!res.ok) throw new Error(String(res.status));
          return res.text();
        })
        .then((text) => navigator.clipboard.writeText(text))
        .then(
          () => show(true),
          () => show(false),
        );
    });
  }
}

export function defineCopyPage(): void {
  define(COPY_PAGE_TAG, DocsCopyPage);
}
