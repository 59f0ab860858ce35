import { otherName } from '../../src/components/DocPage';

describe("a page's other name (for search)", () => {
  it('is its sidebar label when that differs from its title', () => {
    const crumbs = [{ label: 'CLI Guides' }, { label: 'Live Reload' }];
    expect(otherName({ title: 'Live Reload on Devices', breadcrumbs: crumbs })).toBe('Live Reload');
    expect(otherName({ title: 'Live Reload', breadcrumbs: crumbs })).toBeNull();
  });
  it('is nothing for a page outside the sidebar, or a label Pagefind would cut at a comma', () => {
    expect(otherName({ title: 'Search', breadcrumbs: [] })).toBeNull();
    expect(otherName({ title: 'Long title', breadcrumbs: [{ label: 'Lists, grids' }] })).toBeNull();
  });
});
