import React, { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { categoryTrail } from '../../lib/sidebar';
import type { SidebarItem } from '../../lib/types';
import { DocLink } from '../DocLink';

function Category({
  item,
  activeId,
  trail,
  onNavigate,
  idPrefix,
}: {
  item: Extract<SidebarItem, { type: 'category' }>;
  activeId: string;
  trail: string[];
  onNavigate?: () => void;
  idPrefix: string;
}) {
  const t = useT();
  const containsActive = trail.includes(item.label) || item.id === activeId;
  const [open, setOpen] = useState(containsActive);
  // useId counts per render root, and the navbar, sidebar and mobile menu are separate roots:
  // the prefix keeps ids unique in the document.
  const listId = `${idPrefix}${useId()}`;
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const isActive = item.id === activeId;
  return (
    <li className={`sidebar__category${open ? ' sidebar__category--open' : ''}`}>
      {item.href ? (
        <div className="sidebar__category-row">
          <DocLink
            className={`sidebar__link sidebar__category-link${isActive ? ' sidebar__link--active' : ''}`}
            href={item.href}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </DocLink>
          <button
            type="button"
            className="sidebar__caret"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(open ? 'sidebar.collapse' : 'sidebar.expand', { label: item.label })}
            onClick={() => setOpen(!open)}
          />
        </div>
      ) : (
        // A category without a page of its own is one button: its name opens and closes it.
        <button
          type="button"
          className="sidebar__link sidebar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {item.label}
        </button>
      )}
      {/* Closed categories render their items only when opened: keeps every page's HTML small. */}
      <ul id={listId} className="sidebar__list" hidden={!open}>
        {open && (
          <Items items={item.items} activeId={activeId} trail={trail} onNavigate={onNavigate} idPrefix={idPrefix} />
        )}
      </ul>
    </li>
  );
}

function Items({
  items,
  activeId,
  trail,
  onNavigate,
  idPrefix,
}: {
  items: SidebarItem[];
  activeId: string;
  trail: string[];
  onNavigate?: () => void;
  idPrefix: string;
}) {
  return (
    <>
      {items.map((item) => {
        if (item.type === 'category')
          return (
            <Category
              key={`c-${item.label}`}
              item={item}
              activeId={activeId}
              trail={trail}
              onNavigate={onNavigate}
              idPrefix={idPrefix}
            />
          );
        const active = item.type === 'doc' && item.id === activeId;
        return (
          <li key={`${item.type}-${item.href}`} className="sidebar__item">
            <DocLink
              className={`sidebar__link${active ? ' sidebar__link--active' : ''}`}
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </DocLink>
          </li>
        );
      })}
    </>
  );
}

/** The current sidebar; the active page is marked and scrolled into view. */
export function Sidebar({
  items,
  activeId,
  onNavigate,
  className,
  idPrefix = 'sb',
}: {
  items: SidebarItem[];
  activeId: string;
  onNavigate?: () => void;
  className?: string;
  idPrefix?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const trail = categoryTrail(items, activeId) ?? [];
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('.sidebar__link--active');
    const container = ref.current;
    if (!active || !container) return;
    const a = active.getBoundingClientRect();
    const c = container.getBoundingClientRect();
    if (a.top < c.top || a.bottom > c.bottom) container.scrollTop += a.top - c.top - c.height / 3;
  }, [activeId]);
  return (
    <nav ref={ref} className={`sidebar ${className ?? ''}`} aria-label={t('sidebar.label')}>
      <ul className="sidebar__list sidebar__list--root">
        <Items items={items} activeId={activeId} trail={trail} onNavigate={onNavigate} idPrefix={idPrefix} />
      </ul>
    </nav>
  );
}
