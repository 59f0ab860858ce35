/**
 * @jest-environment jsdom
 */
// "My Ionic version": the page's head script (its pre-paint steps and custom elements, started
// as every page starts it) on the control's build-time markup.
import fs from 'fs';
import path from 'path';
import { render } from '@testing-library/react';
import { start } from '../../src/browser/inline';
import { headConfig } from '../../src/lib/head-config';
import { ionicVersion } from '../../src/browser/inline/pre-paint';
import { IonicVersionPicker } from '../../src/components/IonicVersionPicker';
import { LocaleProvider } from '../../src/i18n';
import { PAGE_EVENT } from '../../src/lib/navigation';
import { IONIC_VERSION_KEY } from '../../src/lib/storage';
import { IONIC_API_HISTORY, versionChoices } from '../../src/node/reference/history';
import docsPackage from '@ionic/docs/package.json';

const CHOICES = ['8.0', '8.1', '8.2', '8.3'];

// jsdom has no matchMedia; other behaviours of the script (the navbar, the menu) ask it.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

function runInlineScript(): void {
  // The pre-paint steps run first, as in the <head>; the document is parsed already (jsdom).
  start(headConfig());
}

/** The control's markup as React renders it, then a plain page holding it (no React attached). */
function mount(): HTMLSelectElement {
  const { container, unmount } = render(
    <LocaleProvider locale="en">
      <IonicVersionPicker choices={CHOICES} />
    </LocaleProvider>,
  );
  const markup = container.innerHTML;
  unmount();
  document.body.innerHTML = markup;
  return document.querySelector('select') as HTMLSelectElement;
}

const html = () => document.documentElement;
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('My Ionic version', () => {
  // The script listens on the document for good: it runs once, on one page, for these tests.
  let select: HTMLSelectElement;
  beforeAll(() => {
    localStorage.clear();
    localStorage.setItem(IONIC_VERSION_KEY, '8.2');
    select = mount();
    runInlineScript();
  });

  it('applies the stored choice to <html> and shows it in the control', () => {
    expect(html().getAttribute('data-ionic-version')).toBe('8.2');
    expect(select.value).toBe('8.2');
  });

  it('stores a choice and puts it on <html>; "latest" removes both', () => {
    choose(select, '8.0');
    expect(localStorage.getItem(IONIC_VERSION_KEY)).toBe('8.0');
    expect(html().getAttribute('data-ionic-version')).toBe('8.0');
    choose(select, '');
    expect(localStorage.getItem(IONIC_VERSION_KEY)).toBeNull();
    expect(html().hasAttribute('data-ionic-version')).toBe(false);
  });

  it('follows a choice made in another tab', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: IONIC_VERSION_KEY, newValue: '8.1' }));
    expect(html().getAttribute('data-ionic-version')).toBe('8.1');
    expect(select.value).toBe('8.1');
    window.dispatchEvent(new StorageEvent('storage', { key: IONIC_VERSION_KEY, newValue: null }));
    expect(html().hasAttribute('data-ionic-version')).toBe(false);
    expect(select.value).toBe('');
  });

  it('shows the choice on a page the app puts in place; "latest" for a release the page does not offer', () => {
    html().setAttribute('data-ionic-version', '8.3');
    select = mount();
    document.dispatchEvent(new Event(PAGE_EVENT));
    expect(select.value).toBe('8.3');
    html().setAttribute('data-ionic-version', '8.9');
    document.dispatchEvent(new Event(PAGE_EVENT));
    expect(select.value).toBe('');
  });
});

describe('the pre-paint step', () => {
  it('puts a stored release on <html> before anything is parsed, and ignores a malformed one', () => {
    html().removeAttribute('data-ionic-version');
    localStorage.setItem(IONIC_VERSION_KEY, '8.4');
    document.body.innerHTML = '';
    ionicVersion();
    expect(html().getAttribute('data-ionic-version')).toBe('8.4');
    html().removeAttribute('data-ionic-version');
    localStorage.setItem(IONIC_VERSION_KEY, '8.4"]{}');
    ionicVersion();
    expect(html().hasAttribute('data-ionic-version')).toBe(false);
  });
});

describe('the stylesheet', () => {
  it('has a rule for every choice the pages offer', () => {
    const css = fs.readFileSync(
      path.resolve(__dirname, '../../src/components/IonicVersionPicker/ionic-version-picker.css'),
      'utf8',
    );
    const choices = versionChoices(IONIC_API_HISTORY, docsPackage.version);
    expect(choices[0]).toBe('8.0');
    for (const c of choices) expect(css).toContain(`html[data-ionic-version='${c}'] [data-absent~='${c}']`);
  });
});
