// Native plugin pages from @capacitor/{plugin}: README prose + dist/docs.json (docgen) API.
import * as path from 'path';
import { strings, OTHER_IDS } from '../../components/reference/strings';
import { linkTypes } from './format';
import { highlightBlock } from './highlight';
import { createHrefRewriter } from './links';
import { pickLocale } from './locale';
import { Slugger, createMarkdown, firstSentence, markdownToText, slugify, type MarkdownRenderer } from './markdown';
import {
  ReferenceDataError,
  fileExists,
  isObject,
  locatePackage,
  readJsonFile,
  readTextFile,
  type SourceOptions,
} from './packages';
import {
  KNOWN_TAGS,
  extractDocsJson,
  methodTitle,
  type DocsJson,
  type DocsJsonConfig,
  type DocsJsonInterface,
  type DocsJsonMethod,
  type DocsJsonProperty,
  type DocsJsonTag,
} from './native-extract';
import type {
  Deprecation,
  Locale,
  NativeEnum,
  NativeInterface,
  NativeMethod,
  NativePluginConfig,
  NativePluginData,
  NativeProperty,
  NativeTypeAlias,
  ReadmeBlock,
  ReferencePage,
  ResolveDocLink,
  TocHeading,
} from './types';

/** The Capacitor plugins documented under /native (each pinned in package.json). */
export const NATIVE_PLUGINS = [
  'action-sheet', 'app', 'app-launcher', 'browser', 'camera', 'clipboard', 'device', 'dialog',
  'filesystem', 'geolocation', 'google-maps', 'haptics', 'keyboard', 'local-notifications', 'motion',
  'network', 'preferences', 'push-notifications', 'screen-reader', 'share', 'splash-screen',
  'status-bar', 'text-zoom', 'toast',
] as const;

export interface NativeLoadOptions extends SourceOptions {
  locale?: Locale;
  /** Plugin names to load (default NATIVE_PLUGINS). */
  plugins?: readonly string[];
}

// ------------------------------------------------------------------ README

export interface PreparedReadme {
  /** Markdown segments; a <docgen-config> block sits between two consecutive segments. */
  segments: string[];
  /** Whether the README had a <docgen-config> block (the generated configuration goes there). */
  hadConfig: boolean;
  /** The first prose paragraph (for the page description). */
  intro: string;
}

/**
 * Strips what the site renders itself from a docgen README: the H1, <docgen-index>, <docgen-api>
 * and the '## API' heading (its remaining sub-sections move up a level); <docgen-config> splits
 * the README so the configuration can be rendered from docs.json in its place.
 */
export function prepareReadme(readme: string): PreparedReadme {
  const lines = readme.replace(/\r\n?/g, '\n').split('\n');
  const segments: string[][] = [[]];
  let fence: string | null = null;
  let skipUntil: string | null = null;
  let removedH1 = false;
  let promote = false;
  let hadConfig = false;

  for (const line of lines) {
    if (skipUntil) {
      if (line.includes(skipUntil)) skipUntil = null;
      continue;
    }
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMark && fenceMark[1][0] === fence[0] && fenceMark[1].length >= fence.length) fence = null;
      segments[segments.length - 1].push(line);
      continue;
    }
    if (fenceMark) {
      fence = fenceMark[1];
      segments[segments.length - 1].push(line);
      continue;
    }
    const docgen = /^\s*<docgen-(index|api|config)\b[^>]*>/.exec(line);
    if (docgen) {
      const close = `</docgen-${docgen[1]}>`;
      if (!line.includes(close)) skipUntil = close;
      if (docgen[1] === 'config') {
        hadConfig = true;
        segments.push([]);
      }
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const depth = heading[1].length;
      if (depth === 1 && !removedH1) {
        removedH1 = true;
        continue;
      }
      if (depth === 2 && /^api$/i.test(heading[2])) {
        promote = true;
        continue;
      }
      if (depth <= 2) promote = false;
      if (promote && depth > 2) {
        segments[segments.length - 1].push(`${'#'.repeat(depth - 1)} ${heading[2]}`);
        continue;
      }
    }
    segments[segments.length - 1].push(line);
  }

  const texts = segments.map((s) => s.join('\n').replace(/\n{3,}/g, '\n\n').trim());
  return { segments: texts, hadConfig, intro: introParagraph(texts[0] ?? '') };
}

