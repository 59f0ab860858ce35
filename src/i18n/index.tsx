// The one way to get a UI string: `t(key, values?)`, from the locales registry
// (content/site/locales.ts, whose `messages` are locales/<locale>/*.json). React components
// take it from `useT()` (the locale comes from <LocaleProvider>, set once per page and per
// island); build code and scripts from `tFor(locale)`. Both are the same function.
import React, { createContext, useContext } from 'react';
import { defaultLocale, locales, type Locale, type Messages } from '../../content/site/locales';
import { interpolate, type Values } from './interpolate';

export type { Messages };
export { interpolate, type Values } from './interpolate';
/** A UI string by dotted key ('doc.editPage', 'reference.properties', 'categories.Theming'). */
export type T = (key: string, values?: Values) => string;

/**
 * The string at a dotted key. A key segment may itself contain dots (sidebar category labels
 * such as "Ionic v8.0"): at each level the whole remaining key is tried first.
 */
export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  let rest = key;
  while (node !== undefined && typeof node !== 'string') {
    if (rest in node) return typeof node[rest] === 'string' ? (node[rest] as string) : undefined;
    const dot = rest.indexOf('.');
    if (dot < 0) return undefined;
    node = node[rest.slice(0, dot)];
    rest = rest.slice(dot + 1);
  }
  return undefined;
}

/**
 * The message for `key` in `locale`, else in the default locale, else the key itself
 * (visible, so a missing string is noticed rather than silently blank).
 */
export function translate(locale: Locale, key: string, values?: Values): string {
  const message =
    lookup(locales[locale]?.messages ?? locales[defaultLocale].messages, key) ??
    lookup(locales[defaultLocale].messages, key) ??
    key;
  return interpolate(message, values);
}

const bound = new Map<Locale, T>();

/** `t` for one locale (build code, scripts and tests). */
export function tFor(locale: Locale): T {
  let t = bound.get(locale);
  if (!t) {
    t = (key, values) => translate(locale, key, values);
    bound.set(locale, t);
  }
  return t;
}

/**
 * The strings under `key`, in the shape of the default locale's, each through `t`: for a
 * third-party component that takes its strings as one object (DocSearch's modal).
 */
export function translateTree(t: T, key: string): Messages {
  const walk = (node: Messages, prefix: string): Messages =>
    Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, typeof v === 'string' ? t(`${prefix}${k}`) : walk(v, `${prefix}${k}.`)]),
    );
  const tree = lookupTree(locales[defaultLocale].messages, key);
  return tree ? walk(tree, `${key}.`) : {};
}

function lookupTree(messages: Messages, key: string): Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object' ? node : undefined;
}

/** "a, b and c" in the locale's words (`reference.listSeparator`, `reference.listLastSeparator`). */
export function formatList(t: T, items: string[]): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(t('reference.listSeparator'))}${t('reference.listLastSeparator')}${last}`;
}

/** Every key of a message tree, as dotted paths (for the completeness test). */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : messageKeys(v, `${prefix}${k}.`),
  );
}

const LocaleContext = createContext<Locale>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `t` in the language of the page (or island) being rendered. */
export function useT(): T {
  return tFor(useLocale());
}
