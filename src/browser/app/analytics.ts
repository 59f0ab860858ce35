/**
 * Google Tag Manager, only when GATSBY_GTM_ID is set at build time, loaded once the page is
 * idle after hydration so it never blocks rendering.
 */
export function loadTagManager(id: string | undefined = process.env.GATSBY_GTM_ID): boolean {
  if (!id || typeof window === 'undefined' || document.getElementById('gtm-script')) return false;
  const inject = () => {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = 'gtm-script';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  };
  const idle = (window as unknown as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  if (idle) idle(inject);
  else window.setTimeout(inject, 1);
  return true;
}
