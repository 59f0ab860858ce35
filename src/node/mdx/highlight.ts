// Build-time syntax highlighting with Prism: tokens become hast nodes, one span per line,
// so no highlighter ships to the browser.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';

export const EXTRA_LANGUAGES = [
  'markup',
  'css',
  'clike',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'bash',
  'shell-session',
  'http',
  'diff',
  'json',
  'scss',
  'yaml',
  'java',
  'kotlin',
  'swift',
  'groovy',
  'ruby',
  'markdown',
  'properties',
  'docker',
  'ini',
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
  kt: 'kotlin',
  gradle: 'groovy',
  plist: 'markup',
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

/**
 * Prism token types → the short classes our CSS colours. Types not listed (punctuation,
 * operators, wrappers) get no element at all: every span costs bytes in every page's HTML.
 */
export const TOKEN_CLASSES: Record<string, string> = {
  comment: 'c',
  prolog: 'c',
  doctype: 'c',
  cdata: 'c',
  keyword: 'k',
  atrule: 'k',
  important: 'k',
  selector: 'k',
  builtin: 'k',
  string: 's',
  char: 's',
  'attr-value': 's',
  regex: 's',
  url: 's',
  'template-string': 's',
  number: 'n',
  boolean: 'n',
  constant: 'n',
  symbol: 'n',
  function: 'f',
  'class-name': 'f',
  tag: 't',
  property: 't',
  variable: 't',
  'attr-name': 'a',
  deleted: 'd',
  inserted: 'i',
  'shell-symbol': 'ps',
  output: 'out',
};

/** The class of a token from its nested types: the innermost type we colour. */
export function tokenClass(types: string[]): string | null {
  // A shell prompt is aliased 'important' by Prism; it stays a prompt (muted, not selected with the command).
  if (types.includes('shell-symbol')) return TOKEN_CLASSES['shell-symbol'];
  for (let i = types.length - 1; i >= 0; i -= 1) {
    const cls = TOKEN_CLASSES[types[i]];
    if (cls) return cls;
  }
  return null;
}

function flatten(tokens: (string | Prism.Token)[], classes: string[], out: Segment[]): Segment[] {
  for (const token of tokens) {
    if (typeof token === 'string') {
      out.push({ text: token, classes });
      continue;
    }
    const alias = token.alias ? (Array.isArray(token.alias) ? token.alias : [token.alias]) : [];
    const own = [...classes, token.type, ...alias];
    const content = token.content;
    if (typeof content === 'string') out.push({ text: content, classes: own });
    else flatten(Array.isArray(content) ? content : [content], own, out);
  }
  return out;
}

function sameToken(a: HastElement, b: HastElement): boolean {
  const ca = a.properties.className as string[];
  const cb = b.properties.className as string[];
  return (
    a.tagName === 'span' &&
    ca.length === 1 &&
    ca[0] !== 'hl' &&
    ca[0] !== TYPE_HOVER &&
    ca[0] === cb[0] &&
    a.children.length === 1 &&
    a.children[0].type === 'text' &&
    b.children.length === 1 &&
    b.children[0].type === 'text'
  );
}

/** The class of an identifier that shows its type (src/components/CodeBlock/code-block.css). */
export const TYPE_HOVER = 'ty';

/** A type to show over `code.slice(start, end)`: the compiler's text and the API's first sentence. */
export interface TypeHover {
  start: number;
  end: number;
  text: string;
  doc: string;
  /** The tooltip's id, unique in the page (the identifier is described by it). */
  id: string;
}

/** Splits segments where a hover starts or ends; each piece knows its hover (index) or null. */
function withHovers(segments: Segment[], hovers: TypeHover[]): (Segment & { hover: number | null })[] {
  if (!hovers.length) return segments.map((s) => ({ ...s, hover: null }));
  const sorted = hovers.map((h, i) => ({ ...h, i })).sort((a, b) => a.start - b.start);
  const cuts = new Set(sorted.flatMap((h) => [h.start, h.end]));
  const out: (Segment & { hover: number | null })[] = [];
  let offset = 0;
  for (const segment of segments) {
    let from = 0;
    const end = offset + segment.text.length;
    for (let at = offset + 1; at <= end; at += 1) {
      if (at !== end && !cuts.has(at)) continue;
      const piece = segment.text.slice(from, at - offset);
      const pieceStart = offset + from;
      const owner = sorted.find((h) => h.start <= pieceStart && pieceStart < h.end);
      out.push({ text: piece, classes: segment.classes, hover: owner ? owner.i : null });
      from = at - offset;
    }
    offset = end;
  }
  return out;
}

/**
 * The tooltip of a hover: the type, and the documentation's first sentence. Both are attributes
 * the stylesheet shows (code-block.css), not text: the copy button, search and find-in-page read
 * the code alone. The type is the tooltip's name, which describes the identifier to assistive
 * technology (aria-describedby).
 */
function tooltip(hover: TypeHover): HastElement {
  return {
    type: 'element',
    tagName: 'span',
    properties: {
      className: [`${TYPE_HOVER}__tip`],
      role: 'tooltip',
      id: hover.id,
      ariaLabel: hover.text,
      ...(hover.doc ? { dataDoc: hover.doc } : {}),
    },
    children: [],
  };
}

/**
 * Highlights `code` into the children of `<code>`: token spans and text, with newlines kept.
 * Only highlighted lines get an element of their own (`span.hl`, a block); every other line is
 * plain inline content, so a long sample costs no element per line.
 */
export function highlightToHast(
  code: string,
  lang: string | null | undefined,
  highlight: Set<number> = new Set(),
  hovers: TypeHover[] = [],
): (HastElement | HastText)[] {
  const language = resolveLanguage(lang);
  const source = code.replace(/\n$/, '');
  const segments = withHovers(
    language === 'plain'
      ? [{ text: source, classes: [] }]
      : flatten(Prism.tokenize(source, Prism.languages[language]), [], []),
    hovers,
  );
  // Each hovered identifier is one focusable span around its tokens, its tooltip last.
  const wrappers = new Map<number, HastElement>();
  const out: (HastElement | HastText)[] = [];
  let line: (HastElement | HastText)[] = [];
  let number = 1;
  // Adjacent text stays one node, and adjacent tokens of one colour one span: `="value"` is one
  // string span, not four (each span costs bytes in every page's HTML).
  const push = (into: (HastElement | HastText)[], node: HastElement | HastText) => {
    const last = into[into.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else if (node.type === 'element' && last?.type === 'element' && sameToken(last, node))
      (last.children[0] as HastText).value += (node.children[0] as HastText).value;
    else into.push(node);
  };
  const endLine = (newline: boolean) => {
    if (newline) push(line, { type: 'text', value: '\n' });
    if (highlight.has(number))
      out.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['hl'] },
        children: line.length ? line : [{ type: 'text', value: '\n' }],
      });
    else for (const node of line) push(out, node);
    line = [];
    number += 1;
  };
  for (const segment of segments) {
    segment.text.split('\n').forEach((part, index) => {
      if (index > 0) endLine(true);
      if (!part) return;
      const coloured = tokenClass(segment.classes);
      // Blank space shows no colour: it needs no span (diff lines keep theirs, they have a background).
      const cls = coloured && (/\S/.test(part) || coloured === 'd' || coloured === 'i') ? coloured : null;
      let into = line;
      if (segment.hover !== null) {
        let wrapper = wrappers.get(segment.hover);
        if (!wrapper) {
          const hover = hovers[segment.hover];
          wrapper = {
            type: 'element',
            tagName: 'span',
            properties: { className: [TYPE_HOVER], tabIndex: 0, ariaDescribedBy: hover.id },
            children: [],
          };
          wrappers.set(segment.hover, wrapper);
          push(line, wrapper);
        }
        into = wrapper.children;
      }
      push(
        into,
        cls
          ? {
              type: 'element',
              tagName: 'span',
              properties: { className: [cls] },
              children: [{ type: 'text', value: part }],
            }
          : { type: 'text', value: part },
      );
    });
  }
  endLine(false);
  for (const [index, wrapper] of wrappers) wrapper.children.push(tooltip(hovers[index]));
  return out;
}

