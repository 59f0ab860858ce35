/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { resetStorageWarning, safeStorage } from '../../src/lib/storage';
import { renderToString } from 'react-dom/server';
import { ColorModeProvider, useColorMode } from '../../src/providers/ColorMode';

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
    // <docs-color-mode-toggle> (or another tab, through it) switches the attribute.
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
    expect(safeStorage.get('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    get.mockRestore();
    set.mockRestore();
    warn.mockRestore();
  });
});
