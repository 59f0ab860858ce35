// "On this page": the page's h2 and h3 headings. The entry of the heading being read is
// marked as the reader scrolls (./element.ts).
import React from 'react';
import { useT } from '../../i18n';
import type { TocItem } from '../../lib/types';

function List({ items }: { items: TocItem[] }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className="toc__link">
            {item.text}
          </a>
          {item.children.length > 0 && <List items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ items }: { items: TocItem[] }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <docs-toc>
      <nav className="toc" aria-label={t('doc.onThisPage')}>
        <p className="toc__title">{t('doc.onThisPage')}</p>
        <List items={items} />
      </nav>
    </docs-toc>
  );
}