function introParagraph(md: string): string {
  for (const block of md.split(/\n\s*\n/)) {
    const b = block.trim();
    if (!b || /^(#|```|~~~|<|\||[-*+] |\d+\. |>)/.test(b)) continue;
    return b;
  }
  return '';
}

// ------------------------------------------------------------------ docs.json

/**
 * JSDoc splits `@deprecated Use the @capacitor/file-transfer plugin` at the package name;
 * unknown tags are glued back onto the tag before them.
 */
export function normalizeTags(tags: readonly DocsJsonTag[] | undefined): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  for (const t of tags ?? []) {
    const text = (t.text ?? '').trim();
    if (!KNOWN_TAGS.has(t.name) && out.length > 0) {
      const prev = out[out.length - 1];
      prev.text = `${prev.text} @${t.name}${text && !text.startsWith('/') ? ' ' : ''}${text}`.trim();
      continue;
    }
    out.push({ name: t.name, text });
  }
  return out;
}

function tag(tags: { name: string; text: string }[], name: string): string | null {
  const t = tags.find((x) => x.name === name);
  return t ? t.text : null;
}

function deprecation(tags: { name: string; text: string }[], md: MarkdownRenderer): Deprecation | null {
  const text = tag(tags, 'deprecated');
  return text === null ? null : { html: md.description(text) };
}

/** Optional members are marked by the table, so '| undefined' is noise (docgen drops it too). */
export function stripUndefined(type: string): string {
  const t = type.trim();
  if (t === 'undefined') return t;
  return t.replace(/\s*\|\s*undefined$/, '').replace(/^undefined\s*\|\s*/, '');
}

function isVoid(type: string): boolean {
  return /^(Promise<void>|void)$/.test(type.replace(/\s+/g, ''));
}

interface Ctx {
  md: MarkdownRenderer;
  anchors: Map<string, string>;
}

function toMethod(m: DocsJsonMethod, ctx: Ctx, idPrefix = ''): NativeMethod {
  const tags = normalizeTags(m.tags);
  const params = Array.isArray(m.parameters) ? m.parameters : [];
  const title = methodTitle(m.name, params);
  const paramTags = tags.filter((t) => t.name === 'param');
  return {
    name: m.name,
    id: idPrefix + (m.slug || slugify(title)),
    title,
    signatureHtml: linkTypes(`${m.name}${m.signature}`, ctx.anchors),
    descriptionHtml: ctx.md.description(m.docs ?? ''),
    parameters: params.map((p) => {
      const fromTag = paramTags.find((t) => t.text.startsWith(`${p.name} `))?.text.slice(p.name.length + 1) ?? '';
      return {
        name: p.name,
        typeHtml: linkTypes(p.type, ctx.anchors),
        descriptionHtml: ctx.md.description(p.docs || fromTag),
      };
    }),
    returnsHtml: m.returns && !isVoid(m.returns) ? linkTypes(m.returns, ctx.anchors) : null,
    since: tag(tags, 'since'),
    deprecated: deprecation(tags, ctx.md),
  };
}

function toProperty(p: DocsJsonProperty, ctx: Ctx): NativeProperty {
  const tags = normalizeTags(p.tags);
  const def = tag(tags, 'default');
  return {
    name: p.name,
    typeHtml: linkTypes(stripUndefined(p.type), ctx.anchors),
    descriptionHtml: ctx.md.description(p.docs ?? ''),
    default: def ? def : null,
    since: tag(tags, 'since'),
    deprecated: deprecation(tags, ctx.md),
  };
}

function toInterface(i: DocsJsonInterface, ctx: Ctx): NativeInterface {
  const tags = normalizeTags(i.tags);
  return {
    name: i.name,
    id: i.slug || slugify(i.name),
    descriptionHtml: ctx.md.description(i.docs ?? ''),
    deprecated: deprecation(tags, ctx.md),
    properties: (i.properties ?? []).map((p) => toProperty(p, ctx)),
    methods: (i.methods ?? []).map((m) => toMethod(m, ctx, `${i.slug || slugify(i.name)}-`)),
  };
}

function tsKey(k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k);
}

