// The ion-icon page from the ionicons package: properties from its web-types, and the icon list.
import * as path from 'path';
import { componentSummary, SECTION_IDS, OTHER_IDS } from '../render/reference/ids';
import { tFor } from '../../i18n';
export { iconFileName } from '../../lib/icons';
import { metadataHrefs, type LinkTarget } from '../../lib/links';
import { createMarkdown, firstSentence, htmlToText } from './markdown';
import {
  ReferenceDataError,
  arr,
  isObject,
  locatePackage,
  objects,
  readJsonFile,
  str,
  fileExists,
  type SourceOptions,
} from './packages';
import type { IconData, IconEntry, IconProperty, IconVariant, ReferencePage } from '../../lib/reference-types';

export const ICONS_PACKAGE = 'ionicons';
const WEB_TYPES = 'dist/ionicons.web-types.json';
const ICON_TAGS = 'dist/ionicons.json';
const SVG_DIR = 'dist/svg';
/** Where the gallery's SVGs go, relative to the site's static output root. */
export const ICON_ASSET_DIR = 'icons/svg';

export type IconLoadOptions = SourceOptions;

const VARIANT_ORDER: IconVariant[] = ['outline', 'filled', 'sharp'];

/** Groups flat icon names ('heart', 'heart-outline', 'heart-sharp', 'logo-github') by base name. */
export function groupIcons(names: string[], tags: ReadonlyMap<string, string[]> = new Map()): IconEntry[] {
  const all = new Set(names);
  const bases = new Map<string, Set<IconVariant>>();
  for (const n of names) {
    const m = /^(.*)-(outline|sharp)$/.exec(n);
    // 'heart-outline' is a variant only when 'heart' exists too; otherwise it is a name of its own.
    const [base, variant]: [string, IconVariant] = m && all.has(m[1]) ? [m[1], m[2] as IconVariant] : [n, 'filled'];
    if (!bases.has(base)) bases.set(base, new Set());
    bases.get(base)!.add(variant);
  }
  return [...bases.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, variants]) => ({
      name,
      variants: VARIANT_ORDER.filter((v) => variants.has(v)),
      tags: [...new Set((tags.get(name) ?? []).filter((t) => t !== name && t !== 'outline' && t !== 'sharp'))],
    }));
}

function readIconSources(opts?: SourceOptions): {
  root: string;
  version: string;
  element: Record<string, unknown>;
  names: string[];
  tags: Map<string, string[]>;
} {
  const { root, version } = locatePackage(ICONS_PACKAGE, opts, 7);
  const file = path.join(root, WEB_TYPES);
  const json = readJsonFile(ICONS_PACKAGE, file);
  const html = isObject(json) && isObject(json.contributions) ? json.contributions.html : undefined;
  const element = isObject(html) ? objects(html.elements).find((e) => e.name === 'ion-icon') : undefined;
  if (!isObject(html) || !element) {
    throw new ReferenceDataError(ICONS_PACKAGE, file, 'web-types has no ion-icon element');
  }
  const names = objects(html.ionicons)
    .map((i) => str(i.name))
    .filter(Boolean);
  if (names.length === 0) throw new ReferenceDataError(ICONS_PACKAGE, file, 'web-types lists no icons');

  const tags = new Map<string, string[]>();
  const tagFile = path.join(root, ICON_TAGS);
  if (fileExists(tagFile)) {
    const tj = readJsonFile(ICONS_PACKAGE, tagFile);
    for (const i of objects(isObject(tj) ? tj.icons : [])) {
      tags.set(
        str(i.name),
        arr(i.tags).filter((t): t is string => typeof t === 'string'),
      );
    }
  }
  return { root, version, element, names, tags };
}

function propertyType(attr: Record<string, unknown>): string {
  const values = objects(attr.values);
  const value = isObject(attr.value) ? attr.value : {};
  if (str(value.type) === 'enum' && values.length > 0) {
    return values.map((v) => JSON.stringify(str(v.name))).join(' | ');
  }
  return 'string';
}

export function loadIconPage(target: LinkTarget, opts?: IconLoadOptions): ReferencePage<'icon', IconData> {
  const { version, element, names, tags } = readIconSources(opts);
  const { locale } = target;
  const md = createMarkdown({ rewriteHref: metadataHrefs(target, 'api'), html: 'safe' });
  const properties: IconProperty[] = objects(element.attributes).map((a) => ({
    name: str(a.name),
    descriptionHtml: md.description(str(a.description)),
    type: propertyType(a),
  }));
  const descriptionHtml = md.block(str(element.description));
  const t = tFor(locale);
  return {
    kind: 'icon',
    slug: 'api/icon',
    title: 'ion-icon',
    description: firstSentence(htmlToText(descriptionHtml)) || componentSummary(t, 'ion-icon', ['properties']),
    category: 'Icons',
    data: { version, tag: 'ion-icon', descriptionHtml, properties, icons: groupIcons(names, tags) },
    headings: [
      { depth: 2, id: SECTION_IDS.properties, text: t('reference.properties') },
      { depth: 2, id: OTHER_IDS.icons, text: t('reference.icons') },
    ],
  };
}

/**
 * The SVG copies the gallery needs ({from: absolute path, to: path under the static output root}).
 * Every listed icon must exist as an SVG, otherwise the build fails naming the file.
 */
export function iconAssetCopies(opts?: SourceOptions): { from: string; to: string }[] {
  const { root, names } = readIconSources(opts);
  return names.map((n) => {
    const from = path.join(root, SVG_DIR, `${n}.svg`);
    if (!fileExists(from)) throw new ReferenceDataError(ICONS_PACKAGE, from, `SVG for icon "${n}" is missing`);
    return { from, to: `${ICON_ASSET_DIR}/${n}.svg` };
  });
}
