import type { Kit } from '../../lib/kit';

/**
 * Switches light and dark on <html data-theme>, stores the choice (key `theme`, src/lib/storage.ts;
 * synced across tabs by the storage event) and names the button after what it will do.
 */
export function behaviour(k: Kit): void {
  const key = k.c.keys.theme;
  const label = () => {
    const next = k.h.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    k.d.querySelectorAll<HTMLElement>('.color-mode-toggle').forEach((b) => {
      const text = b.getAttribute(`data-label-${next}`) || '';
      b.setAttribute('aria-label', text);
      b.title = text;
    });
  };
  const apply = (mode: string) => {
    k.h.setAttribute('data-theme', mode === 'dark' ? 'dark' : 'light');
    label();
  };
  k.on('click', '.color-mode-toggle', () => {
    const mode = k.h.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    k.set(key, mode);
    apply(mode);
  });
  window.addEventListener('storage', (e) => {
    if (e.key === key) apply(e.newValue || 'light');
  });
  k.page(label);
}