function indentRest(text: string, pad: string): string {
  return text.replace(/\n/g, `\n${pad}`);
}

/**
 * capacitor.config.json / .ts examples built from the @example tags. Enum-typed values become
 * enum members in the TypeScript version; when one cannot be mapped, the TS example is skipped.
 */
export function configExamples(
  c: DocsJsonConfig,
  packageName: string,
  enums: DocsJson['enums'],
): { json: string; ts: string } {
  const entries = c.properties
    .map((p) => ({ p, example: tag(normalizeTags(p.tags), 'example') }))
    .filter((e): e is { p: DocsJsonProperty; example: string } => !!e.example);
  if (entries.length === 0) return { json: '', ts: '' };

  const jsonBody = entries.map(({ p, example }) => `      ${JSON.stringify(p.name)}: ${indentRest(example, '      ')}`).join(',\n');
  const json = `{\n  "plugins": {\n    ${JSON.stringify(c.name)}: {\n${jsonBody}\n    }\n  }\n}`;

  const imports = new Set<string>();
  const tsLines: string[] = [];
  for (const { p, example } of entries) {
    let value = example;
    const en = enums.find((e) => p.complexTypes?.includes(e.name));
    if (en) {
      let literal: unknown;
      try {
        literal = JSON.parse(example);
      } catch {
        return { json, ts: '' };
      }
      const member = en.members.find((m) => m.value !== undefined && m.value.replace(/^['"]|['"]$/g, '') === String(literal));
      if (!member) return { json, ts: '' };
      value = `${en.name}.${member.name}`;
      imports.add(en.name);
    }
    tsLines.push(`      ${tsKey(p.name)}: ${indentRest(value, '      ')},`);
  }
  const importLine = imports.size > 0 ? `import { ${[...imports].sort().join(', ')} } from '${packageName}';\n` : '';
  const ts =
    `/// <reference types="${packageName}" />\n\nimport { CapacitorConfig } from '@capacitor/cli';\n${importLine}\n` +
    `const config: CapacitorConfig = {\n  plugins: {\n    ${tsKey(c.name)}: {\n${tsLines.join('\n')}\n    },\n  },\n};\n\nexport default config;`;
  return { json, ts };
}

function toConfig(c: DocsJsonConfig, packageName: string, docs: DocsJson, ctx: Ctx): NativePluginConfig {
  const ex = configExamples(c, packageName, docs.enums ?? []);
  return {
    name: c.name,
    descriptionHtml: ctx.md.description(c.docs ?? ''),
    properties: (c.properties ?? []).map((p) => toProperty(p, ctx)),
    jsonExampleHtml: ex.json ? highlightBlock(ex.json, 'json') : '',
    tsExampleHtml: ex.ts ? highlightBlock(ex.ts, 'typescript') : '',
  };
}

/** Reads dist/docs.json, or builds the same model from the typings when the package ships none. */
export function readPluginDocs(packageName: string, root: string): { docs: DocsJson; source: NativePluginData['source'] } {
  const file = path.join(root, 'dist/docs.json');
  if (!fileExists(file)) return { docs: extractCached(packageName, root), source: 'definitions.d.ts' };
  const json = readJsonFile(packageName, file);
  if (!isObject(json) || !isObject(json.api) || !Array.isArray(json.api.methods)) {
    throw new ReferenceDataError(packageName, file, 'not a @capacitor/docgen docs.json: no "api.methods" array');
  }
  const docs = json as unknown as DocsJson;
  return {
    docs: {
      api: docs.api,
      interfaces: Array.isArray(docs.interfaces) ? docs.interfaces : [],
      enums: Array.isArray(docs.enums) ? docs.enums : [],
      typeAliases: Array.isArray(docs.typeAliases) ? docs.typeAliases : [],
      pluginConfigs: Array.isArray(docs.pluginConfigs) ? docs.pluginConfigs : [],
    },
    source: 'docs.json',
  };
}

const extracted = new Map<string, DocsJson>();
function extractCached(packageName: string, root: string): DocsJson {
  const hit = extracted.get(root);
  if (hit) return hit;
  const d = extractDocsJson(root, packageName);
  extracted.set(root, d);
  return d;
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
  resolve: ResolveDocLink,
  locale: Locale,
  nativePlugins: ReadonlySet<string>,
): ReferencePage<'native-plugin', NativePluginData> {
  const { docs, packageName } = input;
  const name = packageName.replace(/^@capacitor\//, '');
  const s = strings[locale];
  const siteHref = createHrefRewriter({ resolve, base: 'native', nativePlugins });

  const anchors = new Map<string, string>();
  for (const i of docs.interfaces) anchors.set(i.name, i.slug || slugify(i.name));
  for (const t of docs.typeAliases) anchors.set(t.name, t.slug || slugify(t.name));
  for (const e of docs.enums) anchors.set(e.name, e.slug || slugify(e.name));
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
  const ctx: Ctx = { md: descMd, anchors };
  const methods = docs.api.methods.map((m) => toMethod(m, ctx));
  const interfaces = docs.interfaces.map((i) => toInterface(i, ctx));
  const typeAliases: NativeTypeAlias[] = docs.typeAliases.map((t) => ({
    name: t.name,
    id: t.slug || slugify(t.name),
    descriptionHtml: descMd.description(t.docs ?? ''),
    typeHtml: (t.types ?? []).map((x) => linkTypes(x.text, anchors)).join(' | '),
  }));
  const enums: NativeEnum[] = docs.enums.map((e) => ({
    name: e.name,
    id: e.slug || slugify(e.name),
    members: e.members.map((m) => {
      const tags = normalizeTags(m.tags);
      return {
        name: m.name,
        value: m.value ?? null,
        descriptionHtml: descMd.description(m.docs ?? ''),
        since: tag(tags, 'since'),
        deprecated: deprecation(tags, descMd),
      };
    }),
  }));
  const configs = docs.pluginConfigs.map((c) => toConfig(c, packageName, docs, ctx));

  // Generated anchors first, so README headings never take their ids.
  const slugger = new Slugger();
  const reserved = [
    OTHER_IDS.api, OTHER_IDS.interfaces, OTHER_IDS.typeAliases, OTHER_IDS.enums, OTHER_IDS.config,
    ...methods.map((m) => m.id), ...anchors.values(),
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

  const headings: TocHeading[] = [...readmeHeadings, { depth: 2, id: OTHER_IDS.api, text: s.api }];
  if (placement === 'api') headings.push({ depth: 3, id: OTHER_IDS.config, text: s.configuration });
  for (const m of methods) headings.push({ depth: 3, id: m.id, text: m.title });
  if (interfaces.length) headings.push({ depth: 3, id: OTHER_IDS.interfaces, text: s.interfaces });
  if (typeAliases.length) headings.push({ depth: 3, id: OTHER_IDS.typeAliases, text: s.typeAliases });
  if (enums.length) headings.push({ depth: 3, id: OTHER_IDS.enums, text: s.enums });

  const introText = markdownToText(prepared.intro);
  return {
    kind: 'native-plugin',
    slug: `native/${name}`,
    title: packageName,
    description: firstSentence(introText || input.packageDescription || packageName),
    data: {
      packageName,
      version: input.version,
      readme,
      configPlacement: placement,
      configs,
      apiName: docs.api.name,
      apiDescriptionHtml: descMd.description(docs.api.docs ?? ''),
      methods,
      interfaces,
      typeAliases,
      enums,
      source: input.source,
    },
    headings,
  };
}

export function loadNativePages(
  resolve: ResolveDocLink,
  opts?: NativeLoadOptions,
): ReferencePage<'native-plugin', NativePluginData>[] {
  const plugins = opts?.plugins ?? NATIVE_PLUGINS;
  const locale = pickLocale(resolve, `native/${plugins[0] ?? 'camera'}`, opts?.locale);
  const pluginSet = new Set<string>([...NATIVE_PLUGINS, ...plugins]);
  return plugins.map((plugin) => {
    const packageName = `@capacitor/${plugin}`;
    const { root, version } = locatePackage(packageName, opts, 7);
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
      resolve,
      locale,
      pluginSet,
    );
  });
}
