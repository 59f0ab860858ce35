// Build-time syntax highlighting with Prism: tokens become hast nodes, one span per line,
// so no highlighter ships to the browser.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';

export const EXTRA_LANGUAGES = [
  'markup', 'css', 'clike', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'shell-session', 'http', 'diff',
  'json', 'scss', 'yaml', 'java', 'kotlin', 'swift', 'groovy', 'ruby', 'markdown', 'properties', 'docker', 'ini',
];

loadLanguages(EXTRA_LANGUAGES);

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'shell-session',
  terminal: 'shell-session',
  vue: 'markup',
  svg: 'markup',
  xml: 'markup',
  html: 'markup',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  md: 'markdown',
  text: 'plain',
  txt: 'plain',
};

export function resolveLanguage(lang: string | null | undefined): string {
  const name = (lang ?? '').toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return Prism.languages[resolved] ? resolved : 'plain';
}

export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: (HastElement | HastText)[];
}

interface Segment {
  text: string;
  classes: string[];
}

function flatten(tokens: (string | Prism.Token)[], classes: string[], out: Segment[]): Segment[] {
  for (const token of tokens) {
    if (typeof token === 'string') {
      out.push({ text: token, classes });
      continue;
    }
    const alias = token.alias ? (Array.isArray(token.alias) ? token.alias : [token.alias]) : [];
    const own = [...classes, 'token', token.type, ...alias].filter((c, i, all) => all.indexOf(c) === i);
    const content = token.content;
    if (typeof content === 'string') out.push({ text: content, classes: own });
    else flatten(Array.isArray(content) ? content : [content], own, out);
  }
  return out;
}

/** Highlights `code` and returns one `span.code-line` element per line. */
export function highlightToHast(code: string, lang: string | null | undefined, highlight: Set<number> = new Set()): HastElement[] {
  const language = resolveLanguage(lang);
  const source = code.replace(/\n$/, '');
  const segments: Segment[] =
    language === 'plain' ? [{ text: source, classes: [] }] : flatten(Prism.tokenize(source, Prism.languages[language]), [], []);
  const lines: HastElement[] = [];
  let current: HastElement['children'] = [];
  const pushLine = () => {
    const number = lines.length + 1;
    const className = highlight.has(number) ? ['code-line', 'code-line--highlighted'] : ['code-line'];
    // An empty line still needs content to keep its height.
    lines.push({ type: 'element', tagName: 'span', properties: { className }, children: current.length ? current : [{ type: 'text', value: '\n' }] });
    current = [];
  };
  for (const segment of segments) {
    const parts = segment.text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) {
        current.push({ type: 'text', value: '\n' });
        pushLine();
      }
      if (!part) return;
      current.push(
        segment.classes.length
          ? { type: 'element', tagName: 'span', properties: { className: segment.classes }, children: [{ type: 'text', value: part }] }
          : { type: 'text', value: part },
      );
    });
  }
  pushLine();
  return lines;
}
