/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render } from '@testing-library/react';
import { ArchivedVersionBanner } from '../../src/components/ArchivedVersionBanner';
import { LocaleProvider } from '../../src/i18n';
import type { ArchivedNotice, Locale } from '../../src/lib/types';

const notice = (samePage: boolean): ArchivedNotice => ({
  ionicMajor: 7,
  latestIonicMajor: 8,
  latestHref: samePage ? '/docs/intro/cli' : '/docs/',
  samePage,
});

function text(locale: Locale, n: ArchivedNotice | null): { text: string; href: string | null } | null {
  const { container } = render(
    <LocaleProvider locale={locale}>
      <ArchivedVersionBanner notice={n} />
    </LocaleProvider>,
  );
  const box = container.querySelector('[role="note"]');
  return box && { text: box.textContent ?? '', href: box.querySelector('a')!.getAttribute('href') };
}

describe('ArchivedVersionBanner', () => {
  it('says which release the page documents and links to the same page in the current one', () => {
    expect(text('en', notice(true))).toEqual({
      text: 'This is the documentation for Ionic 7, which is no longer actively maintained. Read this page for Ionic 8',
      href: '/docs/intro/cli',
    });
  });
  it('says when the page has no counterpart and links to the home, with no space after Japanese 。', () => {
    expect(text('ja', notice(false))).toEqual({
      text:
        'これは Ionic 7 のドキュメントです。Ionic 7 は現在、積極的なメンテナンスが行われていません。' +
        'このページに対応する Ionic 8 のページはありません。Ionic 8 のドキュメントへ移動する',
      href: '/docs/',
    });
  });
  it('renders nothing on a page of the current version', () => {
    expect(text('en', null)).toBeNull();
  });
});
