/**
 * @jest-environment jsdom
 */
import { addCopyButtons, copyableText, enhanceBody } from '../../src/browser/body';
import { installLinkNavigation, internalTarget, prefetchAllowed, type LinkHost } from '../../src/browser/links';
import { joinCjkLines } from '../../src/node/mdx/remark-cjk-breaks';

// What the build renders for two synced tab sets and a code block (see src/render/components.tsx).
const tabs = (id: string) => `
  <div class="tabs" data-group="framework" data-default="angular">
    <div role="tablist" class="tabs__list">
      <button type="button" role="tab" id="${id}-tab-0" aria-selected="true" tabindex="0" class="tabs__tab tabs__tab--active" data-value="angular">Angular</button>
      <button type="button" role="tab" id="${id}-tab-1" aria-selected="false" tabindex="-1" class="tabs__tab" data-value="react">React</button>
      <button type="button" role="tab" id="${id}-tab-2" aria-selected="false" tabindex="-1" class="tabs__tab" data-value="vue">Vue</button>
    </div>
    <div role="tabpanel" class="tabs__panel" data-value="angular">A</div>
    <div role="tabpanel" class="tabs__panel" data-value="react" hidden>R</div>
    <div role="tabpanel" class="tabs__panel" data-value="vue" hidden>V</div>
  </div>`;

const LABELS = { copy: 'Copy', copied: 'Copied', copyLabel: 'Copy code to clipboard' };

function mount(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const cleanup = enhanceBody(root, LABELS);
  return { root, cleanup };
}

function withLinks(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const host: LinkHost & { calls: string[] } = {
    calls: [],
    navigate(to) {
      this.calls.push(`navigate ${to}`);
    },
    prefetch(path) {
      this.calls.push(`prefetch ${path}`);
    },
    enqueue(path) {
      this.calls.push(`enqueue ${path}`);
    },
  };
  const root = document.getElementById('root') as HTMLElement;
  const cleanup = installLinkNavigation(host);
  return { root, host, cleanup };
}

const selected = (root: HTMLElement) =>
  [...root.querySelectorAll('[role="tab"][aria-selected="true"]')].map((b) => (b as HTMLElement).dataset.value);
const visible = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.textContent);

beforeEach(() => localStorage.clear());

