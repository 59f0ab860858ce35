/**
 * @jest-environment jsdom
 */
// The inline loader that replaces Gatsby's script tags (src/node/html-scripts.ts), run in jsdom.
import { loaderScript } from '../../src/node/html-scripts';

type W = Window & { __appReady?: () => void };

function install(readyState: 'loading' | 'complete' = 'loading') {
  // A loader of an earlier test that never started still listens: start it before clearing.
  window.dispatchEvent(new Event('pointermove'));
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<p>Text <a href="/docs/other">a link</a></p><button type="button" id="toggle">Toggle</button><div role="tablist"><span role="tab" id="tab"><b>Tab</b></span></div><input id="field">';
  document.documentElement.removeAttribute('data-app');
  document.documentElement.removeAttribute('data-reader-active');
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  const code = loaderScript(['/docs/webpack-runtime-1.js', '/docs/app-2.js']).replace(
    /^<script[^>]*>|<\/script>$/g,
    '',
  );
  new Function(code)();
}

const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].map(
    (s) => `${s.getAttribute('src')} async=${s.async}`,
  );
const prefetched = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  // Each install adds window listeners; a finished app ignores them (ready), so mark it ready.
  (window as W).__appReady?.();
});

describe('app loader', () => {
  it('runs nothing while the reader only reads: the scripts are prefetched after load', () => {
    install('loading');
    expect(scripts()).toEqual([]);
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(prefetched()).toEqual(['/docs/webpack-runtime-1.js', '/docs/app-2.js']);
    expect(scripts()).toEqual([]);
    expect(document.documentElement.dataset.app).toBeUndefined();
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'])(
    'runs the scripts in order, once, on the first %s',
    (type) => {
      install('complete');
      expect(prefetched()).toHaveLength(2);
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event('pointermove'));
      expect(scripts()).toEqual(['/docs/webpack-runtime-1.js async=false', '/docs/app-2.js async=false']);
      expect(document.documentElement.dataset.app).toBe('loading');
      expect(document.documentElement.hasAttribute('data-reader-active')).toBe(true);
    },
  );

  it("does not run on focus alone (a keyboard reader's Tab is a keydown)", () => {
    install('complete');
    document.getElementById('toggle')!.focus();
    expect(scripts()).toEqual([]);
  });

  it('holds a click on a control until the app is ready, then replays it once', () => {
    install('complete');
    const clicks: string[] = [];
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id || (e.target as Element).tagName));
    document.getElementById('toggle')!.click();
    (document.querySelector('#tab b') as HTMLElement).click();
    expect(clicks).toEqual([]); // held: the app's handlers are not there yet
    expect(scripts()).toHaveLength(2); // and the click started the app
    (window as W).__appReady!();
    expect(document.documentElement.dataset.app).toBe('ready');
    expect(clicks).toEqual(['toggle', 'tab']);
    document.getElementById('toggle')!.click();
    expect(clicks).toEqual(['toggle', 'tab', 'toggle']);
  });

  it('leaves links and form fields to the browser', () => {
    install('complete');
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom would try to navigate
    let seen = false;
    document.addEventListener('click', () => (seen = true));
    link.dispatchEvent(event);
    expect(seen).toBe(true);
  });

  it('replays the search shortcuts pressed before the app was ready, not other keys', () => {
    install('complete');
    const keys: string[] = [];
    window.addEventListener('keydown', (e) => keys.push(`${e.ctrlKey ? 'Ctrl+' : ''}${e.key}`));
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(slash);
    expect(slash.defaultPrevented).toBe(true); // not the browser's quick find
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true }));
    const typed = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.getElementById('field')!.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    keys.length = 0;
    (window as W).__appReady!();
    expect(keys).toEqual(['/', 'Ctrl+k']);
  });

  it('runs at once in a hidden tab (nothing to paint, nobody waiting)', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    install('complete');
    expect(scripts()).toHaveLength(2);
    expect(document.documentElement.hasAttribute('data-reader-active')).toBe(false);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });
});
