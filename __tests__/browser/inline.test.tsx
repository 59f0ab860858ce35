/**
 * @jest-environment jsdom
 */
// The page's head script (src/browser/inline: pre-paint steps, the shell's custom elements),
// started as every page starts it, against markup rendered by the real components. The bundle
// itself (size, syntax, a run in a fresh document) is __tests__/node/head-script.test.ts.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { start } from '../../src/browser/inline';
import { headConfig } from '../../src/lib/head-config';
import { announcement, cleanHtmlAddress, colourMode, tabChoices } from '../../src/browser/inline/pre-paint';
import { announcement as announcementData } from '../../content/site/announcement';
import { AnnouncementBar } from '../../src/components/AnnouncementBar';
import { CodeBlock } from '../../src/components/CodeBlock';
import { CopyPage } from '../../src/components/CopyPage';
import { Layout } from '../../src/components/Layout';
import { PageIdsProvider } from '../../src/components/PageIds';
import { Sidebar } from '../../src/components/Sidebar';
import { TableOfContents } from '../../src/components/TableOfContents';
import { TabItem, Tabs } from '../../src/components/Tabs';
import {
  KEYBOARD_CLASS,
  PAGE_EVENT,
  SEARCH_EVENT,
  SEARCH_PENDING_ATTRIBUTE,
  SEARCH_READY_ATTRIBUTE,
} from '../../src/lib/navigation';
import type { ShellModel, SidebarItem } from '../../src/lib/types';
import { wrapPage } from '../../src/providers/wrap';

const shell: ShellModel = {
  id: 'intro/environment',
  locale: 'en',
  version: 'v8',
  sidebarName: 'docs',
  nav: {
    '': '/docs/',
    components: '/docs/components',
    cli: '/docs/cli',
    native: '/docs/native',
    'updating/8-0': '/docs/updating/8-0',
  },
  versionLinks: [
    { version: 'v8', href: '/docs/intro/environment' },
    { version: 'v7', href: '/docs/v7/intro/environment' },
  ],
  alternates: [
    { locale: 'en', href: '/docs/intro/environment' },
    { locale: 'ja', href: '/docs/ja/intro/environment' },
  ],
};

const items: SidebarItem[] = [
  { type: 'doc', id: 'index', label: 'Overview', href: '/docs/' },
  {
    type: 'category',
    label: 'Getting Started',
    items: [{ type: 'doc', id: 'intro/environment', label: 'Environment', href: '/docs/intro/environment' }],
  },
  {
    type: 'category',
    label: 'Theming',
    id: 'theming/basics',
    href: '/docs/theming/basics',
    items: [{ type: 'doc', id: 'theming/colors', label: 'Colors', href: '/docs/theming/colors' }],
  },
] as SidebarItem[];

const frameworkTabs = (
  <Tabs groupId="framework">
    <TabItem value="angular" label="Angular">
      A
    </TabItem>
    <TabItem value="react" label="React">
      R
    </TabItem>
    <TabItem value="vue" label="Vue">
      V
    </TabItem>
  </Tabs>
);

function page(): string {
  return renderToStaticMarkup(
    wrapPage(
      <Layout shell={shell}>
        <aside className="doc-layout__sidebar">
          <Sidebar items={items} activeId="intro/environment" />
        </aside>
        <TableOfContents items={[{ id: 'one', text: 'One', depth: 2, children: [] }]} />
        <PageIdsProvider>
          <h2 id="one">One</h2>
          {frameworkTabs}
          {frameworkTabs}
          <Tabs>
            <TabItem value="x">X</TabItem>
            <TabItem value="y">Y</TabItem>
          </Tabs>
          <CodeBlock>
            <code className="language-shell-session" data-language="shell-session">
              {'$ npm i -g @ionic/cli\nadded 200 packages\n$ ionic start'}
            </code>
          </CodeBlock>
          <CodeBlock>
            <code className="language-ts" data-language="ts">
              {'const a = 1;\n'}
            </code>
          </CodeBlock>
        </PageIdsProvider>
      </Layout>,
      'en',
    ),
  );
}

/** Puts a page in place the way the app does (new markup, then the page event). */
function show(html = page()): void {
  document.body.innerHTML = html;
  document.dispatchEvent(new Event(PAGE_EVENT));
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector(selector) as T;
const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.querySelectorAll<T>(selector)];
const clipboard = { writeText: jest.fn(() => Promise.resolve()) };

