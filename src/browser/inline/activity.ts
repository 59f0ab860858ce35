// The reader's first sign of activity (a pointer moving or pressed, a touch, a key, a wheel or
// a scroll), recorded once on <html data-reader-active>: live demos wait for it, whenever their
// island is hydrated. It also starts Gatsby's runtime (react-dom, the router, the app of
// src/browser/app), which every built page holds in an inert <template>
// (src/node/app-runtime.tsx): a reader who only reads downloads and runs none of it, since every
// control works from this inline script. The runtime starts
// - once the browser is idle after the first activity or focus: the frame answering that first
//   input is drawn before any of the app's work (for a press, after its release: a tap's click
//   is answered before the app downloads or runs);
// - at once when the reader points at, touches or focuses a link to another page, marking
//   <html> with it, so the app prefetches it and hydrates for client-side navigation as soon
//   as it runs;
// - at once when a search was asked for from the keyboard while the page was parsed.
// The held scripts are made again, in their order, as live elements: inline ones run as they
// are added (Gatsby's globals), the others download and run async, as Gatsby wrote them.
// Pages without the template (development) have nothing to start. Part of the head script.
import { ACTIVITY_EVENTS, APP_RUNTIME_ID, APP_WANTED_ATTRIBUTE, READER_ACTIVE_ATTRIBUTE } from '../../lib/activity';
import { SEARCH_PENDING_ATTRIBUTE } from '../../lib/navigation';
import { PATH_PREFIX } from '../../lib/path-prefix';
import { html as root, whenParsed } from '../../components/shell/kit';

/** `runtime`: the id of the template holding Gatsby's runtime (another in tests). */
export function readerActivity(runtime: string = APP_RUNTIME_ID): void {
  const attribute = READER_ACTIVE_ATTRIBUTE;
  const html = root();
  const types: string[] = [...ACTIVITY_EVENTS, 'pointerover', 'focusin'];
  const options = { capture: true, passive: true };
  let asked = false;
  let started = false;
  let scheduled = false;
  // Nothing left to listen for once the runtime runs and the reader has been active.
  const settle = () => {
    if (started && html.hasAttribute(attribute))
      types.forEach((type) => window.removeEventListener(type, onEvent, options));
  };
  const start = () => {
    asked = true;
    const template = document.getElementById(runtime) as HTMLTemplateElement | null;
    if (started || !template) return; // not parsed yet: asked again once it is
    started = true;
    template.content.querySelectorAll('script').forEach((held) => {
      const script = document.createElement('script');
      for (const a of held.attributes) script.setAttribute(a.name, a.value);
      script.text = held.text;
      document.body.appendChild(script);
    });
    template.remove();
    settle();
  };
  const onEvent = (e: Event) => {
    const link =
      !started && /^(pointerover|pointerdown|touchstart|focusin)$/.test(e.type)
        ? (e.target as Element).closest?.<HTMLAnchorElement>('a[href]')
        : null;
    const href = link ? link.getAttribute('href') || '' : '';
    if (
      link &&
      (href === PATH_PREFIX || href.indexOf(PATH_PREFIX + '/') === 0) &&
      link.pathname !== location.pathname
    ) {
      html.setAttribute(APP_WANTED_ATTRIBUTE, href);
      start();
    }
    if (e.type === 'pointerover') return; // a pointer over something also moves, which counts
    // Focus alone is not activity.
    if (e.type !== 'focusin' && !html.hasAttribute(attribute)) html.setAttribute(attribute, '');
    settle();
    if (scheduled) return;
    scheduled = true;
    // The frame that answers the input is drawn first: then a task, then idle time.
    const idle = (window as Window & { requestIdleCallback?: (f: () => void, o: object) => void }).requestIdleCallback;
    let waiting = true;
    const later = () => {
      if (!waiting) return;
      waiting = false;
      requestAnimationFrame(() => setTimeout(() => (idle ? idle(start, { timeout: 1000 }) : setTimeout(start, 50))));
    };
    if (!/^(pointerdown|touchstart)$/.test(e.type)) return later();
    // A press is answered on its release (a tap's click): the app waits for it, so its download
    // and start never come between the finger and the control's answer.
    ['pointerup', 'pointercancel', 'touchend', 'touchcancel'].forEach((type) =>
      window.addEventListener(type, later, { capture: true, passive: true, once: true }),
    );
    setTimeout(later, 3000); // a press held that long (or a release the page never saw)
  };
  types.forEach((type) => window.addEventListener(type, onEvent, options));
  whenParsed(() => {
    if (asked || html.hasAttribute(SEARCH_PENDING_ATTRIBUTE)) start();
  });
}
