// A version's sidebar in one language. Every category's items are in the HTML (closed ones
// hidden), so a category opens from the first tap (./element.ts) and find in page sees all
// of it. The categories on the way to the active page are open.
import React from 'react';
import { useT } from '../../i18n';
import { categoryTrail } from '../../lib/sidebar';
import type { SidebarItem } from '../../lib/types';
import { DocLink } from '../DocLink';

type Category = Extract<SidebarItem, { type: 'category' }>;

interface Shared {
  activeId: string;
  trail: string[];
  /** Prefix of the category lists' ids (unique in the page). */
  idPrefix: string;
}

function CategoryItem({ item, path, ...shared }: Shared & { item: Category; path: string }) {
  const t = useT();
  const open = shared.trail.includes(item.label) || item.id === shared.activeId;
  const isActive = item.id === shared.activeId;
  const listId = `${shared.idPrefix}-${path}`;
  const toggleLabels = {
    'data-label-expand': t('sidebar.expand', { label: item.label }),
    'data-label-collapse': t('sidebar.collapse', { label: item.label }),
  };
  return (
    <li className="sidebar__category">
      {item.href ? (
        <div className="sidebar__category-row">
          <DocLink
            className={`sidebar__link sidebar__category-link${isActive ? ' sidebar__link--active' : ''}`}
            href={item.href}
            aria-current={isActive ? 'page' : undefined}
          >
            {item.label}
          </DocLink>
          <button
            type="button"
            className="sidebar__caret"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={open ? toggleLabels['data-label-collapse'] : toggleLabels['data-label-expand']}
            {...toggleLabels}
          />
        </div>
      ) : (
        // A category without a page of its own is one button: its name opens and closes it.
        <button type="button" className="sidebar__link sidebar__toggle" aria-expanded={open} aria-controls={listId}>
          {item.label}
        </button>
      )}
      <ul id={listId} className="sidebar__list" hidden={!open}>
        <Items items={item.items} path={path} {...shared} />
      </ul>
    </li>
  );
}

function Items({ items, path, ...shared }: Shared & { items: SidebarItem[]; path: string }) {
  return (
    <>
      {items.map((item, i) => {
        if (item.type === 'category') {
          return <CategoryItem key={`c-${item.label}`} item={item} path={path ? `${path}-${i}` : `${i}`} {...shared} />;
        }
        const active = item.type === 'doc' && item.id === shared.activeId;
        return (
          <li key={`${item.type}-${item.href}`} className="sidebar__item">
            <DocLink
              className={`sidebar__link${active ? ' sidebar__link--active' : ''}`}
              href={item.href}
              aria-current={active ? 'page' : undefined}
            >
              {item.label}
            </DocLink>
          </li>
        );
      })}
    </>
  );
}

/** The current sidebar, the active page marked (./element.ts scrolls it into view). */
export function Sidebar({
  items,
  activeId,
  idPrefix = 'sb',
}: {
  items: SidebarItem[];
  activeId: string;
  idPrefix?: string;
}) {
  const t = useT();
  const trail = categoryTrail(items, activeId) ?? [];
  return (
    <docs-sidebar>
      <nav className="sidebar" aria-label={t('sidebar.label')}>
        <ul className="sidebar__list sidebar__list--root">
          <Items items={items} path="" activeId={activeId} trail={trail} idPrefix={idPrefix} />
        </ul>
      </nav>
    </docs-sidebar>
  );
}
