/**
 * @jest-environment jsdom
 */
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import ColorGenerator from '../../src/components/ColorGenerator/index';
import { LocaleProvider } from '../../src/i18n';
import fs from 'fs';
import path from 'path';
import { contrastRatio, formatHex, IONIC_7_DEFAULT_COLORS, IONIC_DEFAULT_COLORS } from '../../src/lib/color';

function cssOutput(): string {
  const pre = document.querySelector('pre');
  if (!pre) throw new Error('no <pre> rendered');
  return pre.textContent ?? '';
}

describe('ColorGenerator', () => {
  it('starts with the nine Ionic 8 colours, each with a labelled picker and hex field', () => {
    render(<ColorGenerator />);
    for (const { name, value } of IONIC_DEFAULT_COLORS) {
      expect((screen.getByLabelText(`${name} hex value`) as HTMLInputElement).value).toBe(value);
      expect((screen.getByLabelText(`${name} color picker`) as HTMLInputElement).value).toBe(value);
    }
    const css = cssOutput();
    expect(css).toContain('--ion-color-primary: #0054e9;');
    expect(css).toContain('--ion-color-primary-shade: #004acd;');
    expect(css).toContain('--ion-color-primary-tint: #1a65eb;');
    expect(css).toContain('--ion-color-warning-contrast: #000000;');
  });

  it('regenerates the CSS when a hex value is typed', () => {
    render(<ColorGenerator />);
    const field = screen.getByLabelText('primary hex value') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '#ff0000' } });
    expect(cssOutput()).toContain('--ion-color-primary: #ff0000;');
    expect(cssOutput()).toContain('--ion-color-primary-shade: #e00000;');
    expect(cssOutput()).toContain('--ion-color-primary-tint: #ff1a1a;');
  });

  it('accepts short hex, and normalises it on blur', () => {
    render(<ColorGenerator />);
    const field = screen.getByLabelText('secondary hex value') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '0f0' } });
    expect(cssOutput()).toContain('--ion-color-secondary: #00ff00;');
    fireEvent.blur(field);
    expect(field.value).toBe('#00ff00');
  });

  it('flags an invalid hex value and leaves that colour out', () => {
    render(<ColorGenerator />);
    const field = screen.getByLabelText('danger hex value') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '#12' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy as string)?.textContent).toMatch(/hex colour/);
    expect(cssOutput()).not.toContain('--ion-color-danger');
    expect(screen.getByText(/1 color with an invalid name or value is left out/)).toBeTruthy();
  });

  it('syncs the hex field with the colour picker', () => {
    render(<ColorGenerator />);
    fireEvent.change(screen.getByLabelText('tertiary color picker'), { target: { value: '#123456' } });
    expect((screen.getByLabelText('tertiary hex value') as HTMLInputElement).value).toBe('#123456');
    expect(cssOutput()).toContain('--ion-color-tertiary: #123456;');
  });

  it('adds, validates and removes a custom colour', () => {
    render(<ColorGenerator />);
    fireEvent.click(screen.getByRole('button', { name: 'Add custom color' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('custom1');
    expect(cssOutput()).toContain('--ion-color-custom1: #ff6b00;');
    expect(cssOutput()).toContain('.ion-color-custom1 {');

    fireEvent.change(name, { target: { value: 'brand' } });
    expect(cssOutput()).toContain('--ion-color-brand: #ff6b00;');

    fireEvent.change(name, { target: { value: 'primary' } });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('"primary" is already in the list.')).toBeTruthy();

    fireEvent.change(name, { target: { value: '2x' } });
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'brand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove brand' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(cssOutput()).not.toContain('brand');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add custom color' }));
  });

  it('resets to the defaults', () => {
    render(<ColorGenerator />);
    fireEvent.change(screen.getByLabelText('primary hex value'), { target: { value: '#000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add custom color' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Ionic defaults' }));
    expect((screen.getByLabelText('primary hex value') as HTMLInputElement).value).toBe('#0054e9');
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('copies the CSS with the Clipboard API and announces it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ColorGenerator />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy CSS' }));
    });
    expect(writeText).toHaveBeenCalledWith(cssOutput());
    expect(screen.getByRole('status').textContent).toBe('CSS copied to the clipboard.');
  });

  it('reports a failed copy', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ColorGenerator />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy CSS' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(/Copying failed/);
  });

  it('shows a preview for every valid colour', () => {
    render(<ColorGenerator />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(9);
  });

  // jsdom reports inline colours as rgb(r, g, b).
  const hexOf = (css: string) => {
    const [r, g, b] = css.match(/\d+/g)!.map(Number);
    return formatHex({ r, g, b });
  };
  it.each([undefined, 'v7'])(
    'writes every swatch in a colour that contrasts with it by 4.5:1 or more (%s)',
    (version) => {
      render(<ColorGenerator version={version} />);
      // Ionic 7's danger shade and tertiary tint fall short with the base's contrast colour.
      const swatches = [...document.querySelectorAll<HTMLElement>('.color-gen__swatch')];
      expect(swatches).toHaveLength(9 * 4);
      for (const swatch of swatches) {
        const [text, background] = [hexOf(swatch.style.color), hexOf(swatch.style.backgroundColor)];
        expect([swatch.textContent, contrastRatio(text, background) >= 4.5]).toEqual([swatch.textContent, true]);
      }
    },
  );

  it('gives the ratios of the contrast text on the base and the shade, and of the base as text', () => {
    render(<ColorGenerator />);
    const item = within(screen.getByRole('region', { name: 'Preview' })).getAllByRole('listitem')[0];
    expect(item.textContent).toContain('Contrast text on base: 6.1:1');
    expect(item.textContent).toContain('Contrast text on shade (pressed): 7.3:1');
    expect(item.textContent).toContain('Base as text on white: 6.1:1; on black: 3.4:1');
  });
});

