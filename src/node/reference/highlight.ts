// Build-time syntax highlighting with Prism; the browser bundle gets plain token spans.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'shell-session',
  ts: 'typescript',
  js: 'javascript',
  html: 'markup',
  xml: 'markup',
  vue: 'markup',
  plist: 'markup',
  gradle: 'groovy',
  kt: 'kotlin',
};

const WANTED = ['markup', 'css', 'javascript', 'typescript', 'jsx', 'bash', 'shell-session', 'json', 'swift', 'kotlin', 'java', 'groovy'];
let loaded = false;

function ensureLanguages(): void {
  if (loaded) return;
  // loadLanguages re-evaluates already loaded grammars, so ask only for the missing ones.
  const missing = WANTED.filter((l) => !Prism.languages[l]);
  if (missing.length > 0) loadLanguages(missing);
  loaded = true;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Normalised Prism language id for a fence info string ('' when unknown). */
export function languageId(lang: string | undefined): string {
  const l = (lang ?? '').trim().split(/\s+/)[0].toLowerCase();
  if (!l) return '';
  return ALIASES[l] ?? l;
}

/** Returns a complete <pre><code> block, highlighted when the language is known. */
export function highlightBlock(code: string, lang?: string): string {
  ensureLanguages();
  const id = languageId(lang);
  const grammar = id ? Prism.languages[id] : undefined;
  const body = grammar ? Prism.highlight(code, grammar, id) : escapeHtml(code);
  const cls = id ? ` class="language-${id}"` : '';
  // Focusable: a wide sample scrolls sideways with the keyboard too.
  return `<pre${cls} tabindex="0"><code${cls}>${body}</code></pre>`;
}
