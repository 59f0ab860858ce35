import React from 'react';
import { PATH_PREFIX } from '../../lib/routes';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * A link. Internal /docs/… links navigate client-side and prefetch through the document-level
 * listeners of src/browser/links.ts, so a link is a plain <a> (no per-link component work).
 */
export function DocLink({ href, children, ...rest }: Props) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export function isInternal(href: string): boolean {
  return href === PATH_PREFIX || href.startsWith(`${PATH_PREFIX}/`);
}
