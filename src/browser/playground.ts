// Playgrounds in a page body (markup: src/render/Playground.tsx): a demo loads only when its
// frame comes near the viewport (the page pays nothing for demos the reader does not reach);
// the iOS/MD and light/dark switches reload the demo in the chosen look; without a chosen
// colour mode the demo follows the site's; the frame takes the height its demo reports.
export const PLAYGROUND_MESSAGE = 'ionic-docs-playground';
const MIN_HEIGHT = 80;
const MAX_HEIGHT = 900;

type Mode = 'ios' | 'md';
type Theme = 'light' | 'dark';

/** The demo URL for a look and (when the reader chose one) a colour mode. */
export function demoUrl(base: string, mode: Mode, theme: Theme | null): string {
  return `${base}?mode=${mode}${theme ? `&theme=${theme}` : ''}`;
}

function press(figure: Element, attr: 'mode' | 'theme', value: string): void {
  for (const b of figure.querySelectorAll<HTMLButtonElement>(`[data-${attr}]`)) b.setAttribute('aria-pressed', String(b.dataset[attr] === value));
}

function siteTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Wires the playgrounds inside `root`; returns the cleanup. */
export function enhancePlaygrounds(root: HTMLElement): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>('figure.playground')];
  if (!figures.length) return () => undefined;
  const state = new Map<HTMLElement, { mode: Mode; theme: Theme | null }>(figures.map((f) => [f, { mode: 'ios', theme: null }]));
  const follow = () => {
    for (const [figure, s] of state) if (!s.theme) press(figure, 'theme', siteTheme());
  };
  follow();

  const shown = new Set<HTMLElement>();
  const reload = (figure: HTMLElement) => {
    const frame = figure.querySelector<HTMLIFrameElement>('iframe.playground__frame');
    const s = state.get(figure);
    if (!frame || !s) return;
    shown.add(figure);
    frame.src = demoUrl(frame.dataset.src ?? '', s.mode, s.theme);
  };
  const near =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const figure = entry.target as HTMLElement;
              if (!entry.isIntersecting || shown.has(figure)) continue;
              near?.unobserve(figure);
              reload(figure);
            }
          },
          { rootMargin: '200px 0px' },
        )
      : null;
  for (const figure of figures) {
    if (near) near.observe(figure);
    else reload(figure);
  }
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.playground__switch');
    const figure = button?.closest<HTMLElement>('figure.playground');
    const s = figure ? state.get(figure) : undefined;
    if (!button || !figure || !s) return;
    if (button.dataset.mode) {
      s.mode = button.dataset.mode === 'md' ? 'md' : 'ios';
      press(figure, 'mode', s.mode);
    } else if (button.dataset.theme) {
      s.theme = button.dataset.theme === 'dark' ? 'dark' : 'light';
      press(figure, 'theme', s.theme);
    }
    reload(figure);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || (event.data as { type?: string })?.type !== PLAYGROUND_MESSAGE) return;
    for (const figure of figures) {
      const frame = figure.querySelector<HTMLIFrameElement>('iframe.playground__frame');
      if (frame?.contentWindow !== event.source || figure.querySelector('.playground__device')?.getAttribute('data-layout') === 'app') continue;
      const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Number((event.data as { height?: number }).height) || 0));
      frame.style.height = `${height}px`;
    }
  };
  // A demo that loaded before this script ran has already told its height: ask again.
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('figure.playground iframe.playground__frame')) {
    frame.contentWindow?.postMessage({ type: PLAYGROUND_MESSAGE, ask: true }, window.location.origin);
  }
  const themeWatch = new MutationObserver(follow);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  root.addEventListener('click', onClick);
  window.addEventListener('message', onMessage);
  return () => {
    near?.disconnect();
    themeWatch.disconnect();
    root.removeEventListener('click', onClick);
    window.removeEventListener('message', onMessage);
  };
}
