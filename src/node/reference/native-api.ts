// Capacitor docgen model (dist/docs.json, or extracted from the typings) -> the API part of a
// native plugin page: methods, interfaces, type aliases, enums and configuration.
import * as path from 'path';
import { Slugger, slugify } from '../../lib/slug';
import { linkTypes } from './format';
import { codeBlockHtml, type MarkdownRenderer } from './markdown';
import { ReferenceDataError, fileExists, isObject, readJsonFile } from './packages';
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
  NativeEnum,
  NativeInterface,
  NativeMethod,
  NativePluginConfig,
  NativePluginData,
  NativeProperty,
  NativeTypeAlias,
} from '../../lib/reference-types';

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

export interface Ctx {
  md: MarkdownRenderer;
  anchors: Map<string, string>;
}

function methodParams(m: DocsJsonMethod) {
  return Array.isArray(m.parameters) ? m.parameters : [];
}

function methodId(m: DocsJsonMethod): string {
  return m.slug || slugify(methodTitle(m.name, methodParams(m)));
}

function toMethod(m: DocsJsonMethod, ctx: Ctx, idPrefix = ''): NativeMethod {
  const tags = normalizeTags(m.tags);
  const params = methodParams(m);
  const title = methodTitle(m.name, params);
  const paramTags = tags.filter((t) => t.name === 'param');
  return {
    name: m.name,
    id: idPrefix + methodId(m),
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

function toInterface(i: DocsJsonInterface, id: string, ctx: Ctx): NativeInterface {
  const tags = normalizeTags(i.tags);
  return {
    name: i.name,
    id,
    descriptionHtml: ctx.md.description(i.docs ?? ''),
    deprecated: deprecation(tags, ctx.md),
    properties: (i.properties ?? []).map((p) => toProperty(p, ctx)),
    methods: (i.methods ?? []).map((m) => toMethod(m, ctx, `${id}-`)),
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

  const jsonBody = entries
    .map(({ p, example }) => `      ${JSON.stringify(p.name)}: ${indentRest(example, '      ')}`)
    .join(',\n');
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
      const member = en.members.find(
        (m) => m.value !== undefined && m.value.replace(/^['"]|['"]$/g, '') === String(literal),
      );
      if (!member) return { json, ts: '' };
      value = `${en.name}.${member.name}`;
      imports.add(en.name);
    }
    tsLines.push(`      ${tsKey(p.name)}: ${indentRest(value, '      ')},`);
  }
  const importLine = imports.size > 0 ? `import { ${[...imports].sort().join(', ')} } from '${packageName}';\n` : '';
  const ts =
    `/// <reference types="${packageName}" />\n\nimport { CapacitorConfig } from '@capacitor/cli';\n${importLine}\n` +
    `const config: CapacitorConfig = {\n  plugins: {\n    ${tsKey(c.name)}: {\n${tsLines.join('\n')}\n` +
    '    },\n  },\n};\n\nexport default config;';
  return { json, ts };
}

function toConfig(c: DocsJsonConfig, packageName: string, docs: DocsJson, ctx: Ctx): NativePluginConfig {
  const ex = configExamples(c, packageName, docs.enums ?? []);
  return {
    name: c.name,
    descriptionHtml: ctx.md.description(c.docs ?? ''),
    properties: (c.properties ?? []).map((p) => toProperty(p, ctx)),
    jsonExampleHtml: ex.json ? codeBlockHtml(ex.json, 'json') : '',
    tsExampleHtml: ex.ts ? codeBlockHtml(ex.ts, 'typescript') : '',
  };
}

/** Reads dist/docs.json, or builds the same model from the typings when the package ships none. */
export function readPluginDocs(
  packageName: string,
  root: string,
): { docs: DocsJson; source: NativePluginData['source'] } {
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

export interface TypeIds {
  interfaces: string[];
  typeAliases: string[];
  enums: string[];
  /** Type name -> anchor id; a name documented twice (an interface and a type alias) links to the first. */
  byName: Map<string, string>;
}

/**
 * The ids of a page's type sections, unique on the page: the plugin's method ids are taken
 * first, then interfaces, type aliases and enums in that order each take their slug, or
 * slug-1, slug-2… when taken (a method `schedule` and an interface `Schedule`, or an interface
 * and a type alias both named `Marker`).
 */
export function typeIds(docs: DocsJson): TypeIds {
  const slugger = new Slugger();
  docs.api.methods.forEach((m) => slugger.reserve(methodId(m)));
  const byName = new Map<string, string>();
  const claim = (t: { name: string; slug?: string }) => {
    const id = slugger.claim(t.slug || slugify(t.name));
    if (!byName.has(t.name)) byName.set(t.name, id);
    return id;
  };
  const interfaces = docs.interfaces.map(claim);
  const typeAliases = docs.typeAliases.map(claim);
  const enums = docs.enums.map(claim);
  return { interfaces, typeAliases, enums, byName };
}

export type NativeApi = Pick<
  NativePluginData,
  'methods' | 'interfaces' | 'typeAliases' | 'enums' | 'configs' | 'apiDescriptionHtml'
>;

/**
 * The API sections of a plugin page, descriptions rendered with `md`, type sections under `ids`
 * (typeIds) and types linked to them.
 */
export function buildNativeApi(docs: DocsJson, packageName: string, md: MarkdownRenderer, ids: TypeIds): NativeApi {
  const anchors = ids.byName;
  const ctx: Ctx = { md, anchors };
  const typeAliases: NativeTypeAlias[] = docs.typeAliases.map((t, n) => ({
    name: t.name,
    id: ids.typeAliases[n],
    descriptionHtml: md.description(t.docs ?? ''),
    typeHtml: (t.types ?? []).map((x) => linkTypes(x.text, anchors)).join(' | '),
  }));
  const enums: NativeEnum[] = docs.enums.map((e, n) => ({
    name: e.name,
    id: ids.enums[n],
    members: e.members.map((m) => {
      const tags = normalizeTags(m.tags);
      return {
        name: m.name,
        value: m.value ?? null,
        descriptionHtml: md.description(m.docs ?? ''),
        since: tag(tags, 'since'),
        deprecated: deprecation(tags, md),
      };
    }),
  }));
  return {
    methods: docs.api.methods.map((m) => toMethod(m, ctx)),
    interfaces: docs.interfaces.map((i, n) => toInterface(i, ids.interfaces[n], ctx)),
    typeAliases,
    enums,
    configs: docs.pluginConfigs.map((c) => toConfig(c, packageName, docs, ctx)),
    apiDescriptionHtml: md.description(docs.api.docs ?? ''),
  };
}
