// The CSS custom properties a css/scss sample sets, checked against its version's metadata: on a
// rule whose subject is an ion-* element, a `--name` must be one of that component's documented
// properties or a global `--ion-*` variable of the version; anywhere, a `--ion-*` name must be a
// global of the version (a custom colour's `--ion-color-<name>[-rgb|-contrast|…]` is the
// reader's own). Pure: takes the code, the components' properties and the globals.

export interface CssFinding {
  /** 0-based line and column of the property name in the code. */
  line: number;
  column: number;
  name: string;
  /** The ion-* element of the rule, null for a global variable set elsewhere. */
  tag: string | null;
}

/** A custom colour a reader defines (theming/colors): its variable and the variants Ionic reads. */
const CUSTOM_COLOR = /^--ion-color-[a-z0-9]+(?:-(?:rgb|contrast|contrast-rgb|shade|tint))?$/;

/** The element a simple selector ends on: `ion-toolbar` in `.page ion-toolbar.md:hover`; null when it is not one. */
export function subjectTag(selector: string): string | null {
  const compounds = selector
    .trim()
    .split(/\s*[>+~]\s*|\s+/)
    .filter(Boolean);
  const last = compounds[compounds.length - 1] ?? '';
  // A part or a pseudo-element is styled with ordinary properties; its variables are not the host's.
  if (last.includes('::')) return null;
  return /^(ion-[a-z0-9-]+)/.exec(last)?.[1] ?? null;
}

/** Resolves a nested (SCSS) selector against its parent rule's. */
function nest(parent: string | null, selector: string): string {
  if (!parent || parent.startsWith('@')) return selector;
  if (selector.startsWith('@')) return parent;
  return selector
    .split(',')
    .flatMap((s) =>
      parent.split(',').map((p) => (s.includes('&') ? s.replace(/&/g, p.trim()) : `${p.trim()} ${s.trim()}`)),
    )
    .join(',');
}

/** Blanks comments (keeping line breaks and columns) so positions stay those of the source. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/[^\n]*/g, (m, lead: string) => lead + ' '.repeat(m.length - lead.length));
}

export function checkCss(code: string, components: Map<string, Set<string>>, globals: Set<string>): CssFinding[] {
  const text = withoutComments(code);
  const findings: CssFinding[] = [];
  const stack: (string | null)[] = [];
  let segmentStart = 0;
  const place = (index: number) => {
    const before = text.slice(0, index);
    const line = before.split('\n').length - 1;
    return { line, column: index - (before.lastIndexOf('\n') + 1) };
  };
  const declarations = (from: number, to: number) => {
    const rule = stack[stack.length - 1] ?? null;
    if (rule === null || rule.startsWith('@')) return;
    const tags = rule
      .split(',')
      .map(subjectTag)
      .filter((t): t is string => !!t);
    for (const m of text.slice(from, to).matchAll(/(?:^|[;{\s])(--[\w-]+)\s*:/g)) {
      const name = m[1];
      const index = from + m.index! + m[0].indexOf(name);
      if (name.startsWith('--ion-')) {
        if (!globals.has(name) && !CUSTOM_COLOR.test(name)) findings.push({ ...place(index), name, tag: null });
        continue;
      }
      const missing = tags.filter((t) => components.has(t) && !components.get(t)!.has(name));
      // Set on several elements at once, the property needs to be one of them.
      if (missing.length && missing.length === tags.length) findings.push({ ...place(index), name, tag: missing[0] });
    }
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') {
      const head = text.slice(segmentStart, i);
      // Declarations before a nested rule belong to the rule around it.
      const lastSemicolon = head.lastIndexOf(';');
      if (lastSemicolon !== -1) declarations(segmentStart, segmentStart + lastSemicolon + 1);
      const selector = head.slice(lastSemicolon + 1).trim();
      stack.push(nest(stack[stack.length - 1] ?? null, selector));
      segmentStart = i + 1;
    } else if (c === '}') {
      declarations(segmentStart, i);
      stack.pop();
      segmentStart = i + 1;
    }
  }
  return findings;
}
