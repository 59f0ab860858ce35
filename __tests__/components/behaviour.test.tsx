/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import fs from 'fs';
import path from 'path';
import React from 'react';
import { errorChain, PageErrorBoundary } from '../../src/components/ErrorBoundary';
import { locales } from '../../content/site/locales';
import {
  formatList,
  interpolate,
  LocaleProvider,
  lookup,
  messageKeys,
  tFor,
  translate,
  translateTree,
  useT,
} from '../../src/i18n';
import { lazyClientComponent, LOADING_DELAY_MS } from '../../src/components/ClientOnly';
import { loadTagManager } from '../../src/browser/app/analytics';

const withI18n = (ui: React.ReactElement) => render(<LocaleProvider locale="ja">{ui}</LocaleProvider>);

describe('translation helper', () => {
  function Probe() {
    const t = useT();
    return (
      <p>
        {t('sidebar.expand', { label: 'Ionic' })}|{t('reference.properties')}|{t('categories.Theming')}
      </p>
    );
  }
  it('reads every namespace (common, reference, sidebar categories) in the page language, with values', () => {
    withI18n(<Probe />);
    expect(screen.getByText('カテゴリ「Ionic」を開く|プロパティ|' + tFor('ja')('categories.Theming'))).toBeTruthy();
    expect(tFor('ja')('categories.Theming')).not.toBe('Theming');
  });
  it('falls back to English, then to the key, and leaves unknown placeholders visible', () => {
    expect(translate('ja', 'nav.guide')).toBe('ガイド');
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
  it('finds a key segment that contains dots (a category label such as "Ionic v8.0")', () => {
    expect(lookup({ categories: { 'Ionic v8.0': 'Ionic v8.0 へ' } }, 'categories.Ionic v8.0')).toBe('Ionic v8.0 へ');
    expect(lookup({ a: { b: 'x' } }, 'a.b.c')).toBeUndefined();
  });
  it('joins lists and translates a whole subtree in the locale', () => {
    expect(formatList(tFor('en'), ['a', 'b', 'c'])).toBe('a, b and c');
    const modal = translateTree(tFor('ja'), 'searchModal') as { searchBox: { cancelButtonText: string } };
    expect(modal.searchBox.cancelButtonText).toBe(tFor('ja')('searchModal.searchBox.cancelButtonText'));
    expect(modal.searchBox.cancelButtonText).not.toBe('Cancel');
  });
  it('has every English string in Japanese, in every locales file', () => {
    const ja = new Set(messageKeys(locales.ja.messages));
    expect(messageKeys(locales.en.messages).filter((k) => !ja.has(k))).toEqual([]);
    for (const file of ['common.json', 'reference.json', 'sidebar.json']) {
      const read = (l: string) =>
        JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${l}/${file}`), 'utf8'));
      const jaKeys = new Set(messageKeys(read('ja')));
      expect([file, messageKeys(read('en')).filter((k) => !jaKeys.has(k))]).toEqual([file, []]);
    }
  });
});

describe('page error boundary', () => {
  it('joins the cause chain', () => {
    const inner = new Error('disk full');
    expect(errorChain(new Error('save failed', { cause: inner }))).toBe('save failed\n\nCause: disk full');
  });
  it('shows "This page crashed." with the error chain, and Try again re-renders', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Page() {
      if (fail) throw new Error('render failed', { cause: new Error('bad data') });
      return <p>recovered</p>;
    }
    render(
      <PageErrorBoundary>
        <Page />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('This page crashed.');
    expect(screen.getByText(/render failed\s+Cause: bad data/)).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});

describe('lazy widgets', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a spinner only after 200 ms, then the component', async () => {
    let resolve!: (m: { default: React.ComponentType }) => void;
    const Widget = lazyClientComponent(
      () => new Promise<{ default: React.ComponentType }>((r) => (resolve = r)),
      'Widget',
    );
    render(<Widget />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => jest.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => resolve({ default: () => <p>widget ready</p> }));
    expect(screen.getByText('widget ready')).toBeTruthy();
  });

  it('shows the error and retries on request', async () => {
    let attempts = 0;
    const Widget = lazyClientComponent((): Promise<{ default: React.ComponentType }> => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ default: () => <p>second try</p> });
    }, 'Widget');
    render(<Widget />);
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toContain('chunk failed');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.getByText('second try')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('tag manager', () => {
  it('loads only with an id, once, without blocking', () => {
    jest.useFakeTimers();
    expect(loadTagManager(undefined)).toBe(false);
    expect(loadTagManager('GTM-TEST')).toBe(true);
    expect(document.getElementById('gtm-script')).toBeNull(); // deferred
    jest.runAllTimers();
    expect(document.getElementById('gtm-script')?.getAttribute('src')).toContain('id=GTM-TEST');
    expect(loadTagManager('GTM-TEST')).toBe(false);
    jest.useRealTimers();
  });
});
