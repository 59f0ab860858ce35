// The Markdown files of a build: every page's twin, llms.txt and llms-full.txt. Registered
// while pages are created (each from the body HTML rendered for it) and converted when first
// needed: all of them when public/ is written after a build, one at a time when the
// development server is asked for it (so `npm start` does not wait for 1,276 conversions).
import { siteConfig } from '../../../content/site/config';
import { CURRENT_VERSION, DEFAULT_LOCALE, PATH_PREFIX, isUnlisted, markdownTwinPath } from '../../lib/routes';
import type { BuiltPage, BuiltSidebar } from '../pages';
import type { StaticFile } from '../assets';
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from './llms';
import { markdownTwin, twinFile } from './twin';

type Lazy = () => string;
const files = new Map<string, Lazy>();

function once(make: Lazy): Lazy {
  let value: string | undefined;
  return () => (value ??= make());
}
const current = new Map<string, LlmsPage>();

/** Registers one page's twin, converted from its rendered body when first needed. */
export function addTwin(page: BuiltPage, html: string): void {
  const { model } = page;
  const canonical = `${siteConfig.url}${model.path}`;
  const md = once(() =>
    markdownTwin(
      { title: model.title, description: model.description, version: model.version, language: model.locale, canonical },
      html,
      siteConfig.url,
    ),
  );
  files.set(twinFile(model.path, PATH_PREFIX), md);
  if (model.locale === DEFAULT_LOCALE && model.version === CURRENT_VERSION && !isUnlisted(model.id)) {
    current.set(model.id, {
      id: model.id,
      title: model.title,
      description: model.description,
      url: canonical,
      twinUrl: `${siteConfig.url}${markdownTwinPath(model.path)}`,
      get markdown() {
        return md().replace(/^---\n[\s\S]*?\n---\n\n/, '');
      },
    });
  }
}

/** llms.txt and llms-full.txt from the pages added so far and the current English sidebars. */
export function finishLlms(sidebars: BuiltSidebar[]): void {
  const mine = sidebars.filter((s) => s.locale === DEFAULT_LOCALE && s.version === CURRENT_VERSION);
  const sections = llmsSections(mine, current);
  const site = { title: `${siteConfig.title} (Ionic 8)`, home: `${siteConfig.url}${PATH_PREFIX}/` };
  files.set(
    'llms.txt',
    once(() => llmsTxt(sections, site)),
  );
  files.set(
    'llms-full.txt',
    once(() => llmsFullTxt(sections, site)),
  );
}

export function markdownFiles(): StaticFile[] {
  return [...files].map(([to, content]) => ({ to, content: content() }));
}

export function markdownFile(path: string): string | undefined {
  return files.get(path)?.();
}
