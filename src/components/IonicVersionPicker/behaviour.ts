import type { Kit } from '../../lib/kit';

/**
 * "My Ionic version": a choice is stored (`ionic-version`; the latest release removes it) and
 * put on <html data-ionic-version>, which the pre-paint script sets on every later page before
 * its first paint; CSS does the rest. Every control of the page shows the stored choice once
 * the page is parsed (or put in place by the app), and follows a choice made in another tab.
 */
export function behaviour(k: Kit): void {
  const key = k.c.keys.ionicVersion;
  const attr = 'data-ionic-version';
  const controls = () => k.d.querySelectorAll<HTMLSelectElement>('select.ionic-version__select');
  const show = () => {
    const chosen = k.h.getAttribute(attr) || '';
    controls().forEach((s) => {
      s.value = chosen;
      // A stored release this page does not offer: the control says "latest", nothing is dimmed.
      if (s.value !== chosen) s.value = '';
    });
  };
  const apply = (value: string) => {
    if (/^\d+\.\d+$/.test(value)) k.h.setAttribute(attr, value);
    else k.h.removeAttribute(attr);
    show();
  };
  k.on('change', 'select.ionic-version__select', (el) => {
    const value = (el as HTMLSelectElement).value;
    if (value) k.set(key, value);
    else k.del(key);
    apply(value);
  });
  window.addEventListener('storage', (e) => {
    if (e.key === key) apply(e.newValue || '');
  });
  k.page(show);
}
