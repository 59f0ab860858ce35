import React from 'react';
import { NOT_FOUND_SCRIPT_ID } from '../lib/not-found';
import { GLOBAL_CSS_IDENTITY } from './gatsby-seams';

type HeadElement = React.ReactElement<{
  'data-href'?: string;
  'data-identity'?: string;
  dangerouslySetInnerHTML?: unknown;
  src?: string;
}>;

function isGlobalStyle(el: HeadElement): boolean {
  return Boolean(
    el && el.type === 'style' && el.props['data-identity'] === GLOBAL_CSS_IDENTITY && el.props['data-href'],
  );
}

/** The not-found page's own script (src/templates/not-found.tsx), which must run before every other. */
function isFirstScript(el: HeadElement): boolean {
  return Boolean(el && el.type === 'script' && (el.props as { id?: string }).id === NOT_FOUND_SCRIPT_ID);
}

function isInlineScript(el: HeadElement): boolean {
  return Boolean(el && el.type === 'script' && !el.props.src && el.props.dangerouslySetInnerHTML);
}

/**
 * The head as we ship it, from the components Gatsby and gatsby-ssr put there:
 * - Gatsby inlines the global CSS into every HTML page. Our docs pages are read one after
 *   another, so a cached stylesheet beats 20+ KB repeated in each page: the inline <style> becomes
 *   a <link> to the same file.
 * - The not-found page's own script comes first: it may send the reader on at once.
 * - That link goes after our inline scripts (colour mode, announcement). A script placed after a
 *   stylesheet waits for it to download before it runs, and the parser waits with it; before it,
 *   the scripts run at once and the parser carries on while the stylesheet loads.
 */
export function arrangeHead(components: React.ReactNode[]): React.ReactNode[] {
  const out: React.ReactNode[] = [];
  const styles: React.ReactNode[] = [];
  for (const node of components) {
    const el = node as HeadElement;
    if (isFirstScript(el)) {
      out.unshift(node);
    } else if (isGlobalStyle(el)) {
      styles.push(
        React.createElement('link', { key: el.props['data-href'], rel: 'stylesheet', href: el.props['data-href'] }),
      );
    } else {
      out.push(node);
    }
  }
  if (!styles.length) return out;
  let lastScript = -1;
  out.forEach((node, i) => {
    if (isInlineScript(node as HeadElement)) lastScript = i;
  });
  const firstStyleAt = components.findIndex((node) => isGlobalStyle(node as HeadElement));
  const at = Math.max(lastScript + 1, Math.min(firstStyleAt, out.length));
  out.splice(at, 0, ...styles);
  return out;
}
