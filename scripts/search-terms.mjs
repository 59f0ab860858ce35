// What readers search a generated reference page by, added to it as searchable metadata
// before it is indexed (./search-index.mjs): the content pages are written by people, these
// pages come from package metadata, and their words are not the ones readers type.
//
// - A CLI command page (cli/commands/…): every way to type the command, `command`: its name,
//   the aliases the page lists ("ionic g"), the same with a namespace alias of the CLI
//   (`ionic cap run` for `ionic capacitor run`, from @ionic/cli's namespace map), and for the
//   Capacitor commands, which run Capacitor's own, Capacitor's CLI (`npx cap run`).
// - A component page (api/…): its properties, events and methods by name, `api` (the rows of
//   its reference tables: id="property-canDismiss").
// - A Capacitor plugin page (native/…, titled @capacitor/…): its methods and the events it
//   listens for, `api` (the API headings: `getStatus()`, `addListener('networkStatusChange', …)`).
// - A component or plugin page: what readers call it and what it is for, in the page's language
//   (./search-glossary.mjs), `aka` (names) and `terms` (uses); on a Japanese page the words are cut
//   as its text is (./search-segment.mjs), so the index and the reader's browser cut them alike.
// Search ranks with them (src/search/pagefind.ts: their weight; src/search/rank.ts: a query
// that is a page's command).
import { apiWordsJa, glossaryFor } from './search-glossary.mjs';
import { segmentText } from './search-segment.mjs';

/** The file of @ionic/cli that maps its namespaces (and their aliases). */
export const CLI_COMMAND_MAP = '@ionic/cli/commands/index.js';

/** @ionic/cli's namespace aliases ([alias, namespace]: cap → capacitor), from its command map's source. */
export function cliNamespaceAliases(source) {
  const map = source.slice(source.indexOf('getNamespaces'), source.indexOf('getCommands'));
  return [...map.matchAll(/\[\s*'([\w-]+)'\s*,\s*'([\w-]+)'\s*\]/g)].map((m) => [m[1], m[2]]);
}

const decode = (s) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

const titleOf = (html) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').split(' | ')[0];

/** Every way to type a CLI command: its name, its aliases, and those with a namespace alias. */
export function commandForms(name, aliases, namespaceAliases) {
  const forms = [name, ...aliases];
  for (const form of [name, ...aliases]) {
    const [, namespace, rest] = /^ionic (\S+)(?: (.*))?$/.exec(form) ?? [];
    if (!namespace) continue;
    for (const [alias, of] of namespaceAliases)
      if (of === namespace) forms.push(`ionic ${alias}${rest ? ` ${rest}` : ''}`);
    // The Ionic CLI's Capacitor commands run Capacitor's CLI command of the same name.
    if (namespace === 'capacitor' && rest) forms.push(`npx cap ${rest}`);
  }
  return [...new Set(forms)];
}

const langOf = (html) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';

/** A page's address within its language and version folders ('ja/v7/api/toast/index.html' → 'api/toast'). */
export function pageId(path, lang) {
  const page = path.split('/').slice(0, -1);
  if (page[0] === lang.toLowerCase().split('-')[0]) page.shift();
  if (/^v\d+$/.test(page[0] ?? '')) page.shift();
  return page.join('/');
}

/** The glossary's names and uses of a page (./search-glossary.mjs) as metadata, or {}. */
export function glossaryTerms(html, path) {
  const lang = langOf(html);
  const { names, uses } = glossaryFor(lang, pageId(path, lang));
  const cut = (words) => words.map((w) => segmentText(w, lang)).join(', ');
  return { ...(names.length ? { aka: cut(names) } : {}), ...(uses.length ? { terms: cut(uses) } : {}) };
}

/** The searchable metadata to add to a page (`path`: its file under the site folder), or {}. */
export function searchTerms(html, path, namespaceAliases) {
  const terms = { ...referenceTerms(html, path, namespaceAliases), ...glossaryTerms(html, path) };
  // A Japanese component page's API names with the Japanese words for them, cut as its text is.
  const lang = langOf(html);
  if (terms.api && lang.startsWith('ja') && pageId(path, lang).startsWith('api/')) {
    const words = apiWordsJa(terms.api.split(', ')).map((w) => segmentText(w, lang));
    if (words.length) terms.api = [terms.api, ...words].join(', ');
  }
  return terms;
}

/** The metadata of a generated reference page: its command forms or API names, or {}. */
function referenceTerms(html, path, namespaceAliases) {
  const page = path.split('/').slice(0, -1);
  // The page's path within its locale and version folders.
  const at = (folder) => page.indexOf(folder);
  if (at('cli') >= 0 && page[at('cli') + 1] === 'commands' && page.length === at('cli') + 3) {
    const name = titleOf(html);
    if (!name.startsWith('ionic ')) return {};
    // The aliases line, in any language ("Aliases: ionic g", "別名: ionic g"): a short label, then only commands.
    const aliasLine =
      /<p>[^<]{1,20}[:：]\s*((?:<span>[,、\s]*<code>ionic [^<]+<\/code><\/span>)+)<\/p>/.exec(html)?.[1] ?? '';
    const aliases = [...aliasLine.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => decode(m[1]));
    return { command: commandForms(name, aliases, namespaceAliases).join(', ') };
  }
  if (at('api') >= 0 && page.length === at('api') + 2) {
    const names = [...html.matchAll(/\sid="(?:property|event|method)-([A-Za-z][\w-]*)"/g)].map((m) => m[1]);
    return names.length ? { api: [...new Set(names)].join(', ') } : {};
  }
  if (at('native') >= 0 && page.length === at('native') + 2 && titleOf(html).startsWith('@capacitor/')) {
    const names = [];
    for (const m of html.matchAll(/<h3[^>]*>\s*<code>([^<]+)<\/code>/g)) {
      const heading = decode(m[1]);
      const event = /^addListener\(\s*'([^']+)'/.exec(heading);
      if (event) names.push(event[1]);
      else if (/^\w+\(/.test(heading)) names.push(heading.slice(0, heading.indexOf('(')));
    }
    return names.length ? { api: [...new Set(names)].join(', ') } : {};
  }
  return {};
}

const attribute = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `html` with `terms` as searchable metadata (<meta data-pagefind-meta> in its head); each way to
 * type a command is a value of the `command` filter too, so the search can fetch the page of a
 * typed command directly (src/search/pagefind.ts: a one-letter word, `ionic g page`, kept it out
 * of Pagefind's first results).
 */
export function withSearchTerms(html, terms) {
  const filters = (terms.command ?? '')
    .split(', ')
    .filter(Boolean)
    .map((form) => `<meta data-pagefind-filter="command[content]" content="${attribute(form.toLowerCase())}">`);
  const tags = Object.entries(terms)
    .map(([key, value]) => `<meta data-pagefind-meta="${key}[content]" content="${attribute(value)}">`)
    .concat(filters)
    .join('');
  if (!tags) return html;
  const head = html.indexOf('</head>');
  return head < 0 ? html : html.slice(0, head) + tags + html.slice(head);
}
