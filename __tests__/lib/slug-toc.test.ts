import { slugify, Slugger } from '../../src/lib/slug';
import { activeHeading, buildToc, flattenToc } from '../../src/lib/toc';

describe('slugify', () => {
  it('makes GitHub-style slugs and keeps Japanese', () => {
    expect(slugify('Global Config')).toBe('global-config');
    expect(slugify("Ionic 8.0: what's new?")).toBe('ionic-80-whats-new');
    expect(slugify('ion-button & friends')).toBe('ion-button--friends');
    expect(slugify('プロパティ一覧')).toBe('プロパティ一覧');
  });
  it('numbers repeated headings and respects claimed ids', () => {
    const s = new Slugger();
    expect(s.slug('Usage')).toBe('usage');
    expect(s.slug('Usage')).toBe('usage-1');
    expect(s.claim('usage')).toBe('usage-2');
    expect(s.slug('Usage')).toBe('usage-3');
  });
});

describe('buildToc', () => {
  const headings = [
    { depth: 3, id: 'orphan', text: 'Orphan' },
    { depth: 2, id: 'a', text: 'A' },
    { depth: 3, id: 'a1', text: 'A1' },
    { depth: 4, id: 'deep', text: 'Deep' },
    { depth: 2, id: 'b', text: 'B' },
    { depth: 1, id: 'title', text: 'Title' },
  ];
  it('keeps levels 2 to 3 and nests h3 under h2', () => {
    expect(buildToc(headings)).toEqual([
      { id: 'orphan', text: 'Orphan', depth: 3, children: [] },
      { id: 'a', text: 'A', depth: 2, children: [{ id: 'a1', text: 'A1', depth: 3, children: [] }] },
      { id: 'b', text: 'B', depth: 2, children: [] },
    ]);
    expect(flattenToc(buildToc(headings))).toEqual(['orphan', 'a', 'a1', 'b']);
  });
  it('marks the last heading above the activation line', () => {
    expect(
      activeHeading(
        [
          { id: 'a', top: 50 },
          { id: 'b', top: 300 },
        ],
        100,
      ),
    ).toBe('a');
    expect(
      activeHeading(
        [
          { id: 'a', top: 150 },
          { id: 'b', top: 300 },
        ],
        100,
      ),
    ).toBe('a');
    expect(
      activeHeading(
        [
          { id: 'a', top: -500 },
          { id: 'b', top: 90 },
          { id: 'c', top: 400 },
        ],
        100,
      ),
    ).toBe('b');
    expect(activeHeading([], 100)).toBeNull();
  });
});
