// Checks the Ionic components used in a page's code samples against the component metadata:
// every attribute, property binding and event named on an ion-* element (or Ion* React
// component) must exist for that component. Pure: takes the code and the metadata.

export interface ComponentMeta {
  tag: string;
  props: { name: string; attr?: string }[];
  events: { event: string }[];
  /** CSS custom properties (docs.json `styles`), for the samples' css/scss check. */
  styles?: { name: string }[];
}

const GLOBAL_ATTRS = new Set([
  'id',
  'class',
  'classname',
  'style',
  'slot',
  'role',
  'tabindex',
  'hidden',
  'lang',
  'title',
  'dir',
  'key',
  'ref',
  'name',
  'part',
  'is',
  'for',
  'htmlfor',
  'children',
  'onclick',
  'click',
]);
// Framework syntax is a prefix (`v-model`, `ngModel`, `*ngIf`, `#ref`, `let-item`); framework and
// DOM attributes are whole names, so `focus` does not let a misspelt `focus-trap` through.
const FRAMEWORK_ATTRS = new RegExp(
  '^(?:(?:' +
    ['v-', 'ng', '\\*', '#', 'let-', 'xmlns'].join('|') +
    ')|(?:' +
    [
      ...['routerlink', 'routerdirection', 'routeranimation', 'routerlinkactive', 'href', 'target', 'rel'],
      ...['ionpage'], // @ionic/react's IonRouterOutlet: a nested outlet that is itself a page
      ...['formcontrol', 'formcontrolname'],
      ...['onkeydown', 'onkeyup', 'onblur', 'onfocus', 'oninput', 'onchange'],
      ...['keydown', 'keyup', 'blur', 'focus', 'input', 'change', 'submit', 'onsubmit'],
      ...['mousedown', 'mouseup', 'onmousedown'],
    ].join('|') +
    ')$)',
);

function kebab(s: string): string {
  return s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export interface Finding {
  tag: string;
  name: string;
  kind: 'attribute' | 'event';
}

// One token of an opening tag's attribute text: a name with an optional quoted, {…} or bare value;
// a {…} spread; a slash; space.
const ATTRIBUTE_TOKEN = [
  String.raw`\s*([^\s=/>"'{}]+)(?:\s*=\s*("[^"]*"|'[^']*'|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|[^\s>]+))?`,
  String.raw`\s*\{(?:[^{}]|\{[^{}]*\})*\}`,
  String.raw`\s*\/`,
  String.raw`\s+`,
].join('|');

/** Attribute names of one opening tag's attribute text, skipping quoted and {…} values. */
export function attributeNames(text: string): string[] {
  const names: string[] = [];
  const re = new RegExp(ATTRIBUTE_TOKEN, 'y');
  let m: RegExpExecArray | null;
  while (re.lastIndex < text.length && (m = re.exec(text))) {
    if (m[1]) names.push(m[1]);
    if (m[0] === '') break;
  }
  return names;
}

/** All opening tags of Ionic components in `code`, as [tag, attribute names]. */
export function ionicTags(code: string): { tag: string; attrs: string[] }[] {
  const out: { tag: string; attrs: string[] }[] = [];
  const re = /<(ion-[a-z-]+|Ion[A-Za-z]+)\b((?:[^>"'{]|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*)\/?>/g;
  for (const m of code.matchAll(re)) {
    out.push({ tag: m[1], attrs: attributeNames(m[2]) });
  }
  return out;
}

export function checkCode(code: string, meta: Map<string, ComponentMeta>): Finding[] {
  const findings: Finding[] = [];
  for (const { tag, attrs } of ionicTags(code)) {
    const tagName = tag.startsWith('Ion') ? `ion-${kebab(tag.slice(3))}` : tag;
    const c = meta.get(tagName);
    if (!c) continue; // framework components (IonPage, IonReactRouter) and ion-icon are not in the metadata
    // Compared without case and hyphens: expand, Expand, counter-formatter, counterFormatter.
    const norm = (v: string) => v.toLowerCase().replace(/-/g, '');
    const propNames = new Set(c.props.flatMap((p) => [norm(p.name), norm(p.attr ?? '')]).filter(Boolean));
    const events = new Set(c.events.map((e) => e.event.toLowerCase()));
    for (const raw of attrs) {
      let name = raw
        .replace(/^\[\(?|\)?\]$/g, '')
        .replace(/^[:]/, '')
        .replace(/^v-bind:/, '');
      let event: string | null = null;
      if (/^\(.*\)$/.test(raw)) event = raw.slice(1, -1);
      else if (raw.startsWith('@')) event = raw.slice(1);
      else if (raw.startsWith('v-on:')) event = raw.slice(5);
      else if (/^on[A-Z]/.test(raw) && tag.startsWith('Ion')) event = raw.slice(2, 3).toLowerCase() + raw.slice(3);
      if (event !== null) {
        const e = event.split('.')[0].toLowerCase();
        if (e.startsWith('ion') && !events.has(e)) findings.push({ tag: tagName, name: event, kind: 'event' });
        continue;
      }
      name = name.replace(/^attr\./, '').split('.')[0]; // Angular [attr.aria-label]
      const lower = name.toLowerCase();
      if (
        GLOBAL_ATTRS.has(lower) ||
        lower.startsWith('aria-') ||
        lower.startsWith('data-') ||
        FRAMEWORK_ATTRS.test(lower) ||
        FRAMEWORK_ATTRS.test(norm(name))
      )
        continue;
      if (propNames.has(norm(name))) continue;
      findings.push({ tag: tagName, name: raw, kind: 'attribute' });
    }
  }
  return findings;
}

/** Code blocks of an MDX source, with their languages. */
export function codeBlocks(mdx: string): { lang: string; code: string; line: number }[] {
  const blocks: { lang: string; code: string; line: number }[] = [];
  const lines = mdx.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*(`{3,})(\S*)/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    i += 1;
    while (i < lines.length && !lines[i].trim().startsWith(open[1])) {
      body.push(lines[i]);
      i += 1;
    }
    blocks.push({ lang: open[2], code: body.join('\n'), line: start + 1 });
  }
  return blocks;
}