/** Inline code up to this many characters, without spaces, is kept on one line. */
export const UNBROKEN_CODE_MAX = 30;

/**
 * The attributes of inline code. A single short token (a flag, an identifier, a hex value)
 * gets a class that keeps it on one line: broken at a hyphen it reads as two words
 * (`--no-` / `git`). Longer code (paths, signatures, sentences) may still wrap, or it would
 * overflow a phone's text column.
 */
export function inlineCodeProperties(value: string): Record<string, string[]> {
  return /\s/.test(value) || [...value].length > UNBROKEN_CODE_MAX ? {} : { className: ['code-nobreak'] };
}

/**
 * The attributes of a highlighted block's <code>: the language as written, and whether the code
 * is one line (`data-one-line`: on a touch screen its copy button gets a column of its own
 * instead of covering the end of that line, src/components/CodeBlock).
 */
export function codeProperties(lang: string | null | undefined, code?: string): Record<string, string | string[]> {
  const written = lang || 'text';
  return { className: [`language-${written}`], 'data-language': written, ...oneLineProperty(code) };
}

/** `data-one-line` for code of one line (trailing newlines aside); nothing otherwise. */
export function oneLineProperty(code: string | undefined): { 'data-one-line'?: string } {
  return code !== undefined && !code.replace(/\n+$/, '').includes('\n') ? { 'data-one-line': '' } : {};
}

/**
 * A whole code block as hast, for HTML that is not rendered by React (generated reference
 * pages): the markup of the MDX `pre` component (src/render/components.tsx, CodeBlock) without
 * its copy button, so one token theme colours both. Focusable: a wide sample scrolls sideways.
 */
export function codeBlockHast(code: string, lang: string | null | undefined): HastElement {
  const props = codeProperties(lang);
  const el = (
    tagName: string,
    properties: Record<string, unknown>,
    children: (HastElement | HastText)[],
  ): HastElement => ({ type: 'element', tagName, properties, children });
  return el('div', { className: ['code-block'], 'data-language': props['data-language'] }, [
    el('div', { className: ['code-block__body'] }, [
      el(
        'pre',
        {
          className: ['code-block__pre', ...(props.className as string[])],
          tabIndex: 0,
          'data-pagefind-weight': '0.3',
        },
        [el('code', props, highlightToHast(code, lang))],
      ),
    ]),
  ]);
}
