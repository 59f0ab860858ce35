// The site's UI strings: locales/<locale>/common.json, one file per language, read by the
// build-time renderers and by the browser alike. English is the fallback for a missing key.
import en from '../../locales/en/common.json';
import ja from '../../locales/ja/common.json';
import type { Locale } from '../lib/types';

export type Messages = { [key: string]: string | Messages };

export const MESSAGES: Record<Locale, Messages> = { en, ja };

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` placeholders filled from `values`; unknown placeholders stay visible. */
export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The message for `key` in `locale`, else in English, else `fallback`, else the key itself
 * (visible, so a missing string is noticed rather than silently blank).
 */
export function translate(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
  fallback?: string,
): string {
  const message = lookup(MESSAGES[locale] ?? MESSAGES.en, key) ?? lookup(MESSAGES.en, key) ?? fallback ?? key;
  return interpolate(message, values);
}

/** Every key of a message tree, as dotted paths (for the completeness test). */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : messageKeys(v, `${prefix}${k}.`),
  );
}
