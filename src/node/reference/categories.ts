// Sidebar groups of the component API reference (names are tags without 'ion-').
// Covers every component of v8 and v7 exactly once (enforced by a test), plus 'icon'
// whose page comes from the ionicons package.
// `id` keeps a heading id that GitHub's slugger would spell differently ('date--time-pickers').
export const componentCategories: { label: string; id?: string; names: string[] }[] = [
  { label: 'Accordion', names: ['accordion', 'accordion-group'] },
  { label: 'Action Sheet', names: ['action-sheet'] },
  { label: 'Alert', names: ['alert'] },
  { label: 'Badge', names: ['badge'] },
  { label: 'Breadcrumbs', names: ['breadcrumb', 'breadcrumbs'] },
  { label: 'Button', names: ['button', 'ripple-effect'] },
  { label: 'Card', names: ['card', 'card-content', 'card-header', 'card-subtitle', 'card-title'] },
  { label: 'Checkbox', names: ['checkbox'] },
  { label: 'Chip', names: ['chip'] },
  { label: 'Content', names: ['app', 'content'] },
  {
    label: 'Date & Time Pickers',
    id: 'date-time-pickers',
    names: ['datetime', 'datetime-button', 'picker', 'picker-column', 'picker-column-option', 'picker-legacy'],
  },
  { label: 'Floating Action Button', names: ['fab', 'fab-button', 'fab-list'] },
  { label: 'Grid', names: ['grid', 'col', 'row'] },
  { label: 'Icons', names: ['icon'] },
  { label: 'Infinite Scroll', names: ['infinite-scroll', 'infinite-scroll-content'] },
  { label: 'Input', names: ['input', 'input-otp', 'input-password-toggle', 'textarea'] },
  {
    label: 'Item',
    names: ['item', 'item-divider', 'item-group', 'item-sliding', 'item-options', 'item-option', 'label', 'note'],
  },
  { label: 'List', names: ['list', 'list-header'] },
  { label: 'Media', names: ['avatar', 'img', 'thumbnail'] },
  { label: 'Menu', names: ['menu', 'menu-button', 'menu-toggle', 'split-pane'] },
  { label: 'Modal', names: ['modal', 'backdrop'] },
  { label: 'Navigation', names: ['nav', 'nav-link'] },
  { label: 'Popover', names: ['popover'] },
  { label: 'Progress Indicators', names: ['loading', 'progress-bar', 'skeleton-text', 'spinner'] },
  { label: 'Radio', names: ['radio', 'radio-group'] },
  { label: 'Range', names: ['range'] },
  { label: 'Refresher', names: ['refresher', 'refresher-content'] },
  { label: 'Reorder', names: ['reorder', 'reorder-group'] },
  { label: 'Routing', names: ['router', 'router-link', 'router-outlet', 'route', 'route-redirect'] },
  { label: 'Searchbar', names: ['searchbar'] },
  { label: 'Segment', names: ['segment', 'segment-button', 'segment-content', 'segment-view'] },
  { label: 'Select', names: ['select', 'select-option', 'select-modal'] },
  { label: 'Tabs', names: ['tabs', 'tab', 'tab-bar', 'tab-button'] },
  { label: 'Toast', names: ['toast'] },
  { label: 'Toggle', names: ['toggle'] },
  { label: 'Toolbar', names: ['toolbar', 'header', 'footer', 'title', 'buttons', 'back-button'] },
  { label: 'Typography', names: ['text'] },
];

const byName = new Map<string, string>();
for (const group of componentCategories) for (const n of group.names) byName.set(n, group.label);

/** Category label of a component route name ('button'), or undefined when it is not listed. */
export function categoryOf(name: string): string | undefined {
  return byName.get(name);
}
