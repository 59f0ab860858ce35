/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, resetStorageWarning, safeStorage } from '../../src/lib/storage';
import { AnnouncementProvider, syncAnnouncementState, useAnnouncement } from '../../src/providers/Announcement';
import { ColorModeProvider, colorModeScript, useColorMode } from '../../src/providers/ColorMode';
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
  it('reads the stored mode and follows other tabs', () => {
    localStorage.setItem('theme', 'dark');
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    });
    expect(screen.getByRole('button').textContent).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
  it('has a pre-paint script that applies the stored mode', () => {
    localStorage.setItem('theme', 'dark');
    new Function(colorModeScript)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
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
  it('stores the dismissal and shows a new announcement again', () => {
    const { unmount } = render(
      <AnnouncementProvider id="a1">
        <AnnouncementProbe />
      </AnnouncementProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
    unmount();
    const second = render(
      <AnnouncementProvider id="a1">
        <AnnouncementProbe />
      </AnnouncementProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('hidden');
    second.unmount();
    render(
      <AnnouncementProvider id="a2">
        <AnnouncementProbe />
      </AnnouncementProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('shown');
    expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe('a2');
  });
  it('migrates the legacy misspelt id', () => {
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, 'annoucement-bar');
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
    expect(syncAnnouncementState('announcement-bar')).toBe(true);
    expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe('announcement-bar');
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
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('light');
    expect(warn).toHaveBeenCalledTimes(1);
    get.mockRestore();
    set.mockRestore();
    warn.mockRestore();
  });
});
