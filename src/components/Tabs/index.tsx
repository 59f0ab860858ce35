// Tabs in a page body (WAI-ARIA tabs pattern). Every panel is in the HTML, so search, find in
// page and readers without JavaScript get all of them. A stored choice of a synced group
// (`groupId`, e.g. the framework) is shown from the first paint by the pre-paint script
// (./choices.ts); clicks and keys are <docs-tabs> (./element.ts).
import React from 'react';
import { useNextId } from '../PageIds';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: React.ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export class TabsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TabsError';
  }
}

/**
 * The tab items of `children` and the selected value; throws (failing the build, which names
 * the page's file) on input that would show a broken set: no tab, a child that is not a
 * <TabItem value="…">, two tabs with one value, or a defaultValue that names no tab.
 */
export function tabsModel(children: React.ReactNode, defaultValue?: string, groupId?: string) {
  const where = `<Tabs${groupId ? ` groupId="${groupId}"` : ''}>`;
  const items: React.ReactElement<TabItemProps>[] = [];
  for (const child of React.Children.toArray(children)) {
    if (typeof child === 'string' && !child.trim()) continue;
    if (!React.isValidElement(child) || typeof (child.props as TabItemProps).value !== 'string') {
      throw new TabsError(`${where}: every child must be a <TabItem value="…">`);
    }
    items.push(child as React.ReactElement<TabItemProps>);
  }
  if (!items.length) throw new TabsError(`${where} has no <TabItem>`);
  const values = items.map((i) => i.props.value);
  const twice = values.filter((v, i) => values.indexOf(v) !== i);
  if (twice.length)
    throw new TabsError(`${where}: two tabs have the value "${twice[0]}" (values: ${values.join(', ')})`);
  if (defaultValue !== undefined && !values.includes(defaultValue)) {
    throw new TabsError(`${where}: defaultValue "${defaultValue}" names no tab (values: ${values.join(', ')})`);
  }
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0];
  return { items, selected };
}

export function Tabs({
  groupId,
  defaultValue,
  children,
}: {
  groupId?: string;
  defaultValue?: string;
  children?: React.ReactNode;
}) {
  const { items, selected } = tabsModel(children, defaultValue, groupId);
  const base = useNextId()('tabs');
  return (
    <docs-tabs class="tabs" data-group={groupId} data-default={selected}>
      <div role="tablist" className="tabs__list" aria-orientation="horizontal">
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              data-value={item.props.value}
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
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={item.props.value !== selected}
          className="tabs__panel"
          data-value={item.props.value}
        >
          {item.props.children}
        </div>
      ))}
    </docs-tabs>
  );
}
