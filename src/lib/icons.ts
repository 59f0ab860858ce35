// Pure helpers shared by the icon gallery and the build-time icon loader.
import type { IconEntry, IconVariant } from './reference-types';

/** SVG/markup name of a variant: ('heart', 'outline') -> 'heart-outline'; filled is the bare name. */
export function iconFileName(name: string, variant: IconVariant): string {
  return variant === 'filled' ? name : `${name}-${variant}`;
}

/** The variant to show for an icon: the wanted one when it exists, else its first (logos are filled only). */
export function pickVariant(icon: IconEntry, wanted: IconVariant): IconVariant {
  return icon.variants.includes(wanted) ? wanted : (icon.variants[0] ?? 'filled');
}

/** Case-insensitive match on the name, variant names and keywords; every word of the query must match. */
export function filterIcons(icons: readonly IconEntry[], query: string): IconEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...icons];
  return icons.filter((icon) => {
    const haystack = [icon.name, ...icon.variants.map((v) => iconFileName(icon.name, v)), ...icon.tags].map((x) =>
      x.toLowerCase(),
    );
    return words.every((w) => haystack.some((h) => h.includes(w)));
  });
}

export function iconMarkup(fileName: string): string {
  return `<ion-icon name="${fileName}"></ion-icon>`;
}