describe('tabs', () => {
  it('switch together by group, are remembered and restored', () => {
    const { root, cleanup } = mount(tabs('a') + tabs('b'));
    (root.querySelector('#b-tab-1') as HTMLElement).click();
    expect(selected(root)).toEqual(['react', 'react']);
    expect(visible(root)).toEqual(['R', 'R']);
    expect(localStorage.getItem('tabs-choice-framework')).toBe('react');
    cleanup();
    const again = mount(tabs('c'));
    expect(selected(again.root)).toEqual(['react']);
  });

  it('follow the arrow, Home and End keys (WAI-ARIA tabs) and move focus', () => {
    const { root } = mount(tabs('a'));
    const first = root.querySelector('#a-tab-0') as HTMLElement;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(selected(root)).toEqual(['vue']);
    expect(document.activeElement?.id).toBe('a-tab-2');
    (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(selected(root)).toEqual(['angular']);
    expect((root.querySelector('#a-tab-0') as HTMLElement).tabIndex).toBe(0);
    expect((root.querySelector('#a-tab-1') as HTMLElement).tabIndex).toBe(-1);
  });

  it('leave other groups and ungrouped tab sets alone, and store only grouped choices', () => {
    const other = tabs('o').replace('data-group="framework"', 'data-group="package-manager"');
    const loose = tabs('l').replace(' data-group="framework"', '');
    const { root } = mount(tabs('a') + other + loose);
    (root.querySelector('#a-tab-2') as HTMLElement).click();
    expect(selected(root)).toEqual(['vue', 'angular', 'angular']);
    expect(localStorage.getItem('tabs-choice-package-manager')).toBeNull();
    (root.querySelector('#l-tab-1') as HTMLElement).click();
    expect(selected(root)).toEqual(['vue', 'angular', 'react']);
    expect(Object.keys(localStorage)).toEqual(['tabs-choice-framework']);
    expect(localStorage.getItem('tabs-choice-framework')).toBe('vue');
  });

  it('switch the same group in another body of the document', () => {
    document.body.innerHTML = `<div id="one">${tabs('a')}</div><div id="two">${tabs('b')}</div>`;
    const one = document.getElementById('one') as HTMLElement;
    const two = document.getElementById('two') as HTMLElement;
    const cleanups = [enhanceBody(one), enhanceBody(two)];
    (one.querySelector('#a-tab-1') as HTMLElement).click();
    expect([...selected(one), ...selected(two)]).toEqual(['react', 'react']);
    cleanups.forEach((c) => c());
  });

  it('ignore a stored value the group does not have', () => {
    localStorage.setItem('tabs-choice-framework', 'svelte');
    const { root } = mount(tabs('a'));
    expect(selected(root)).toEqual(['angular']);
  });
});

describe('links', () => {
  it('navigate client-side for /docs links and leave the rest to the browser', () => {
    const { root, host, cleanup } = withLinks(
      '<a id="in" href="/docs/intro/cli#install">in</a><a id="out" href="https://example.com">out</a><a id="new" href="/docs/x" target="_blank">new</a>',
    );
    const click = (id: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      root.querySelector(`#${id}`)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('in')).toBe(true);
    expect(click('in', { ctrlKey: true })).toBe(false);
    expect(click('out')).toBe(false);
    expect(click('new')).toBe(false);
    expect(host.calls).toEqual(['navigate /intro/cli#install']);
    cleanup();
  });

  it('prefetch on hover and touch', () => {
    const { root, host, cleanup } = withLinks('<a id="in" href="/docs/intro/cli#install">in</a>');
    root.querySelector('#in')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    root.querySelector('#in')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(host.calls).toEqual(['prefetch /intro/cli', 'prefetch /intro/cli']);
    cleanup();
  });

  it('do not prefetch on hover or touch on data-saver and 2G connections', () => {
    const { root, host, cleanup } = withLinks('<a id="in" href="/docs/intro/cli">in</a>');
    const hoverAndTouch = () => {
      root.querySelector('#in')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      root.querySelector('#in')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    };
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: 'slow-2g' },
      { effectiveType: '2g' },
    ]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      hoverAndTouch();
    }
    expect(host.calls).toEqual([]);
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: false, effectiveType: '4g' },
      configurable: true,
    });
    hoverAndTouch();
    expect(host.calls).toEqual(['prefetch /intro/cli', 'prefetch /intro/cli']);
    delete (navigator as { connection?: unknown }).connection;
    expect(prefetchAllowed()).toBe(true);
    cleanup();
  });

  it('know internal targets', () => {
    const a = document.createElement('a');
    a.setAttribute('href', '/docs/');
    expect(internalTarget(a)).toBe('/');
    a.setAttribute('href', '/documents');
    expect(internalTarget(a)).toBeNull();
  });
});

describe('copy buttons', () => {
  it('copy shell commands without prompts and confirm', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { root } = mount(
      '<div class="code-block" data-language="shell-session"><div class="code-block__body"><pre><code>$ npm i\nadded 1 package\n$ ionic serve\n</code></pre></div></div>' +
        '<div class="code-block" data-language="ts"><div class="code-block__body"><pre><code>const a = 1;</code></pre></div></div><pre>not a block</pre>',
    );
    // The app adds one labelled button to each code block, once.
    const buttons = root.querySelectorAll<HTMLButtonElement>('.code-block__copy');
    expect(buttons).toHaveLength(2);
    expect(buttons[0].getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(buttons[0].type).toBe('button');
    expect(buttons[0].textContent).toBe('Copy');
    addCopyButtons(root, LABELS);
    expect(root.querySelectorAll('.code-block__copy')).toHaveLength(2);
    buttons[0].click();
    await Promise.resolve();
    await Promise.resolve();
    expect(writeText).toHaveBeenCalledWith('npm i\nionic serve');
    expect(root.querySelector('.code-block__copy-text')!.textContent).toBe('Copied');
  });

  it('keep other code as it is', () => {
    expect(copyableText('const a = 1;\n', 'ts')).toBe('const a = 1;');
  });
});

describe('Japanese line breaks', () => {
  it('join lines between Japanese characters and keep breaks next to Latin text', () => {
    expect(joinCjkLines('ライブラリです。\nどれも')).toBe('ライブラリです。どれも');
    expect(joinCjkLines('Ionic は\nAngular')).toBe('Ionic は\nAngular');
    expect(joinCjkLines('English\ntext')).toBe('English\ntext');
  });
});
