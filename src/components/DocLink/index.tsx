import { Link } from 'gatsby';
import React from 'react';
import { PATH_PREFIX } from '../../lib/routes';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** Internal /docs/… URLs become Gatsby links (prefetch, client navigation); others stay <a>. */
export function DocLink({ href, children, ...rest }: Props) {
  if (href === PATH_PREFIX || href.startsWith(`${PATH_PREFIX}/`)) {
    const to = href.slice(PATH_PREFIX.length) || '/';
    // Gatsby's Link types its own props; pass the anchor attributes through.
    return (
      <Link to={to} {...(rest as Record<string, unknown>)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export function isInternal(href: string): boolean {
  return href === PATH_PREFIX || href.startsWith(`${PATH_PREFIX}/`);
}
