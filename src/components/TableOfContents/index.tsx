import React, { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { activeHeading, flattenToc } from '../../lib/toc';
import type { TocItem } from '../../lib/types';

/** Distance from the viewport top at which a heading becomes current (below the navbar). */
const ACTIVATION_OFFSET = 100;

function useActiveHeading(items: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const ids = flattenToc(items);
    if (!ids.length) return undefined;
    let frame = 0;
    const update = () => {
      const tops = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      setActive(activeHeading(tops, ACTIVATION_OFFSET));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [items]);
  return active;
}

function List({ items, active }: { items: TocItem[]; active: string | null }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`toc__link${item.id === active ? ' toc__link--active' : ''}`}
            aria-current={item.id === active ? 'location' : undefined}
          >
            {item.text}
          </a>
          {item.children.length > 0 && <List items={item.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ items }: { items: TocItem[] }) {
  const t = useT();
  const active = useActiveHeading(items);
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={t('doc.onThisPage')}>
      <p className="toc__title">{t('doc.onThisPage')}</p>
      <List items={items} active={active} />
    </nav>
  );
}
