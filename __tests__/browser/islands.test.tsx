/**
 * @jest-environment jsdom
 */
// Islands as they ship: the HTML the build renders (src/node/render/island.tsx) hydrated by the
// app's island manager (src/browser/app/islands.tsx). React reports any difference between the
// two as an error, so a clean console means the reader's page is reused, not redrawn.
import { act } from '@testing-library/react';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { scanIslands } from '../../src/browser/app/islands';
import { ISLAND_NAMES, type IslandName } from '../../src/components/islands';
import { LocaleProvider } from '../../src/i18n';
import type { Locale } from '../../src/lib/types';
import { Island, type IslandOptions } from '../../src/node/render/island';

/** The island as a page body holds it (the build renders <Island> inside the body's locale). */
function islandHtml(name: IslandName, props: object, locale: Locale, options: IslandOptions = {}): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <Island name={name} props={props} {...options} />
    </LocaleProvider>,
  );
}

const errors: string[] = [];
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')));
  // jsdom has no IntersectionObserver: every island counts as near at once.
  window.requestIdleCallback = ((cb: () => void) => setTimeout(cb, 0)) as unknown as typeof window.requestIdleCallback;
});
beforeEach(() => {
  errors.length = 0;
  document.documentElement.removeAttribute('data-reader-active');
});

async function hydrateAll(html: string): Promise<HTMLElement> {
  document.body.innerHTML = `<main>${html}</main>`;
  const box = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  await act(async () => {
    scanIslands();
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
  });
  return box;
}

const PROPS: Record<(typeof ISLAND_NAMES)[number], object> = {
  ColorGenerator: { version: 'v8' },
  IconGallery: { src: '/docs/icons/list.json', assetBase: '/docs/icons/' },
  PlaygroundDemo: { src: '/docs/usage/v8/button/basic/', title: 'Live demo: Basic', height: 160, layout: 'content' },
};

describe('every island', () => {
  beforeAll(() => {
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => [] })) as unknown as typeof fetch;
  });
  it.each(ISLAND_NAMES.map((n) => [n]))(
    '%s hydrates the HTML the build rendered, in English and Japanese',
    async (name) => {
      for (const locale of ['en', 'ja'] as const) {
        const html = islandHtml(name, PROPS[name], locale);
        const box = await hydrateAll(html);
        expect(box.getAttribute('data-island-state')).toBe('ready');
        expect(errors).toEqual([]);
      }
    },
  );
});

describe('the playground demo island', () => {
  const frame = () => document.querySelector('iframe');
  const html = islandHtml('PlaygroundDemo', PROPS.PlaygroundDemo, 'en');

  it('has no frame while the page is only read; the first activity starts the demo near the viewport', async () => {
    await hydrateAll(html);
    expect(frame()).toBeNull();
    // The inline script marks the reader's first activity on <html> (src/browser/inline/activity.ts).
    await act(async () => document.documentElement.setAttribute('data-reader-active', ''));
    expect(frame()?.getAttribute('src')).toBe('/docs/usage/v8/button/basic/?mode=ios');
    expect(frame()?.title).toBe('Live demo: Basic');
  });

  it('starts from its button at once, then reloads in the chosen look and colour mode', async () => {
    await hydrateAll(html);
    await act(async () => document.querySelector<HTMLElement>('.playground__start')?.click());
    expect(frame()?.getAttribute('src')).toBe('/docs/usage/v8/button/basic/?mode=ios');
    await act(async () => document.querySelector<HTMLElement>('[data-mode="md"]')?.click());
    await act(async () => document.querySelector<HTMLElement>('.playground__switch[data-theme="dark"]')?.click());
    expect(frame()?.getAttribute('src')).toBe('/docs/usage/v8/button/basic/?mode=md&theme=dark');
    expect(document.querySelector('[data-mode="md"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('follows the site colour mode until the reader picks one for the demo', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    await hydrateAll(html);
    expect(document.querySelector('.playground__switch[data-theme="dark"]')?.getAttribute('aria-pressed')).toBe('true');
    await act(async () => document.documentElement.setAttribute('data-theme', 'light'));
    expect(document.querySelector('.playground__switch[data-theme="light"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    document.documentElement.removeAttribute('data-theme');
  });
});

describe('an island whose code cannot load', () => {
  it('keeps its HTML and offers Retry', async () => {
    const { ISLAND_LOADERS } = await import('../../src/browser/app/islands');
    const real = ISLAND_LOADERS.ColorGenerator;
    ISLAND_LOADERS.ColorGenerator = () => Promise.reject(new Error('network down'));
    const box = await hydrateAll(
      islandHtml('ColorGenerator', PROPS.ColorGenerator, 'en', { label: 'Color generator' }),
    );
    expect(box.getAttribute('data-island-state')).toBe('failed');
    expect(box.innerHTML).not.toBe('');
    const note = document.querySelector('.island__failed');
    expect(note?.textContent).toContain('Color generator could not be loaded: network down');
    ISLAND_LOADERS.ColorGenerator = real;
    await act(async () => {
      note?.querySelector('button')?.click();
      for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
    });
    expect(box.getAttribute('data-island-state')).toBe('ready');
  });
});