describe('ColorGenerator per version and language', () => {
  const packageColors = (pkg: string, pattern: RegExp) => {
    const css = fs.readFileSync(
      path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'css/core.css'),
      'utf8',
    );
    return Object.fromEntries([...css.matchAll(pattern)].map((m) => [m[1], m[2].toLowerCase()]));
  };

  it('uses the default colours of each version’s package', () => {
    const v8 = packageColors('@ionic/core', /--ion-color-([a-z]+):\s*(#[0-9a-f]{6})/gi);
    const v7 = packageColors('ionic-core-v7', /var\(--ion-color-([a-z]+), (#[0-9a-f]{6})\)/gi);
    for (const { name, value } of IONIC_DEFAULT_COLORS) expect([name, v8[name]]).toEqual([name, value]);
    for (const { name, value } of IONIC_7_DEFAULT_COLORS) expect([name, v7[name]]).toEqual([name, value]);
  });

  it('starts with Ionic 7’s colours on the v7 pages, and speaks Japanese on Japanese pages', () => {
    // An island takes the page's language from its provider (src/browser/app/islands.tsx).
    render(
      <LocaleProvider locale="ja">
        <ColorGenerator version="v7" />
      </LocaleProvider>,
    );
    expect((screen.getByLabelText('primary の 16 進値') as HTMLInputElement).value).toBe('#3880ff');
    const swatches = screen.getByRole('group', { name: 'primary のバリエーション' });
    expect([...swatches.querySelectorAll('.color-gen__swatch-label')].map((l) => l.textContent)).toEqual([
      'シェード',
      'ベース',
      'ティント',
      'コントラスト',
    ]);
    expect(document.querySelector('.color-gen__ratios')!.textContent).toContain('ベース上のコントラスト比：');
    expect(screen.getByRole('button', { name: 'CSS をコピー' })).toBeTruthy();
    expect(cssOutput()).toContain('--ion-color-primary: #3880ff;');
  });
});
