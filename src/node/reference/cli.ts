// CLI command pages from `ionic help --json` (@ionic/cli), run offline at build time.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Element, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { OTHER_IDS } from '../render/reference/ids';
import { tFor } from '../../i18n';
import { metadataHrefs, type LinkTarget } from '../../lib/links';
import { codeBlockHtml, createMarkdown, firstSentence, markdownToText, type MarkdownRenderer } from './markdown';
import {
  ReferenceDataError,
  arr,
  isObject,
  locatePackage,
  objects,
  str,
  type Json,
  type SourceOptions,
} from './packages';
import type {
  CliCommandData,
  CliFootnote,
  CliInput,
  CliOption,
  Locale,
  ReferencePage,
  TocHeading,
} from '../../lib/reference-types';

export const CLI_PACKAGE = '@ionic/cli';
const CLI_BIN = 'bin/ionic';
const DEFAULT_TIMEOUT_MS = 60_000;

export interface CliLoadOptions extends SourceOptions {
  /** Path of the `ionic` bin script to run (tests); defaults to the pinned package's bin/ionic. */
  bin?: string;
  timeoutMs?: number;
}

/** One command of `ionic help --json`, validated enough to be used. */
export interface RawCliCommand extends Json {
  name: string;
}

export interface CliHelpRuns {
  /** Output outside any project. */
  global: RawCliCommand[];
  /** Output inside a temporary Angular-type project (adds project commands such as `generate`). */
  project: RawCliCommand[];
}

/** Parses and checks the JSON printed by `ionic help --json`; `source` names the origin for errors. */
export function parseCliHelp(stdout: string, source: string): RawCliCommand[] {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch (e) {
    throw new ReferenceDataError(
      CLI_PACKAGE,
      source,
      `cannot parse the JSON printed by "ionic help --json": ${(e as Error).message}`,
    );
  }
  if (!isObject(json) || !Array.isArray(json.commands)) {
    throw new ReferenceDataError(CLI_PACKAGE, source, '"ionic help --json" printed no "commands" array');
  }
  return json.commands.map((c: unknown, i: number) => {
    if (!isObject(c) || typeof c.name !== 'string' || !/^ionic \S/.test(c.name)) {
      throw new ReferenceDataError(CLI_PACKAGE, source, `command #${i} has no valid name`);
    }
    return c as RawCliCommand;
  });
}

