// Hydrates the islands of the page (src/components/islands.ts): each on its own, with its own
// code chunk, when it is needed: `visible` ones once near the viewport and the browser is
// idle, `intent` ones at the first pointer, touch or focus inside. The
// server rendered them in the same providers (src/providers/wrap.tsx), so hydration reuses
// their HTML. A box that arrives empty (development, where Gatsby renders in the browser) is
// rendered instead. If an island's code cannot load, its HTML stays and a note offers Retry.
import React from 'react';
import type { Root } from 'react-dom/client';
import { ISLAND_ATTR, type IslandLoad, type IslandName } from '../../components/islands';
import { tFor } from '../../i18n';
import { DEFAULT_LOCALE, isLocale } from '../../lib/routes';
import type { Locale } from '../../lib/types';
import { wrapIsland } from '../../providers/wrap';
import { mountRoot } from './hydrate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
type Module = { default: React.ComponentType<any> };

export const ISLAND_LOADERS: Record<IslandName, () => Promise<Module>> = {
  ColorGenerator: () => import('../../components/ColorGenerator'),
  IconGallery: () => import('../../components/IconGallery'),
  PlaygroundDemo: () => import('../../components/PlaygroundDemo'),
};

const STATE = 'data-island-state';
const roots = new Map<Element, Root>();

type Idle = (cb: () => void, options?: { timeout: number }) => void;
const idle: Idle =
  (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback?.bind(window) ??
  ((cb) => window.setTimeout(cb, 1));

function failed(box: HTMLElement, locale: Locale, error: unknown): void {
  const t = tFor(locale);
  const note = document.createElement('p');
  note.className = 'island__failed';
  note.setAttribute('role', 'alert');
  note.textContent = `${t('island.failed', {
    label: box.getAttribute(ISLAND_ATTR.label) ?? box.getAttribute(ISLAND_ATTR.name) ?? '',
    message: error instanceof Error ? error.message : String(error),
  })} `;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = t('island.retry');
  retry.addEventListener('click', () => {
    note.remove();
    void hydrate(box);
  });
  note.appendChild(retry);
  box.after(note);
}

async function hydrate(box: HTMLElement): Promise<void> {
  const name = box.getAttribute(ISLAND_ATTR.name) as IslandName;
  const load = ISLAND_LOADERS[name];
  const localeAttr = box.getAttribute(ISLAND_ATTR.locale) ?? '';
  const locale: Locale = isLocale(localeAttr) ? localeAttr : DEFAULT_LOCALE;
  if (!load) return;
  box.setAttribute(STATE, 'loading');
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(box.getAttribute(ISLAND_ATTR.props) ?? '{}') as Record<string, unknown>;
  } catch {
    /* malformed props: the island gets none */
  }
  let mod: Module;
  try {
    mod = await load();
  } catch (error) {
    box.setAttribute(STATE, 'failed');
    failed(box, locale, error);
    return;
  }
  if (!box.isConnected) return;
  const element = wrapIsland(<mod.default {...props} />, locale);
  roots.set(box, mountRoot(element, box));
  box.setAttribute(STATE, 'ready');
}

let nearby: IntersectionObserver | null = null;

function whenNear(box: HTMLElement): void {
  if (typeof IntersectionObserver !== 'function') {
    idle(() => void hydrate(box), { timeout: 2000 });
    return;
  }
  nearby ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearby?.unobserve(entry.target);
        idle(() => void hydrate(entry.target as HTMLElement), { timeout: 2000 });
      }
    },
    { rootMargin: '200px 0px' },
  );
  nearby.observe(box);
}

function onIntent(box: HTMLElement): void {
  const start = () => {
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) box.removeEventListener(type, start);
    void hydrate(box);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
    box.addEventListener(type, start, { passive: true });
}

/** Schedules every island of the document not yet seen; unmounts those no longer in it. */
export function scanIslands(root: ParentNode = document): void {
  for (const [box, reactRoot] of roots) {
    if (box.isConnected) continue;
    reactRoot.unmount();
    roots.delete(box);
  }
  for (const box of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]:not([${STATE}])`)) {
    box.setAttribute(STATE, 'waiting');
    const load = (box.getAttribute(ISLAND_ATTR.load) ?? 'visible') as IslandLoad;
    if (load === 'intent') onIntent(box);
    else whenNear(box);
  }
}
