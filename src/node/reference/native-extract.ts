// Fallback for Capacitor plugins that ship no dist/docs.json (e.g. @capacitor/app 7.1.2):
// builds the same docs-json shape from the package's published typings with the TypeScript
// compiler API, so one transform renders both. TypeScript is loaded only when needed.
import * as fs from 'fs';
import * as path from 'path';
import type * as TS from 'typescript';
import { slugify } from '../../lib/slug';
import { ReferenceDataError } from './packages';

export interface DocsJsonTag {
  name: string;
  text?: string;
}
export interface DocsJsonParam {
  name: string;
  docs: string;
  type: string;
}
export interface DocsJsonMethod {
  name: string;
  signature: string;
  parameters: DocsJsonParam[];
  returns: string;
  tags: DocsJsonTag[];
  docs: string;
  complexTypes: string[];
  slug: string;
}
export interface DocsJsonProperty {
  name: string;
  tags: DocsJsonTag[];
  docs: string;
  complexTypes: string[];
  type: string;
}
export interface DocsJsonInterface {
  name: string;
  slug: string;
  docs: string;
  tags: DocsJsonTag[];
  methods: DocsJsonMethod[];
  properties: DocsJsonProperty[];
}
export interface DocsJsonTypeAlias {
  name: string;
  slug: string;
  docs: string;
  types: { text: string; complexTypes: string[] }[];
}
export interface DocsJsonEnum {
  name: string;
  slug: string;
  members: { name: string; value?: string; tags: DocsJsonTag[]; docs: string }[];
}
export interface DocsJsonConfig {
  name: string;
  slug: string;
  docs: string;
  properties: DocsJsonProperty[];
}
/** The subset of @capacitor/docgen's docs.json this site reads. */
export interface DocsJson {
  api: DocsJsonInterface;
  interfaces: DocsJsonInterface[];
  enums: DocsJsonEnum[];
  typeAliases: DocsJsonTypeAlias[];
  pluginConfigs: DocsJsonConfig[];
}

