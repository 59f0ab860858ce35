import React from 'react';
import { DocLink } from '../components/DocLink';
import { resolveContentLink, toPath } from '../lib/routes';
import { useDocContext } from './DocContext';

/** Links in Markdown: doc ids and relative paths resolve within the page's version and locale. */
export function MdxLink({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const ctx = useDocContext();
  const resolved = resolveContentLink(href, ctx);
  if (resolved) {
    return (
      <DocLink href={toPath(resolved.route, resolved.hash)} {...rest}>
        {children}
      </DocLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
