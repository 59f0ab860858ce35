/**
 * @jest-environment jsdom
 */
// Gatsby's runtime held in the page (src/node/app-runtime.tsx) and started by the head script
// (src/browser/inline/activity.ts), one page per test (its listeners are taken away after it).
import { readerActivity } from '../../src/browser/inline/activity';

type Ran = { __ran?: string[] };
let n = 0;
// The listeners each test's script adds, taken away after it.
const listeners: [string, EventListener, AddEventListenerOptions][] = [];

/** A page whose runtime is held: two inline globals and a script to download, in that order. */
function holdRuntime(extra = ''): string {
  n += 1;
  const id = `runtime-${n}`;
  (window as Ran).__ran = [];
  document.documentElement.removeAttribute('data-app-wanted');
  document.body.innerHTML =
    `${extra}<template id="${id}"><script>window.__ran.push("page path")</script><script>` +
    `window.__ran.push("chunk map")</script><script src="/docs/app-${n}.js" async></script></template>`;
  const add = window.addEventListener;
  window.addEventListener = ((type: string, fn: EventListener, options: AddEventListenerOptions) => {
    listeners.push([type, fn, options]);
    add.call(window, type, fn, options);
  }) as typeof add;
  try {
    readerActivity(id);
  } finally {
    window.addEventListener = add;
  }
  return id;
}

const started = (id: string) => document.getElementById(id) === null;
const appScripts = () => [...document.querySelectorAll<HTMLScriptElement>('body > script[src]')];
const idle = () => new Promise((resolve) => setTimeout(resolve, 120));

afterEach(() => {
  document.body.innerHTML = '';
  for (const [type, fn, options] of listeners.splice(0)) window.removeEventListener(type, fn, options);
});

describe("Gatsby's runtime held until the reader is active", () => {
  it('downloads and runs nothing while the reader only reads', async () => {
    const id = holdRuntime('<p>Text</p>');
    await idle();
    expect(started(id)).toBe(false);
    expect(appScripts()).toEqual([]);
    expect((window as Ran).__ran).toEqual([]);
  });

  it("starts after the reader's first activity, once idle: its scripts made live in their order, once", async () => {
    const id = holdRuntime();
    window.dispatchEvent(new Event('pointermove'));
    // Not inside the input's task: the frame answering it comes first.
    expect(started(id)).toBe(false);
    await idle();
    expect(started(id)).toBe(true);
    expect((window as Ran).__ran).toEqual(['page path', 'chunk map']);
    const scripts = appScripts();
    expect(scripts.map((s) => [s.getAttribute('src'), s.hasAttribute('async')])).toEqual([[`/docs/app-${n}.js`, true]]);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await idle();
    expect((window as Ran).__ran).toEqual(['page path', 'chunk map']);
    expect(appScripts()).toHaveLength(1);
    // From now on the app answers links itself.
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '/docs/intro/cli';
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-app-wanted')).toBe(false);
  });

  it('waits for a press to be released (a tap is answered first), then starts once idle', async () => {
    const id = holdRuntime('<button>Dark mode</button>');
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-reader-active')).toBe(true);
    await idle();
    expect(started(id)).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    await idle();
    expect(started(id)).toBe(false);
    window.dispatchEvent(new Event('pointerup'));
    expect(started(id)).toBe(false);
    await idle();
    expect(started(id)).toBe(true);
  });

  it('starts at once when the reader points at a link to another page, and has the app hydrate and prefetch it', () => {
    const id = holdRuntime('<a id="other" href="/docs/intro/cli">CLI</a><a id="away" href="https://github.com/">x</a>');
    document.getElementById('away')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(started(id)).toBe(false);
    document.getElementById('other')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(started(id)).toBe(true);
    // The link, for the app to prefetch its page as it starts (src/browser/app/links.ts).
    expect(document.documentElement.getAttribute('data-app-wanted')).toBe('/docs/intro/cli');
  });

  it('does not ask for hydration on a link to the page itself (it only starts the runtime, once idle)', async () => {
    window.history.replaceState(null, '', '/docs/intro/environment');
    const id = holdRuntime('<a id="self" href="/docs/intro/environment">Environment</a>');
    document.getElementById('self')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(started(id)).toBe(false);
    await idle();
    expect(started(id)).toBe(true);
    expect(document.documentElement.hasAttribute('data-app-wanted')).toBe(false);
  });

  it('starts at once when a search was asked for from the keyboard before the page was parsed', () => {
    document.documentElement.setAttribute('data-search-pending', '');
    const id = holdRuntime();
    document.documentElement.removeAttribute('data-search-pending');
    expect(started(id)).toBe(true);
  });
});