beforeAll(() => {
  Object.assign(navigator, { clipboard });
  // jsdom has no matchMedia and no modal dialogs.
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  Element.prototype.scrollIntoView = jest.fn();
  // jsdom has no popovers: shown and hidden through an attribute, with the toggle event.
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? this.hasAttribute('data-test-open') : matches.call(this, selector);
  };
  const toggle = (el: HTMLElement, open: boolean) => {
    if (open) el.setAttribute('data-test-open', '');
    else el.removeAttribute('data-test-open');
    el.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed' }));
  };
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    toggle(this, true);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    toggle(this, false);
  };
  start(headConfig());
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  clipboard.writeText.mockClear();
});

describe('before the first paint', () => {
  it('applies the stored colour mode, light by default and for anything unknown', () => {
    colourMode();
    expect(document.documentElement.dataset.theme).toBe('light');
    localStorage.setItem('theme', 'dark');
    colourMode();
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem('theme', 'purple');
    colourMode();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('hides a dismissed announcement, shows a new one again and migrates the misspelt id', () => {
    const html = document.documentElement;
    html.removeAttribute('data-announcement-dismissed');
    announcement(headConfig().announcementId);
    expect(localStorage.getItem('announcement.id')).toBe('announcement-bar');
    expect(localStorage.getItem('announcement.dismiss')).toBe('false');
    localStorage.setItem('announcement.dismiss', 'true');
    announcement(headConfig().announcementId);
    expect(html.getAttribute('data-announcement-dismissed')).toBe('true');

    html.removeAttribute('data-announcement-dismissed');
    localStorage.setItem('announcement.id', 'annoucement-bar');
    announcement(headConfig().announcementId);
    expect(html.getAttribute('data-announcement-dismissed')).toBe('true');
    expect(localStorage.getItem('announcement.id')).toBe('announcement-bar');

    html.removeAttribute('data-announcement-dismissed');
    announcement('new-one');
    expect(html.hasAttribute('data-announcement-dismissed')).toBe(false);
    expect(localStorage.getItem('announcement.dismiss')).toBe('false');
  });

  it('draws a stored tab choice with rules only for sets that have that tab, ignoring unsafe values', () => {
    localStorage.setItem('tabs-choice-framework', 'react');
    localStorage.setItem('tabs-choice-evil', 'x"]{}*{display:none');
    tabChoices();
    const css = $$('style#tab-choices').pop()?.textContent ?? '';
    expect(css).toContain(
      '.tabs[data-group="framework"]:has(>[role=tabpanel][data-value="react"])>' +
        '[role=tabpanel]:not([data-value="react"]){display:none}',
    );
    expect(css).toContain('.tabs[data-group="framework"]>[role=tabpanel][data-value="react"]{display:block}');
    expect(css).not.toContain('evil');
  });

  it('shows the clean address of a .html URL', () => {
    window.history.replaceState(null, '', '/docs/intro/cli.html?x=1#a');
    cleanHtmlAddress();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/docs/intro/cli?x=1#a');
    window.history.replaceState(null, '', '/docs/intro/index.html');
    cleanHtmlAddress();
    expect(window.location.pathname).toBe('/docs/intro');
  });

  it("records the reader's first activity once, on <html>", () => {
    const html = document.documentElement;
    expect(html.hasAttribute('data-reader-active')).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(html.hasAttribute('data-reader-active')).toBe(true);
  });

  it('marks keyboard navigation from the first Tab press and clears it on a mouse press', () => {
    const html = document.documentElement;
    html.classList.remove(KEYBOARD_CLASS);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(html.classList.contains(KEYBOARD_CLASS)).toBe(true);
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(html.classList.contains(KEYBOARD_CLASS)).toBe(false);
  });
});

describe('the controls, from the first tap', () => {
  it('<docs-color-mode-toggle>: switches, stores, renames itself and follows other tabs', () => {
    show();
    document.documentElement.setAttribute('data-theme', 'light');
    const toggle = $('.navbar .color-mode-toggle');
    toggle.click();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle.getAttribute('aria-label')).toBe('Switch to light mode');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(toggle.getAttribute('aria-label')).toBe('Switch to dark mode');
  });

  const selected = () => $$('.tabs[data-group] [role=tab][aria-selected="true"]').map((t) => t.dataset.value);
  const shown = () =>
    $$('.tabs[data-group] > [role=tabpanel]')
      .filter((p) => !p.hidden)
      .map((p) => p.dataset.value);

  it('<docs-tabs>: a choice switches every set of its group and is remembered; other sets stay', () => {
    show();
    $$('[role=tab][data-value="vue"]')[1].click();
    expect(selected()).toEqual(['vue', 'vue']);
    expect(shown()).toEqual(['vue', 'vue']);
    expect(localStorage.getItem('tabs-choice-framework')).toBe('vue');
    expect($('#tab-choices').textContent).toContain('[data-value="vue"]');
    const ungrouped = $$('.tabs:not([data-group]) [role=tab]');
    ungrouped[1].click();
    expect(ungrouped[1].getAttribute('aria-selected')).toBe('true');
    expect(localStorage.length).toBe(1);
  });

  it('<docs-tabs>: a page put in place later shows the stored choice', () => {
    localStorage.setItem('tabs-choice-framework', 'react');
    show();
    expect(selected()).toEqual(['react', 'react']);
    expect(shown()).toEqual(['react', 'react']);
    localStorage.setItem('tabs-choice-framework', 'svelte');
    show();
    expect(selected()).toEqual(['angular', 'angular']);
  });

  it('<docs-tabs>: arrow keys, Home and End select and focus (WAI-ARIA tabs)', () => {
    show();
    const tabs = $$('.tabs[data-group] [role=tab]').slice(0, 3);
    tabs[0].focus();
    tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(document.activeElement).toBe(tabs[2]);
    tabs[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(tabs[0]);
    tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(selected()[0]).toBe('vue');
    expect(tabs[2].tabIndex).toBe(0);
    expect(tabs[0].tabIndex).toBe(-1);
  });

  it('<docs-code-block>: copies shell input only (no prompts or output), other code whole; then "Copied"', async () => {
    show();
    const [shellCopy, tsCopy] = $$('.code-block__copy');
    shellCopy.click();
    expect(clipboard.writeText).toHaveBeenLastCalledWith('npm i -g @ionic/cli\nionic start');
    await Promise.resolve();
    expect(shellCopy.textContent).toBe('Copied');
    tsCopy.click();
    expect(clipboard.writeText).toHaveBeenLastCalledWith('const a = 1;');
  });

  it('<docs-sidebar>: a category opens and closes from its button, renamed for what it does next', () => {
    show();
    const caret = $('.doc-layout__sidebar .sidebar__caret');
    const list = document.getElementById(caret.getAttribute('aria-controls') as string) as HTMLElement;
    expect(list.hidden).toBe(true);
    caret.click();
    expect(list.hidden).toBe(false);
    expect(caret.getAttribute('aria-expanded')).toBe('true');
    expect(caret.getAttribute('aria-label')).toBe('Collapse category Theming');
    caret.click();
    expect(list.hidden).toBe(true);
  });

  it('<docs-dropdown>: open from the button, one at a time; Escape and a press outside close them', () => {
    show();
    const [version, community] = $$('.dropdown__toggle');
    version.click();
    expect($('#menu-version').hidden).toBe(false);
    community.click();
    expect($('#menu-version').hidden).toBe(true);
    expect(version.getAttribute('aria-expanded')).toBe('false');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(community.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(community);
    version.click();
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect($('#menu-version').hidden).toBe(true);
  });

  it('<docs-dropdown>: picking a version remembers it as the preferred version', () => {
    show();
    $('#menu-version a[data-preferred-version="v7"]').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('v7');
  });

  it('<docs-navbar>: doc links lead to the preferred version; one that no longer exists is forgotten', () => {
    const link =
      '<docs-navbar><a data-version-hrefs=\'{"v7":"/docs/v7/intro"}\' href="/docs/intro">Guide</a></docs-navbar>';
    localStorage.setItem('docs-preferred-version-default', 'v7');
    show(link);
    expect($('a').getAttribute('href')).toBe('/docs/v7/intro');
    localStorage.setItem('docs-preferred-version-default', 'v5');
    show(link);
    expect($('a').getAttribute('href')).toBe('/docs/intro');
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
  });

  it('<docs-mobile-menu>: opens on the page sidebar (a copy, own ids), keeps focus inside, closes on a link', () => {
    show();
    const button = $('.navbar__menu-button');
    button.click();
    const menu = $('#mobile-menu');
    const open = () => menu.matches(':popover-open');
    expect(open()).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.documentElement.hasAttribute('data-menu-open')).toBe(true);
    expect(document.activeElement).toBe($('.mobile-menu__close'));
    expect(menu.dataset.panel).toBe('secondary');
    const copyCaret = $('.mobile-menu__sidebar .sidebar__caret');
    expect(copyCaret.getAttribute('aria-controls')).toMatch(/^m-/);
    const ids = $$('body [id]').map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    copyCaret.click();
    expect(document.getElementById(copyCaret.getAttribute('aria-controls') as string)?.hidden).toBe(false);
    $('.mobile-menu__back').click();
    expect(menu.dataset.panel).toBe('primary');
    $('.mobile-menu__primary a').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(open()).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.hasAttribute('data-menu-open')).toBe(false);
  });

  it('<docs-search-button>: shortcuts wait for the app, then ask it directly', () => {
    show();
    const html = document.documentElement;
    html.removeAttribute(SEARCH_READY_ATTRIBUTE);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    expect(html.getAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe('');
    // Typed while the app starts: kept as the query, with Backspace; Shift and Tab are not letters.
    const press = (key: string) => {
      const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      document.body.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(['t', 'o', 'g', 'x', 'Backspace', 'Shift', 'G', '/'].map(press)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(html.getAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe('togG/');
    press('Escape');
    expect(html.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(false);
    expect(press('a')).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    press('b');
    expect(html.getAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe('b');
    // The app starts: it takes the request (src/browser/app/search.tsx) and answers the next ones.
    html.removeAttribute(SEARCH_PENDING_ATTRIBUTE);
    html.setAttribute(SEARCH_READY_ATTRIBUTE, '');
    const asked: string[] = [];
    document.addEventListener(SEARCH_EVENT, (e) => asked.push(String((e as CustomEvent).detail)));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    $('.search-button').dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    expect(asked).toEqual(['', 'b']);
  });

  it('<docs-tabs>: a set inside a panel of another is its own; the outer set ignores its tabs', () => {
    show(
      renderToStaticMarkup(
        <PageIdsProvider>
          <Tabs>
            <TabItem value="outer-a">
              <Tabs>
                <TabItem value="inner-a">1</TabItem>
                <TabItem value="inner-b">2</TabItem>
              </Tabs>
            </TabItem>
            <TabItem value="outer-b">B</TabItem>
          </Tabs>
        </PageIdsProvider>,
      ),
    );
    $('[role=tab][data-value="inner-b"]').click();
    expect($('[role=tab][data-value="inner-b"]').getAttribute('aria-selected')).toBe('true');
    expect($('[role=tab][data-value="outer-a"]').getAttribute('aria-selected')).toBe('true');
    expect($('[role=tabpanel][data-value="outer-a"]').hidden).toBe(false);
  });

  it('<docs-copy-page>: the Markdown twin to the clipboard, said visibly and to screen readers', async () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, text: () => Promise.resolve('# Page') }));
    Object.assign(window, { fetch: fetchMock });
    show(renderToStaticMarkup(wrapPage(<CopyPage path="/docs/intro/environment" />, 'en')));
    $('.copy-page__button').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith('/docs/intro/environment.md');
    expect(clipboard.writeText).toHaveBeenLastCalledWith('# Page');
    expect($('.copy-page__label').textContent).toBe('Copied');
    expect($('[role=status]').textContent).not.toBe('');
  });

  it('<docs-toc>: marks the entry of the heading being read', async () => {
    show(
      renderToStaticMarkup(
        wrapPage(
          <>
            <TableOfContents
              items={[
                { id: 'one', text: 'One', depth: 2, children: [] },
                { id: 'two', text: 'Two', depth: 2, children: [] },
              ]}
            />
            <h2 id="one">One</h2>
            <h2 id="two">Two</h2>
          </>,
          'en',
        ),
      ),
    );
    // Read: a heading whose top is above a line 100 px below the viewport's top.
    const top = { one: -300, two: 300 } as Record<string, number>;
    for (const id of ['one', 'two'])
      document.getElementById(id)!.getBoundingClientRect = () => ({ top: top[id] }) as DOMRect;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect($('.toc__link[aria-current]').getAttribute('href')).toBe('#one');
    top.two = 60;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect($('.toc__link[aria-current]').getAttribute('href')).toBe('#two');
  });

  it('<docs-announcement>: closing it hides it and remembers that for its id', () => {
    const bar = { ...announcementData!, isCloseable: true };
    show(renderToStaticMarkup(wrapPage(<AnnouncementBar announcement={bar} />, 'en')));
    document.documentElement.removeAttribute('data-announcement-dismissed');
    $('.announcement-bar__close').click();
    expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true');
    expect(localStorage.getItem('announcement.dismiss')).toBe('true');
  });
});
