/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, resetStorageWarning, safeStorage } from '../../src/lib/storage';
import { AnnouncementProvider, useAnnouncement } from '../../src/providers/Announcement';
import { renderToString } from 'react-dom/server';
import { ColorModeProvider, useColorMode } from '../../src/providers/ColorMode';
import { PreferredVersionProvider, usePreferredVersion } from '../../src/providers/PreferredVersion';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

function ModeProbe() {
  const { colorMode, setColorMode } = useColorMode();
  return (
    <button type="button" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
      {colorMode}
    </button>
  );
}

describe('ColorModeProvider', () => {
  it('defaults to light, ignoring the system preference', () => {
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('light');
  });
  it('persists the choice under "theme" and applies it to <html>', () => {
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
  it('reads the mode the pre-paint script applied, and every later change of it', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('dark');
    // The toggle's inline behaviour (or another tab, through it) switches the attribute.
    document.documentElement.setAttribute('data-theme', 'light');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('light'));
  });
  it('renders light on the server, whatever is stored', () => {
    localStorage.setItem('theme', 'dark');
    expect(
      renderToString(
        <ColorModeProvider>
          <ModeProbe />
        </ColorModeProvider>,
      ),
    ).toContain('>light<');
  });
  it('throws outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ModeProbe />)).toThrow(/ColorModeProvider/);
  });
});

function VersionProbe() {
  const { preferredVersion, savePreferredVersion } = usePreferredVersion();
  return (
    <button type="button" onClick={() => savePreferredVersion('v7')}>
      {preferredVersion ?? 'none'}
    </button>
  );
}

describe('PreferredVersionProvider', () => {
  it('is null until a pick, then stores it under docs-preferred-version-default', () => {
    render(
      <PreferredVersionProvider versions={['v8', 'v7']}>
        <VersionProbe />
      </PreferredVersionProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('none');
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('v7');
    expect(screen.getByRole('button').textContent).toBe('v7');
  });
  it('clears a stored version that no longer exists', () => {
    localStorage.setItem('docs-preferred-version-default', 'v5');
    render(
      <PreferredVersionProvider versions={['v8', 'v7']}>
        <VersionProbe />
      </PreferredVersionProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('none');
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
  });
  it('throws a clear error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<VersionProbe />)).toThrow(/usePreferredVersion was called outside <PreferredVersionProvider>/);
  });
});

function AnnouncementProbe() {
  const { isActive, close } = useAnnouncement();
  return (
    <button type="button" onClick={close}>
      {isActive ? 'shown' : 'hidden'}
    </button>
  );
}

describe('AnnouncementProvider', () => {
  afterEach(() => document.documentElement.removeAttribute('data-announcement-dismissed'));
  it('starts from what the pre-paint script decided and stores a dismissal', async () => {
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    const { unmount } = render(
      <AnnouncementProvider>
        <AnnouncementProbe />
      </AnnouncementProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('hidden');
    unmount();
    document.documentElement.removeAttribute('data-announcement-dismissed');
    render(
      <AnnouncementProvider>
        <AnnouncementProbe />
      </AnnouncementProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('shown');
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
    expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('hidden'));
  });
});

describe('safeStorage', () => {
  it('warns once and returns defaults when storage throws', () => {
    resetStorageWarning();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceeded');
    });
    expect(safeStorage.get('theme')).toBeNull();
    safeStorage.set('theme', 'dark');
    render(
      <PreferredVersionProvider versions={['v8', 'v7']}>
        <VersionProbe />
      </PreferredVersionProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('none');
    expect(warn).toHaveBeenCalledTimes(1);
    get.mockRestore();
    set.mockRestore();
    warn.mockRestore();
  });
});
