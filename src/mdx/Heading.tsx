import React from 'react';
import { useTranslate } from '../i18n/Translate';

type Level = 2 | 3 | 4 | 5 | 6;

/** A heading with a "#" link to itself (ids come from the remark plugin at build time). */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    const translate = useTranslate();
    if (!id) return <Tag {...rest}>{children}</Tag>;
    const title = typeof children === 'string' ? children : id;
    return (
      <Tag id={id} className="anchor-heading" {...rest}>
        {children}
        <a className="hash-link" href={`#${id}`} aria-label={translate({ id: 'doc.headingLink', values: { title } })} data-pagefind-ignore="">
          #
        </a>
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}
