// /docs/llms.txt and /docs/llms-full.txt (the llms.txt convention): the current English docs
// (v8) for tools and assistants, in sidebar order. llms.txt links each page's Markdown twin
// with its one-line description; llms-full.txt holds every page's Markdown.
import type { SidebarItem } from '../../lib/types';

export interface LlmsPage {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the page and of its Markdown twin. */
  url: string;
  twinUrl: string;
  /** The twin's Markdown without its frontmatter (starts with the # title). */
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

const FRAMEWORKS = new Set(['Angular', 'React', 'Vue', 'JavaScript']);

function ids(items: SidebarItem[], out: string[] = []): string[] {
  for (const item of items) {
    if (item.type === 'doc') out.push(item.id);
    else if (item.type === 'category') {
      if (item.id) out.push(item.id);
      ids(item.items, out);
    }
  }
  return out;
}

/**
 * Sections from the sidebars: the docs sidebar's top-level categories (the four framework
 * guides together as "Frameworks", top-level pages with "Getting Started"), then Components,
 * CLI and Native; pages in no sidebar last, under "Optional" (the convention's name for
 * what can be skipped).
 */
export function llmsSections(
  sidebars: { name: string; items: SidebarItem[] }[],
  pages: ReadonlyMap<string, LlmsPage>,
): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const used = new Set<string>();
  const add = (title: string, list: string[]) => {
    let section = sections.find((s) => s.title === title);
    if (!section) sections.push((section = { title, pages: [] }));
    for (const id of list) {
      const page = pages.get(id);
      if (!page || used.has(id)) continue;
      used.add(id);
      section.pages.push(page);
    }
  };
  const docs = sidebars.find((s) => s.name === 'docs');
  for (const item of docs?.items ?? []) {
    if (item.type === 'doc') add('Getting Started', [item.id]);
    else if (item.type === 'category') add(FRAMEWORKS.has(item.label) ? 'Frameworks' : item.label, ids([item]));
  }
  const named: [string, string][] = [
    ['api', 'Components'],
    ['cli', 'CLI'],
    ['native', 'Native'],
  ];
  for (const [name, title] of named) {
    const sidebar = sidebars.find((s) => s.name === name);
    if (sidebar) add(title, ids(sidebar.items));
  }
  add('Optional', [...pages.keys()].filter((id) => !used.has(id)).sort());
  return sections.filter((s) => s.pages.length);
}

const SUMMARY =
  'Ionic Framework is an open-source UI toolkit for building iOS, Android and web apps from one web code base, ' +
  'with Angular, React, Vue or plain JavaScript, and Capacitor for native device features. ' +
  'These are the docs of Ionic 8 in English; every page below is also available as Markdown at its URL plus `.md`.';

export function llmsTxt(sections: LlmsSection[], site: { title: string; home: string }): string {
  const out = [
    `# ${site.title}`,
    '',
    `> ${SUMMARY}`,
    '',
    `The HTML documentation starts at ${site.home}. Archived Ionic 7 docs are under /docs/v7/ ` +
      'and the Japanese translation under /docs/ja/; they are not listed here.',
  ];
  for (const section of sections) {
    out.push('', `## ${section.title}`, '');
    for (const p of section.pages) {
      const description = p.description ? `: ${p.description.replace(/\s+/g, ' ').trim()}` : '';
      out.push(`- [${p.title.replace(/[[\]]/g, '\\$&')}](${p.twinUrl})${description}`);
    }
  }
  return `${out.join('\n')}\n`;
}

export function llmsFullTxt(sections: LlmsSection[], site: { title: string }): string {
  const parts = [`# ${site.title}\n\n> ${SUMMARY}`];
  for (const section of sections) {
    for (const p of section.pages) parts.push(`${p.markdown.trim()}\n\nSource: ${p.url}`);
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
