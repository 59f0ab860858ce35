// The Markdown files of a build: every page's twin, llms.txt and llms-full.txt. Registered
// while pages are created (each from the body HTML rendered for it) and converted when first
// needed: one at a time when the development server is asked for it (so `npm start` does not
// wait for 1,276 conversions), and after a build only for the pages whose body or metadata
// changed since the last one (each output has a `key` of what it is made from; see
// src/node/public-files.ts).
import { siteConfig } from '../../../content/site/config';
import { CURRENT_VERSION, DEFAULT_LOCALE, PATH_PREFIX, isUnlisted, markdownTwinPath } from '../../lib/routes';
import { hashOf } from '../cache/disk';
import type { BuiltPage, BuiltSidebar } from '../pages';
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from './llms';
import { markdownTwin, twinFile } from './twin';

type Lazy = () => string;

/** A Markdown file to write under public/: its path, what identifies its content, and the content. */
export interface MarkdownOutput {
  to: string;
  key: string;
  content: Lazy;
  /**
   * A page's twin: the arguments of its conversion (markdownTwin), so that another thread can
   * convert it, and where the result is handed back (`content` then returns it).
   */
  twin?: { args: Parameters<typeof markdownTwin>; provide(markdown: string): void };
}

function once(make: Lazy): Lazy {
  let value: string | undefined;
  return () => (value ??= make());
}

/** The outputs of the last finished run, and those of the run being made (swapped in finishLlms). */
let files = new Map<string, MarkdownOutput>();
let next = new Map<string, MarkdownOutput>();
let nextCurrent = new Map<string, LlmsPage & { key: string }>();

/**
 * A twin an earlier build wrote, if it is still what `key` says (set by the step that writes
 * public/): llms-full.txt is then made from the files on disk instead of converting every page.
 */
let written: (to: string, key: string) => string | undefined = () => undefined;
export function readWrittenTwins(read: (to: string, key: string) => string | undefined): void {
  written = read;
}

/** Registers one page's twin, converted from its rendered body when first needed. */
export function addTwin(page: BuiltPage, html: string): void {
  const { model } = page;
  const canonical = `${siteConfig.url}${model.path}`;
  const meta = {
    title: model.title,
    description: model.description,
    version: model.version,
    language: model.locale,
    canonical,
  };
  const to = twinFile(model.path, PATH_PREFIX);
  const key = hashOf(JSON.stringify(meta), html);
  let converted: string | undefined;
  const args: Parameters<typeof markdownTwin> = [meta, html, siteConfig.url];
  const md = () => (converted ??= markdownTwin(...args));
  next.set(to, { to, key, content: md, twin: { args, provide: (markdown) => (converted = markdown) } });
  if (model.locale === DEFAULT_LOCALE && model.version === CURRENT_VERSION && !isUnlisted(model.id)) {
    nextCurrent.set(model.id, {
      id: model.id,
      title: model.title,
      description: model.description,
      url: canonical,
      twinUrl: `${siteConfig.url}${markdownTwinPath(model.path)}`,
      key,
      get markdown() {
        return (written(to, key) ?? md()).replace(/^---\n[\s\S]*?\n---\n\n/, '');
      },
    });
  }
}

/**
 * llms.txt and llms-full.txt from the pages added in this run and the current English sidebars;
 * the run's files replace the previous run's (a page gone is gone from them).
 */
export function finishLlms(sidebars: BuiltSidebar[]): void {
  const mine = sidebars.filter((s) => s.locale === DEFAULT_LOCALE && s.version === CURRENT_VERSION);
  const sections = llmsSections(mine, nextCurrent);
  const site = { title: `${siteConfig.title} (Ionic 8)`, home: `${siteConfig.url}${PATH_PREFIX}/` };
  const index = llmsTxt(sections, site);
  next.set('llms.txt', { to: 'llms.txt', key: hashOf(index), content: () => index });
  const full = sections.map((s) => [s.title, s.pages.map((p) => [p.url, (p as LlmsPage & { key: string }).key])]);
  next.set('llms-full.txt', {
    to: 'llms-full.txt',
    key: hashOf(JSON.stringify(full), site.title),
    content: once(() => llmsFullTxt(sections, site)),
  });
  files = next;
  next = new Map();
  nextCurrent = new Map();
}

/** Every Markdown file of the last run (llms-full.txt last: it reads the twins). */
export function markdownOutputs(): MarkdownOutput[] {
  return [...files.values()].sort((a, b) => Number(a.to === 'llms-full.txt') - Number(b.to === 'llms-full.txt'));
}

export function markdownFile(path: string): string | undefined {
  return files.get(path)?.content();
}
