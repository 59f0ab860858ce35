import React, { useId } from 'react';
import { useT } from '../../i18n';
import { useDisclosure } from '../../hooks/useDisclosure';
import { DocLink } from '../DocLink';
import { Icon } from '../Icon';

export interface DropdownItem {
  label: string;
  href: string;
  newTab?: boolean;
  active?: boolean;
  lang?: string;
  onSelect?: () => void;
}

/** A disclosure menu: a button that opens a list of links; Escape and outside clicks close it. */
export function Dropdown({
  label,
  buttonLabel,
  icon,
  items,
  footer,
  className,
}: {
  label: string;
  buttonLabel?: string;
  icon?: React.ReactNode;
  items: DropdownItem[];
  footer?: DropdownItem;
  className?: string;
}) {
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const id = `dd${useId()}`; // unique beside the other render roots' useId (see Sidebar)
  const t = useT();
  const renderItem = (item: DropdownItem) => (
    <li key={`${item.label}-${item.href}`}>
      <DocLink
        className={`dropdown__link${item.active ? ' dropdown__link--active' : ''}`}
        href={item.href}
        aria-current={item.active ? 'true' : undefined}
        lang={item.lang}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={() => {
          item.onSelect?.();
          close();
        }}
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
    <div className={`dropdown${open ? ' dropdown--open' : ''} ${className ?? ''}`} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="navbar__item navbar__button dropdown__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel ? `${label}: ${buttonLabel}` : undefined}
        onClick={toggle}
      >
        {icon}
        <span>{buttonLabel ?? label}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {/* Items render when opened (the button needs JavaScript anyway): smaller HTML per page. */}
      <ul id={id} className="dropdown__menu" hidden={!open}>
        {open && items.map(renderItem)}
        {open && footer && <li className="dropdown__separator" role="presentation" />}
        {open && footer && renderItem(footer)}
      </ul>
    </div>
  );
}
