/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import IconGallery from '../../../src/components/IconGallery/index';
import { LocaleProvider } from '../../../src/i18n';
import type { IconData } from '../../../src/lib/reference-types';

const data: IconData = {
  version: '7.4.0',
  tag: 'ion-icon',
  descriptionHtml: '<p>Icons.</p>',
  properties: [{ name: 'name', descriptionHtml: 'The icon name.', type: 'string' }],
  icons: [
    { name: 'heart', variants: ['outline', 'filled', 'sharp'], tags: ['love'] },
    { name: 'home', variants: ['outline', 'filled', 'sharp'], tags: ['house'] },
    { name: 'logo-github', variants: ['filled'], tags: ['octocat'] },
  ],
};

// The gallery fetches its list (a static file next to the SVGs).
async function show(assetBase: string, locale: 'en' | 'ja' = 'en') {
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => data.icons })) as unknown as typeof fetch;
  render(
    <LocaleProvider locale={locale}>
      <IconGallery src="/docs/icons/icons.json" assetBase={assetBase} />
    </LocaleProvider>,
  );
  await waitFor(() => expect(screen.getAllByRole('button', { pressed: false }).length).toBeGreaterThan(0));
}

describe('IconGallery', () => {
  it('filters icons as the user types in the labelled search box', async () => {
    await show('/docs/icons/svg/');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'love' } });
    expect(screen.getByRole('button', { name: 'heart-outline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'home-outline' })).toBeNull();
    expect(screen.getByText('1 of 3 icons')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'zzz' } });
    expect(screen.getByText('No icon matches “zzz”.')).toBeTruthy();
  });

  it('switches the style; logos keep their only variant', async () => {
    await show('/docs/icons/svg/');
    fireEvent.click(screen.getByLabelText('Sharp'));
    expect(screen.getByRole('button', { name: 'heart-sharp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'logo-github' })).toBeTruthy();
    const img = screen.getByRole('button', { name: 'heart-sharp' }).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/docs/icons/svg/heart-sharp.svg');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the markup of the clicked icon and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await show('/docs/icons/svg/');
    fireEvent.click(screen.getByRole('button', { name: 'heart-outline' }));
    expect(screen.getByRole('button', { name: 'heart-outline' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('<ion-icon name="heart-outline"></ion-icon>')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('<ion-icon name="heart-outline"></ion-icon>');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('reports when copying is not possible', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    await show('/docs/icons/svg/', 'ja');
    expect(screen.getByLabelText('アイコンを検索')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'home-outline' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'コピー' }));
    });
    expect(screen.getByText('コピーできませんでした。コードを選択して手動でコピーしてください。')).toBeTruthy();
  });
});

describe('IconGallery without its list', () => {
  it('says the list could not be loaded', async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 404,
      statusText: 'Not Found',
    })) as unknown as typeof fetch;
    render(<IconGallery src="/docs/icons/icons.json" assetBase="/docs/icons/svg/" />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The icon list could not be loaded: 404 Not Found'),
    );
  });
});
