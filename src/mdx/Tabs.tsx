import React, { useId, useRef } from 'react';
import { useTabChoice } from '../providers/TabsSync';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children: React.ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrows, Home, End). Every panel is in the HTML so
 * search and readers without JavaScript get all of them; only the selected one shows.
 */
export function Tabs({ groupId, defaultValue, children }: { groupId?: string; defaultValue?: string; children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter((c): c is React.ReactElement<TabItemProps> => React.isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const values = items.map((i) => i.props.value);
  const fallback = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0] ?? '';
  const [selected, select] = useTabChoice(groupId, values, fallback);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    select(values[next]);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list" aria-orientation="horizontal">
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={`tabs__tab${active ? ' tabs__tab--active' : ''}`}
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          className="tabs__panel"
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
