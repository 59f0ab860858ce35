import React from 'react';
import { DocLink } from '../components/DocLink';
import { resolveContentLink, toPath } from '../lib/routes';
import { useDocContext } from './DocContext';

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="card-grid">{children}</div>;
}

/** A linked card; `href` is a doc id or relative link like any Markdown link. */
export function Card({ title, href, children }: { title: string; href: string; children?: React.ReactNode }) {
  const ctx = useDocContext();
  const resolved = resolveContentLink(href, ctx);
  const target = resolved ? toPath(resolved.route, resolved.hash) : href;
  return (
    <DocLink className="card" href={target}>
      <span className="card__title">{title}</span>
      {children && <span className="card__body">{children}</span>}
    </DocLink>
  );
}
