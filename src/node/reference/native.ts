// Native plugin pages from @capacitor/{plugin}: README sections (native-readme.ts) and the docgen
// API (native-api.ts) assembled into one page model.
import * as path from 'path';
import { Slugger } from '../../lib/slug';
import { OTHER_IDS } from '../render/reference/ids';
import { tFor } from '../../i18n';
import { metadataHrefs, type LinkTarget } from '../../lib/links';
import { createMarkdown, firstSentence } from './markdown';
import { buildNativeApi, readPluginDocs, typeIds } from './native-api';
import type { DocsJson } from './native-extract';
import { prepareReadme } from './native-readme';
import { versionConfig } from '../../../content/site/versions';
import { isObject, locatePackage, readJsonFile, readTextFile, type SourceOptions } from './packages';
import type { NativePluginData, ReadmeBlock, ReferencePage, TocHeading } from '../../lib/reference-types';

/** The Capacitor plugins documented under /native (each pinned in package.json). */
export const NATIVE_PLUGINS = [
  'action-sheet',
  'app',
  'app-launcher',
  'browser',
  'camera',
  'clipboard',
  'device',
  'dialog',
  'filesystem',
  'geolocation',
  'google-maps',
  'haptics',
  'keyboard',
  'local-notifications',
  'motion',
  'network',
  'preferences',
  'push-notifications',
  'screen-reader',
  'share',
  'splash-screen',
  'status-bar',
  'text-zoom',
  'toast',
] as const;

export interface NativeLoadOptions extends SourceOptions {
  /** Plugin names to load (default NATIVE_PLUGINS). */
  plugins?: readonly string[];
}

export interface NativeBuildInput {
  packageName: string;
  version: string;
  readme: string;
  docs: DocsJson;
  source: NativePluginData['source'];
  packageDescription?: string;
}

/** README + docs model -> page (pure apart from the Markdown/highlight calls). */
export function buildNativePage(
  input: NativeBuildInput,
  target: LinkTarget,
  nativePlugins: ReadonlySet<string>,
): ReferencePage<'native-plugin', NativePluginData> {
  const { docs, packageName } = input;
  const name = packageName.replace(/^@capacitor\//, '');
  const t = tFor(target.locale);
  const siteHref = metadataHrefs(target, 'native', nativePlugins);

  const ids = typeIds(docs);
  const anchors = ids.byName;
  // Plugin docs link types as '#TypeName' (often types of another SDK, e.g. Google Maps'
  // MVCArray): link to the type's section when this page has one, else keep the text only.
  const rewriteHref = (href: string): string => {
    if (!href.startsWith('#')) return siteHref(href);
    const target = href.slice(1);
    const anchor = anchors.get(target);
    if (anchor) return `#${anchor}`;
    // PascalCase targets are type names; other anchors (README headings) stay as written.
    return /^[A-Z][A-Za-z0-9_]*$/.test(target) ? '' : href;
  };

  const descMd = createMarkdown({ rewriteHref, html: 'safe' });
  const api = buildNativeApi(docs, packageName, descMd, ids);
  const { methods, interfaces, typeAliases, enums, configs } = api;

  // Generated anchors first, so README headings never take their ids.
  const slugger = new Slugger();
  const reserved = [
    OTHER_IDS.api,
    OTHER_IDS.interfaces,
    OTHER_IDS.typeAliases,
    OTHER_IDS.enums,
    OTHER_IDS.config,
    ...methods.map((m) => m.id),
    ...ids.interfaces,
    ...ids.typeAliases,
    ...ids.enums,
  ];
  reserved.forEach((id) => slugger.reserve(id));

  const prepared = prepareReadme(input.readme);
  const readmeHeadings: TocHeading[] = [];
  const readmeMd = createMarkdown({
    rewriteHref,
    html: 'trusted',
    slugger,
    onHeading: (depth, id, text) => {
      if (depth === 2 || depth === 3) readmeHeadings.push({ depth, id, text });
    },
  });
  const placement: NativePluginData['configPlacement'] =
    configs.length === 0 ? 'none' : prepared.hadConfig ? 'readme' : 'api';
  const readme: ReadmeBlock[] = [];
  prepared.segments.forEach((seg, i) => {
    if (i > 0 && placement === 'readme') readme.push({ type: 'config' });
    const html = readmeMd.block(seg);
    if (html) readme.push({ type: 'html', html });
  });

  const headings: TocHeading[] = [...readmeHeadings, { depth: 2, id: OTHER_IDS.api, text: t('reference.api') }];
  if (placement === 'api') headings.push({ depth: 3, id: OTHER_IDS.config, text: t('reference.configuration') });
  for (const m of methods) headings.push({ depth: 3, id: m.id, text: m.title });
  if (interfaces.length) headings.push({ depth: 3, id: OTHER_IDS.interfaces, text: t('reference.interfaces') });
  if (typeAliases.length) headings.push({ depth: 3, id: OTHER_IDS.typeAliases, text: t('reference.typeAliases') });
  if (enums.length) headings.push({ depth: 3, id: OTHER_IDS.enums, text: t('reference.enums') });

  return {
    kind: 'native-plugin',
    slug: `native/${name}`,
    title: packageName,
    description: firstSentence(prepared.intro || input.packageDescription || packageName),
    data: {
      packageName,
      version: input.version,
      readme,
      configPlacement: placement,
      apiName: docs.api.name,
      ...api,
      source: input.source,
    },
    headings,
  };
}

export function loadNativePages(
  target: LinkTarget,
  opts?: NativeLoadOptions,
): ReferencePage<'native-plugin', NativePluginData>[] {
  const plugins = opts?.plugins ?? NATIVE_PLUGINS;
  const pluginSet = new Set<string>([...NATIVE_PLUGINS, ...plugins]);
  const { major, installedAs } = versionConfig(target.version).capacitor;
  return plugins.map((plugin) => {
    const packageName = `@capacitor/${plugin}`;
    const { root, version } = locatePackage(installedAs.replace('{plugin}', plugin), opts, major);
    const readme = readTextFile(packageName, path.join(root, 'README.md'));
    const pkg = readJsonFile(packageName, path.join(root, 'package.json'));
    const { docs, source } = readPluginDocs(packageName, root);
    return buildNativePage(
      {
        packageName,
        version,
        readme,
        docs,
        source,
        packageDescription: isObject(pkg) && typeof pkg.description === 'string' ? pkg.description : undefined,
      },
      target,
      pluginSet,
    );
  });
}
