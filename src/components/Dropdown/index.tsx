// A navbar menu: a button that shows a list of links (versions, languages, community,
// support). The list is in the HTML; ./element.ts opens it from the first tap and closes it
// on Escape, an outside click or focus leaving it.
import React from 'react';
import { useT } from '../../i18n';
import { DocLink } from '../DocLink';
import { Icon } from '../Icon';

export interface DropdownItem {
  label: string;
  href: string;
  newTab?: boolean;
  active?: boolean;
  lang?: string;
  /** A docs version the reader picks with this link: remembered as the preferred version. */
  version?: string;
}

export function Dropdown({
  id,
  label,
  buttonLabel,
  icon,
  items,
  footer,
  className,
}: {
  /** The menu's id, unique in the page. */
  id: string;
  label: string;
  buttonLabel?: string;
  icon?: React.ReactNode;
  items: DropdownItem[];
  footer?: DropdownItem;
  className?: string;
}) {
  const t = useT();
  const renderItem = (item: DropdownItem) => (
    <li key={`${item.label}-${item.href}`}>
      <DocLink
        className={`dropdown__link${item.active ? ' dropdown__link--active' : ''}`}
        href={item.href}
        aria-current={item.active ? 'true' : undefined}
        lang={item.lang}
        data-preferred-version={item.version}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {item.newTab && (
          <>
            <Icon name="external" size={12} className="dropdown__external" />
            <span className="visually-hidden"> {t('nav.newTab')}</span>
          </>
        )}
      </DocLink>
    </li>
  );
  return (
    <docs-dropdown>
      <div className={`dropdown ${className ?? ''}`}>
        <button
          type="button"
          className="navbar__item navbar__button dropdown__toggle"
          aria-expanded="false"
          aria-controls={id}
          aria-label={buttonLabel ? `${label}: ${buttonLabel}` : undefined}
        >
          {icon}
          <span>{buttonLabel ?? label}</span>
          <Icon name="chevronDown" size={14} />
        </button>
        <ul id={id} className="dropdown__menu" hidden>
          {items.map(renderItem)}
          {footer && <li className="dropdown__separator" role="presentation" />}
          {footer && renderItem(footer)}
        </ul>
      </div>
    </docs-dropdown>
  );
}
