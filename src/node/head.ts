import React from 'react';

type HeadElement = React.ReactElement<{ 'data-href'?: string; 'data-identity'?: string; dangerouslySetInnerHTML?: unknown }>;

/**
 * Gatsby inlines the global CSS into every HTML page. Our docs pages are read one after
 * another, so a cached stylesheet beats 20+ KB repeated in each page: swap the inline
 * <style> for a <link> to the same file.
 */
export function linkGlobalStyles(components: React.ReactNode[]): React.ReactNode[] {
  return components.map((node) => {
    const el = node as HeadElement;
    if (el && el.type === 'style' && el.props['data-identity'] === 'gatsby-global-css' && el.props['data-href']) {
      return React.createElement('link', { key: el.props['data-href'], rel: 'stylesheet', href: el.props['data-href'] });
    }
    return node;
  });
}
