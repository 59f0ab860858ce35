/**
 * @jest-environment jsdom
 */
import { enhancePlaygrounds, resetReaderActivity, whenReaderActive } from '../../src/browser/playground';

// The markup src/render/Playground.tsx renders (toolbar, the frame's sized placeholder, start button).
const figure = `
  <figure class="playground" data-playground="button/basic">
    <div class="playground__toolbar">
      <button type="button" class="playground__switch" data-mode="ios" aria-pressed="true">iOS</button>
      <button type="button" class="playground__switch" data-mode="md" aria-pressed="false">MD</button>
      <button type="button" class="playground__switch" data-theme="light" aria-pressed="false">Light</button>
      <button type="button" class="playground__switch" data-theme="dark" aria-pressed="false">Dark</button>
    </div>
    <div class="playground__device"><div class="playground__frame" data-src="/docs/usage/v8/button/basic/" data-title="Live demo: Basic buttons (ion-button)" style="height: 160px"></div>
      <button type="button" class="playground__start">Run the live demo</button></div>
  </figure>`;

function setup(): { root: HTMLElement; frame: () => HTMLIFrameElement | null; cleanup: () => void } {
  document.body.innerHTML = `<main>${figure}</main>`;
  const root = document.querySelector('main') as HTMLElement;
  const cleanup = enhancePlaygrounds(root);
  return { root, frame: () => root.querySelector('iframe'), cleanup };
}

beforeEach(() => resetReaderActivity());

describe('whenReaderActive', () => {
  it('waits for the first activity, runs once, and at once afterwards', () => {
    const first = jest.fn();
    whenReaderActive(first);
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    whenReaderActive(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('counts the activity that started the app (the loader marks the document)', () => {
    const calls: string[] = [];
    document.documentElement.setAttribute('data-reader-active', '');
    whenReaderActive(() => calls.push('ran'));
    document.documentElement.removeAttribute('data-reader-active');
    expect(calls).toEqual(['ran']);
  });

  it('stops listening when cleaned up', () => {
    const then = jest.fn();
    whenReaderActive(then)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(then).not.toHaveBeenCalled();
  });
});

describe('enhancePlaygrounds (no IntersectionObserver: every frame counts as near)', () => {
  it('has no frame before the reader is active, then one with the demo in the default look', () => {
    const { frame, cleanup } = setup();
    expect(frame()).toBeNull();
    window.dispatchEvent(new Event('touchstart'));
    const made = frame() as HTMLIFrameElement;
    expect(made.getAttribute('src')).toBe('/docs/usage/v8/button/basic/?mode=ios');
    // It takes the placeholder's place, title and height.
    expect(made.title).toBe('Live demo: Basic buttons (ion-button)');
    expect(made.style.height).toBe('160px');
    expect(made.className).toBe('playground__frame');
    expect(document.querySelectorAll('.playground__frame')).toHaveLength(1);
    expect((made.closest('figure') as HTMLElement).dataset.running).toBe('');
    cleanup();
  });

  it('starts the demo from its button without other activity, and focuses the frame', () => {
    const { root, frame, cleanup } = setup();
    (root.querySelector('.playground__start') as HTMLButtonElement).click();
    expect(frame()?.getAttribute('src')).toBe('/docs/usage/v8/button/basic/?mode=ios');
    expect(document.activeElement).toBe(frame());
    cleanup();
  });

  it('reloads the demo in the chosen look and colour mode', () => {
    const { root, frame, cleanup } = setup();
    (root.querySelector('[data-mode="md"]') as HTMLButtonElement).click();
    (root.querySelector('[data-theme="dark"]') as HTMLButtonElement).click();
    expect(frame()?.getAttribute('src')).toBe('/docs/usage/v8/button/basic/?mode=md&theme=dark');
    expect(root.querySelectorAll('iframe')).toHaveLength(1);
    expect(root.querySelector('[data-mode="md"]')?.getAttribute('aria-pressed')).toBe('true');
    cleanup();
  });
});
