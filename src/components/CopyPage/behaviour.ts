import type { Kit } from '../../lib/kit';

/** "Copy page": fetches the page's Markdown twin, puts it on the clipboard and says so for 2.5 s. */
export function behaviour(k: Kit): void {
  let timer = 0;
  k.on('click', '.copy-page__button', (button) => {
    const label = button.querySelector('.copy-page__label');
    const status = k.d.getElementById('copy-page-status');
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