/** Heading text docgen uses for a method: 'getPhoto(...)', "addListener('pause', ...)", 'exitApp()'. */
export function methodTitle(name: string, params: { type: string }[]): string {
  if (params.length === 0) return `${name}()`;
  const first = params[0].type.trim();
  if (/^(['"]).*\1$/.test(first)) return `${name}(${first.replace(/^"|"$/g, "'")}, ...)`;
  return `${name}(...)`;
}

/** JSDoc tags docgen and the plugins use; any other '@word' is text that happened to start with '@'. */
export const KNOWN_TAGS = new Set([
  'since',
  'default',
  'example',
  'param',
  'returns',
  'return',
  'deprecated',
  'type',
  'usage',
  'hidden',
  'see',
  'experimental',
  'platform',
  'permission',
  'note',
  'link',
  'throws',
]);

/**
 * TypeScript reads '@capacitor/file-transfer' in a comment as a tag named 'capacitor'. Stray
 * tags before the first real one belong to the description (later ones are handled by
 * normalizeTags in native.ts).
 */
function rejoinDocs(docs: string, tags: DocsJsonTag[]): { docs: string; tags: DocsJsonTag[] } {
  let text = docs;
  let i = 0;
  while (i < tags.length && !KNOWN_TAGS.has(tags[i].name)) {
    const t = (tags[i].text ?? '').trim();
    text = `${text} @${tags[i].name}${t && !t.startsWith('/') ? ' ' : ''}${t}`.trim();
    i += 1;
  }
  return { docs: text, tags: tags.slice(i) };
}

function hasUnresolvedTypes(ts: typeof TS, program: TS.Program, file: string): boolean {
  const sf = program.getSourceFile(file);
  if (!sf) return false;
  const checker = program.getTypeChecker();
  let missing = false;
  const visit = (n: TS.Node): void => {
    if (missing) return;
    if (ts.isTypeReferenceNode(n)) {
      let e: TS.EntityName = n.typeName;
      while (!ts.isIdentifier(e)) e = e.left;
      const sym = checker.getSymbolAtLocation(e);
      if (!sym || !sym.declarations || sym.declarations.length === 0) missing = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return missing;
}

function loadTypeScript(packageName: string, file: string): typeof TS {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('typescript') as typeof TS;
  } catch {
    throw new ReferenceDataError(
      packageName,
      file,
      'no dist/docs.json, and the typescript package needed to read the typings is not installed',
    );
  }
}

export function extractDocsJson(packageRoot: string, packageName: string): DocsJson {
  const definitions = path.join(packageRoot, 'dist/esm/definitions.d.ts');
  const docsJsonPath = path.join(packageRoot, 'dist/docs.json');
  if (!fs.existsSync(definitions)) {
    throw new ReferenceDataError(
      packageName,
      docsJsonPath,
      'dist/docs.json is missing and so is dist/esm/definitions.d.ts',
    );
  }
  const ts = loadTypeScript(packageName, docsJsonPath);
  const createProgram = (lib: string[]): TS.Program =>
    ts.createProgram([definitions], {
      noEmit: true,
      strict: true, // docgen prints optional members as 'T | undefined'
      target: ts.ScriptTarget.ES2020,
      lib,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      skipLibCheck: true,
      types: [],
    });
  // The DOM typings triple the parse time; add them only when a type the typings use
  // (Blob, HTMLElement...) does not resolve without them.
  let program = createProgram(['lib.es2020.d.ts']);
  if (hasUnresolvedTypes(ts, program, definitions)) program = createProgram(['lib.es2020.d.ts', 'lib.dom.d.ts']);
  const checker = program.getTypeChecker();
  const F = ts.TypeFormatFlags;
  const typeFlags =
    F.NoTruncation | F.NoTypeReduction | F.WriteArrowStyleSignature | F.UseSingleQuotesForStringLiteralType;

  const own = (sf: TS.SourceFile): boolean =>
    path.resolve(sf.fileName) === path.resolve(definitions) || /[\\/]@capacitor[\\/]core[\\/]/.test(sf.fileName);

  const tagsOf = (tags: readonly TS.JSDocTagInfo[]): DocsJsonTag[] =>
    tags.map((t) => ({ name: t.name, text: t.text ? ts.displayPartsToString(t.text) : '' }));

  const symbolDocs = (node: TS.Node & { name?: TS.Node }): { docs: string; tags: DocsJsonTag[] } => {
    const sym = node.name ? checker.getSymbolAtLocation(node.name) : undefined;
    if (!sym) return { docs: '', tags: [] };
    return rejoinDocs(ts.displayPartsToString(sym.getDocumentationComment(checker)), tagsOf(sym.getJsDocTags(checker)));
  };

  const referencedTypes = (node: TS.Node | undefined): string[] => {
    const found = new Set<string>();
    const visit = (n: TS.Node): void => {
      if (ts.isTypeReferenceNode(n)) {
        let e: TS.EntityName = n.typeName;
        while (!ts.isIdentifier(e)) e = e.left;
        found.add(e.text);
      }
      ts.forEachChild(n, visit);
    };
    if (node) visit(node);
    found.delete('Promise');
    return [...found];
  };

  const propertyOf = (p: TS.PropertySignature): DocsJsonProperty => {
    const { docs, tags } = symbolDocs(p);
    const type =
      p.type && ts.isTypeReferenceNode(p.type)
        ? p.type.getText()
        : checker.typeToString(checker.getTypeAtLocation(p), p, typeFlags);
    return { name: p.name.getText(), tags, docs, complexTypes: referencedTypes(p.type), type };
  };

  const methodOf = (m: TS.MethodSignature): DocsJsonMethod | null => {
    const sig = checker.getSignatureFromDeclaration(m);
    if (!sig) return null;
    const { docs, tags } = rejoinDocs(
      ts.displayPartsToString(sig.getDocumentationComment(checker)),
      tagsOf(sig.getJsDocTags()),
    );
    if (tags.some((t) => t.name === 'hidden')) return null;
    const parameters = sig.parameters.map((s) => ({
      name: s.name,
      docs: ts.displayPartsToString(s.getDocumentationComment(checker)),
      type: checker.typeToString(checker.getTypeOfSymbolAtLocation(s, m), m, typeFlags),
    }));
    const name = m.name.getText();
    return {
      name,
      signature: checker.signatureToString(
        sig,
        m,
        F.WriteArrowStyleSignature | F.NoTruncation | F.UseSingleQuotesForStringLiteralType,
      ),
      parameters,
      returns: checker.typeToString(checker.getReturnTypeOfSignature(sig), m, typeFlags),
      tags,
      docs,
      complexTypes: referencedTypes(m),
      slug: slugify(methodTitle(name, parameters)),
    };
  };

  const interfaces = new Map<string, DocsJsonInterface>();
  const typeAliases = new Map<string, DocsJsonTypeAlias>();
  const enums = new Map<string, DocsJsonEnum>();
  const pluginConfigs: DocsJsonConfig[] = [];

  for (const sf of program.getSourceFiles().filter(own)) {
    for (const st of sf.statements) {
      if (ts.isInterfaceDeclaration(st) && !interfaces.has(st.name.text)) {
        const { docs, tags } = symbolDocs(st);
        interfaces.set(st.name.text, {
          name: st.name.text,
          slug: slugify(st.name.text),
          docs,
          tags,
          methods: st.members
            .filter(ts.isMethodSignature)
            .map(methodOf)
            .filter((x): x is DocsJsonMethod => x !== null),
          properties: st.members.filter(ts.isPropertySignature).map(propertyOf),
        });
      } else if (ts.isTypeAliasDeclaration(st) && !typeAliases.has(st.name.text)) {
        const { docs } = symbolDocs(st);
        const node = st.type;
        let types: DocsJsonTypeAlias['types'];
        if (ts.isUnionTypeNode(node)) {
          types = node.types.map((t) => ({ text: t.getText(), complexTypes: referencedTypes(t) }));
        } else if (ts.isFunctionTypeNode(node)) {
          const sig = checker.getSignatureFromDeclaration(node);
          types = [
            { text: sig ? checker.signatureToString(sig) : node.getText(), complexTypes: referencedTypes(node) },
          ];
        } else {
          types = [{ text: node.getText(), complexTypes: referencedTypes(node) }];
        }
        typeAliases.set(st.name.text, { name: st.name.text, slug: slugify(st.name.text), docs, types });
      } else if (ts.isEnumDeclaration(st) && !enums.has(st.name.text)) {
        enums.set(st.name.text, {
          name: st.name.text,
          slug: slugify(st.name.text),
          members: st.members.map((mem) => {
            const { docs, tags } = symbolDocs(mem);
            return { name: mem.name.getText(), value: mem.initializer?.getText(), tags, docs };
          }),
        });
      } else if (
        ts.isModuleDeclaration(st) &&
        st.name.text === '@capacitor/cli' &&
        st.body &&
        ts.isModuleBlock(st.body)
      ) {
        for (const decl of st.body.statements) {
          if (!ts.isInterfaceDeclaration(decl) || decl.name.text !== 'PluginsConfig') continue;
          for (const member of decl.members) {
            if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) continue;
            const { docs } = symbolDocs(member);
            const properties = member.type.members.filter(ts.isPropertySignature).map(propertyOf);
            if (properties.length > 0) {
              const name = member.name.getText();
              pluginConfigs.push({ name, slug: slugify(name), docs, properties });
            }
          }
        }
      }
    }
  }

  // The plugin interface is the type of the object index.d.ts exports (`declare const App: AppPlugin`).
  const indexFile = path.join(packageRoot, 'dist/esm/index.d.ts');
  const indexText = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
  const apiName =
    /declare const \w+:\s*(\w+)/.exec(indexText)?.[1] ?? [...interfaces.keys()].find((n) => /Plugin$/.test(n));
  const api = apiName ? interfaces.get(apiName) : undefined;
  if (!api) throw new ReferenceDataError(packageName, definitions, 'cannot find the plugin interface in the typings');

  // Keep only the declarations the API reaches, in the order they are first referenced.
  const out: DocsJson = { api, interfaces: [], enums: [], typeAliases: [], pluginConfigs };
  const seen = new Set<string>([api.name]);
  const queue: string[] = [];
  const enqueue = (names: string[]): void => {
    for (const n of names) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  };
  const walkInterface = (i: DocsJsonInterface): void => {
    for (const m of i.methods) enqueue(m.complexTypes);
    for (const p of i.properties) enqueue(p.complexTypes);
  };
  walkInterface(api);
  for (const c of pluginConfigs) for (const p of c.properties) enqueue(p.complexTypes);
  while (queue.length > 0) {
    const n = queue.shift()!;
    const i = interfaces.get(n);
    if (i) {
      out.interfaces.push(i);
      walkInterface(i);
    }
    const e = enums.get(n);
    if (e) out.enums.push(e);
    const t = typeAliases.get(n);
    if (t) {
      out.typeAliases.push(t);
      for (const ty of t.types) enqueue(ty.complexTypes);
    }
  }
  return out;
}
