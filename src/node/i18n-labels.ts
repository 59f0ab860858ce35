// Sidebar category labels per locale: locales/<locale>/sidebar.json maps each English label
// to its translation (the English file lists every label, so a test can find missing ones).
import en from '../../locales/en/sidebar.json';
import ja from '../../locales/ja/sidebar.json';
import type { Locale } from '../lib/types';

const LABELS: Record<Locale, Record<string, string>> = { en, ja };

export function categoryLabel(locale: Locale, label: string): string {
  return LABELS[locale]?.[label] ?? label;
}

export const CATEGORY_LABELS = LABELS;
