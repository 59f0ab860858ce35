// Formatting of TypeScript type text coming from Stencil and Capacitor metadata.
import { escapeHtml } from '../../lib/html';

/** Collapses the whitespace of a type or signature printed over several lines. */
export function formatType(type: string): string {
  return type.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
}

/**
 * HTML for a type, with every identifier that names a type documented on the page linked
 * to its anchor. String literals are left alone.
 */
export function linkTypes(type: string, anchors: ReadonlyMap<string, string>): string {
  const text = formatType(type);
  let out = '';
  const re = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)|([A-Za-z_$][\w$]*)|([^'"`A-Za-z_$]+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m[2] !== undefined) {
      const id = anchors.get(m[2]);
      out += id ? `<a href="#${escapeHtml(id)}">${escapeHtml(m[2])}</a>` : escapeHtml(m[2]);
    } else {
      out += escapeHtml(m[0]);
    }
  }
  return out;
}
