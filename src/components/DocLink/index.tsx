import { Link } from 'gatsby';
import React from 'react';
import { PATH_PREFIX } from '../../lib/routes';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** Internal /docs/… URLs become Gatsby links (prefetch, client navigation); others stay <a>. */
/** Gatsby prefetches on hover and when a link is visible; a touch starts the same prefetch. */
function prefetchOnTouch(href: string) {
  const loader = (window as unknown as { ___loader?: { hovering(path: string): void } }).___loader;
  loader?.hovering(href.split('#')[0]);
}

export function DocLink({ href, children, onTouchStart, ...rest }: Props) {
  if (href === PATH_PREFIX || href.startsWith(`${PATH_PREFIX}/`)) {
    const to = href.slice(PATH_PREFIX.length) || '/';
    // Gatsby's Link types its own props; pass the anchor attributes through.
    return (
      <Link
        to={to}
        onTouchStart={(event: React.TouchEvent<HTMLAnchorElement>) => {
          prefetchOnTouch(href);
          onTouchStart?.(event);
        }}
        {...(rest as Record<string, unknown>)}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={href} onTouchStart={onTouchStart} {...rest}>
      {children}
    </a>
  );
}

export function isInternal(href: string): boolean {
  return href === PATH_PREFIX || href.startsWith(`${PATH_PREFIX}/`);
}
