// The Markdown files of a build: every page's twin, llms.txt and llms-full.txt. Filled while
// pages are created (each body is converted from the HTML rendered for it), written to
// public/ after the build and served from memory by the development server.
import { siteConfig } from '../../../content/site/config';
import { CURRENT_VERSION, DEFAULT_LOCALE, PATH_PREFIX, isUnlisted, markdownTwinPath } from '../../lib/routes';
import type { BuiltPage, BuiltSidebar } from '../pages';
import type { StaticFile } from '../assets';
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from './llms';
import { markdownTwin, twinFile } from './twin';

const files = new Map<string, string>();
const current = new Map<string, LlmsPage>();


/** Converts one page's rendered body; returns the twin's Markdown. */
export function addTwin(page: BuiltPage, html: string): string {
  const { model } = page;
  const canonical = `${siteConfig.url}${model.path}`;
  const md = markdownTwin({ title: model.title, description: model.description, version: model.version, language: model.locale, canonical }, html, siteConfig.url);
  files.set(twinFile(model.path, PATH_PREFIX), md);
  if (model.locale === DEFAULT_LOCALE && model.version === CURRENT_VERSION && !isUnlisted(model.id)) {
    current.set(model.id, { id: model.id, title: model.title, description: model.description, url: canonical, twinUrl: `${siteConfig.url}${markdownTwinPath(model.path)}`, markdown: md.replace(/^---\n[\s\S]*?\n---\n\n/, '') });
  }
  return md;
}

/** llms.txt and llms-full.txt from the pages added so far and the current English sidebars. */
export function finishLlms(sidebars: BuiltSidebar[]): void {
  const mine = sidebars.filter((s) => s.locale === DEFAULT_LOCALE && s.version === CURRENT_VERSION);
  const sections = llmsSections(mine, current);
  const site = { title: `${siteConfig.title} (Ionic 8)`, home: `${siteConfig.url}${PATH_PREFIX}/` };
  files.set('llms.txt', llmsTxt(sections, site));
  files.set('llms-full.txt', llmsFullTxt(sections, site));
}

export function markdownFiles(): StaticFile[] {
  return [...files].map(([to, content]) => ({ to, content }));
}

export function markdownFile(path: string): string | undefined {
  return files.get(path);
}