function runHelp(bin: string, cwd: string, configDir: string, timeoutMs: number): RawCliCommand[] {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Never log in or pick up a developer's session while generating docs.
  for (const k of ['IONIC_TOKEN', 'IONIC_EMAIL', 'IONIC_PASSWORD', 'IONIC_CONFIG_FILE', 'IONIC_CLI_LOCAL_ERROR'])
    delete env[k];
  Object.assign(env, {
    // The CLI sends telemetry and checks for updates only when interactive on a TTY outside CI
    // (lib/command.js, lib/index.js); CI=1 plus a private config with telemetry off rules both out.
    CI: '1',
    IONIC_CONFIG_DIRECTORY: configDir,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  });
  const source = `${bin} help --json (cwd ${cwd})`;
  const res = spawnSync(process.execPath, [bin, 'help', '--json'], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 32 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (res.error) {
    const timedOut = (res.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    throw new ReferenceDataError(
      CLI_PACKAGE,
      source,
      timedOut
        ? `"ionic help --json" did not finish within ${timeoutMs} ms`
        : `cannot run the CLI: ${res.error.message}`,
    );
  }
  if (res.status !== 0) {
    throw new ReferenceDataError(
      CLI_PACKAGE,
      source,
      `"ionic help --json" exited with ${res.status ?? res.signal}: ${String(res.stderr).trim().slice(0, 500)}`,
    );
  }
  return parseCliHelp(String(res.stdout), source);
}

const runCache = new Map<string, CliHelpRuns>();

/** Runs `ionic help --json` outside and inside a throw-away Angular project; cached per process. */
export function runCliHelp(opts?: CliLoadOptions): CliHelpRuns {
  const bin = opts?.bin ? path.resolve(opts.bin) : path.join(locatePackage(CLI_PACKAGE, opts, 7).root, CLI_BIN);
  const cached = runCache.get(bin);
  if (cached) return cached;
  if (!fs.existsSync(bin)) throw new ReferenceDataError(CLI_PACKAGE, bin, 'the CLI entry point is missing');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ionic-cli-help-'));
  try {
    const configDir = path.join(tmp, 'config');
    const globalDir = path.join(tmp, 'outside');
    const projectDir = path.join(tmp, 'project');
    for (const d of [configDir, globalDir, projectDir]) fs.mkdirSync(d);
    fs.writeFileSync(
      path.join(configDir, 'config.json'),
      JSON.stringify({ telemetry: false, interactive: false, npmClient: 'npm' }),
    );
    fs.writeFileSync(
      path.join(projectDir, 'ionic.config.json'),
      JSON.stringify({ name: 'docs', integrations: {}, type: 'angular' }),
    );
    const timeout = opts?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const runs: CliHelpRuns = {
      global: runHelp(bin, globalDir, configDir, timeout),
      project: runHelp(bin, projectDir, configDir, timeout),
    };
    runCache.set(bin, runs);
    return runs;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function isHidden(x: Json): boolean {
  return arr(x.groups).includes('hidden');
}

/**
 * One list from both runs: commands in the order of the global run, then project-only ones;
 * where a command appears in both, the project variant (a superset: framework options and
 * notes) wins, keeping any option or example only the global variant has. Hidden commands
 * and options are dropped.
 */
export function mergeCliCommands(global: RawCliCommand[], project: RawCliCommand[]): RawCliCommand[] {
  const projectByName = new Map(project.map((c) => [c.name, c]));
  const out: RawCliCommand[] = [];
  const seen = new Set<string>();
  for (const g of [...global, ...project]) {
    if (seen.has(g.name)) continue;
    seen.add(g.name);
    const p = projectByName.get(g.name);
    let merged: RawCliCommand = g;
    if (p && p !== g) {
      const options = objects(p.options);
      const optionNames = new Set(options.map((o) => str(o.name)));
      const examples = arr(p.exampleCommands).map(String);
      merged = {
        ...p,
        options: [...options, ...objects(g.options).filter((o) => !optionNames.has(str(o.name)))],
        exampleCommands: [
          ...examples,
          ...arr(g.exampleCommands)
            .map(String)
            .filter((e) => !examples.includes(e)),
        ],
      };
    }
    if (isHidden(merged)) continue;
    out.push({ ...merged, options: objects(merged.options).filter((o) => !isHidden(o)) });
  }
  return out;
}

/** 'ionic capacitor build' -> 'capacitor-build'. */
export function commandSlug(name: string): string {
  return name
    .trim()
    .replace(/^ionic\s+/, '')
    .split(/\s+/)
    .join('-');
}

const CATEGORY_LABELS: Record<string, string> = {
  capacitor: 'Capacitor',
  cordova: 'Cordova',
  config: 'Config',
  'live-update': 'Live Update',
  git: 'Git',
  ssl: 'SSL',
  ssh: 'SSH',
  integrations: 'Integrations',
  enterprise: 'Enterprise',
};

/** Sidebar group: the namespace ('Capacitor' for `ionic capacitor build`); 'General' for top-level commands. */
export function commandCategory(c: RawCliCommand): string {
  const ns = arr(c.namespace).map(String);
  const group = ns.length > 1 ? ns[1] : '';
  if (!group) return 'General';
  return (
    CATEGORY_LABELS[group] ??
    group.replace(/(^|-)(\w)/g, (_m, d: string, ch: string) => (d ? ' ' : '') + ch.toUpperCase())
  );
}

/** Option as typed on the command line, following the CLI's own help formatting. */
export function formatOption(o: Json): { flag: string; aliases: string[]; inverse: boolean } {
  const name = str(o.name);
  const isBool = str(o.type) === 'boolean';
  const inverse = isBool && o.default === true && name.length > 1;
  const spec = isObject(o.spec) ? str(o.spec.value, name) : name;
  const dash = name.length > 1 ? '--' : '-';
  const flag = inverse ? `--no-${name}` : `${dash}${name}${isBool ? '' : `=<${spec}>`}`;
  const aliases = inverse ? [] : arr(o.aliases).map((a) => `-${String(a)}${isBool ? '' : '=?'}`);
  return { flag, aliases, inverse };
}

function toOption(o: Json, md: MarkdownRenderer): CliOption {
  const { flag, aliases, inverse } = formatOption(o);
  const groups = arr(o.groups);
  const isBool = str(o.type) === 'boolean';
  let def: string | null = null;
  if (!inverse && o.default !== undefined && o.default !== null && !(isBool && o.default === false)) {
    def = String(o.default);
  }
  return {
    name: str(o.name),
    flag,
    aliases,
    summaryHtml: md.description(str(o.summary)),
    type: isBool ? 'boolean' : 'string',
    default: def,
    deprecated: groups.includes('deprecated'),
    experimental: groups.includes('experimental'),
  };
}

const FOOTNOTE_REF = /\[\^([\w-]+)\]/g;

/**
 * Description Markdown with its `[^id]` footnote references numbered in order of first use
 * (references to footnotes the command does not have are dropped); the page lists the
 * footnotes after the description (CliCommand).
 */
export function renderCliDescription(
  c: RawCliCommand,
  md: MarkdownRenderer,
  rewriteHref: (h: string) => string,
): { html: string; footnotes: CliFootnote[] } {
  const slug = commandSlug(c.name);
  const available = objects(c.footnotes);
  const used = new Map<string, CliFootnote>();
  const reference = (key: string): Element | null => {
    const fn = available.find((f) => f.id === key);
    if (!fn) return null;
    let entry = used.get(key);
    const first = !entry;
    if (!entry) {
      const n = used.size + 1;
      entry = {
        n,
        url: rewriteHref(str(fn.url, str(fn.shortUrl))),
        id: `fn-${slug}-${n}`,
        refId: `fnref-${slug}-${n}`,
      };
      used.set(key, entry);
    }
    // The back link leads to the first reference; an id is given once.
    const properties = first ? { href: `#${entry.id}`, id: entry.refId } : { href: `#${entry.id}` };
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties,
      children: [{ type: 'text', value: `[${entry.n}]` }],
    };
    return { type: 'element', tagName: 'sup', properties: {}, children: [link] };
  };
  // After sanitising: the reference links carry ids, which package Markdown may not.
  const html = md.block(str(c.description), (tree) => {
    visit(tree, 'text', (node, index, parent) => {
      if (!parent || index === null || !node.value.includes('[^')) return undefined;
      const parts: (Text | Element)[] = [];
      let last = 0;
      for (const m of node.value.matchAll(FOOTNOTE_REF)) {
        parts.push({ type: 'text', value: node.value.slice(last, m.index) });
        last = (m.index ?? 0) + m[0].length;
        const ref = reference(m[1]);
        if (ref) parts.push(ref);
      }
      parts.push({ type: 'text', value: node.value.slice(last) });
      const kept = parts.filter((p) => p.type !== 'text' || p.value !== '');
      parent.children.splice(index, 1, ...kept);
      return [SKIP, index + kept.length];
    });
  });
  return { html, footnotes: [...used.values()] };
}

export function cliCommandToData(
  c: RawCliCommand,
  md: MarkdownRenderer,
  rewriteHref: (h: string) => string,
): CliCommandData {
  const inputs: CliInput[] = objects(c.inputs).map((i) => ({
    name: str(i.name),
    summaryHtml: md.description(str(i.summary)),
    required: i.required === true,
  }));
  const rawOptions = objects(c.options);
  const advanced = (o: Json): boolean => arr(o.groups).includes('advanced');
  const options = rawOptions.filter((o) => !advanced(o)).map((o) => toOption(o, md));
  const advancedOptions = rawOptions.filter(advanced).map((o) => toOption(o, md));
  const examples = arr(c.exampleCommands)
    .map((e) => String(e).trim())
    .filter((e, i, all) => e !== '' && all.indexOf(e) === i);
  const groups = arr(c.groups).map(String);
  const description = renderCliDescription(c, md, rewriteHref);
  const usage =
    c.name +
    inputs.map((i) => (i.required ? ` <${i.name}>` : ` [<${i.name}>]`)).join('') +
    (rawOptions.length > 0 ? ' [options]' : '');
  return {
    name: c.name,
    usage,
    summary: str(c.summary),
    descriptionHtml: description.html,
    footnotes: description.footnotes,
    inputs,
    options,
    advancedOptions,
    examples,
    examplesHtml: examples.length > 0 ? codeBlockHtml(examples.map((e) => `$ ${e}`).join('\n'), 'shell-session') : '',
    aliases: arr(c.aliases).map(String),
    deprecated: groups.includes('deprecated'),
    status: groups.filter((g) => g !== 'deprecated' && g !== 'hidden'),
    type: str(c.type) === 'project' ? 'project' : 'global',
  };
}

export function cliHeadings(d: CliCommandData, locale: Locale): TocHeading[] {
  const t = tFor(locale);
  const h: TocHeading[] = [{ depth: 2, id: OTHER_IDS.usage, text: t('reference.synopsis') }];
  if (d.descriptionHtml) h.push({ depth: 2, id: OTHER_IDS.description, text: t('reference.cliDescription') });
  if (d.inputs.length) h.push({ depth: 2, id: OTHER_IDS.inputs, text: t('reference.inputs') });
  if (d.options.length) h.push({ depth: 2, id: OTHER_IDS.options, text: t('reference.options') });
  if (d.advancedOptions.length)
    h.push({ depth: 2, id: OTHER_IDS.advancedOptions, text: t('reference.advancedOptions') });
  if (d.examples.length) h.push({ depth: 2, id: OTHER_IDS.examples, text: t('reference.examples') });
  return h;
}

export function loadCliPages(
  target: LinkTarget,
  opts?: CliLoadOptions,
): ReferencePage<'cli-command', CliCommandData>[] {
  const runs = runCliHelp(opts);
  const commands = mergeCliCommands(runs.global, runs.project);
  const { locale } = target;
  const rewriteHref = metadataHrefs(target, 'cli');
  const md = createMarkdown({ rewriteHref, html: 'safe' });
  return commands.map((c) => {
    const data = cliCommandToData(c, md, rewriteHref);
    const summaryText = markdownToText(data.summary) || markdownToText(str(c.description));
    return {
      kind: 'cli-command' as const,
      slug: `cli/commands/${commandSlug(c.name)}`,
      title: c.name,
      description: firstSentence(summaryText),
      category: commandCategory(c),
      data,
      headings: cliHeadings(data, locale),
    };
  });
}
