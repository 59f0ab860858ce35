import {
  breadcrumbsFor,
  categoryTrail,
  flattenSidebar,
  mergeSidebars,
  previousAndNext,
  pruneSidebars,
  referencedIds,
  resolveSidebar,
  sidebarOf,
  sidebarProblems,
  SidebarValidationError,
  validateSidebars,
} from '../../src/lib/sidebar';
import type { SidebarItemInput } from '../../src/lib/types';

const input: SidebarItemInput[] = [
  '',
  { type: 'category', label: 'Getting Started', items: ['intro/environment', 'intro/cli'] },
  {
    type: 'category',
    label: 'Developing',
    link: 'developing/config',
    items: [
      'developing/config/global',
      { type: 'doc', id: 'developing/tips', label: 'Tips!' },
      { type: 'link', label: 'Forum', href: 'https://forum.ionicframework.com' },
    ],
  },
];
const ids = [
  '',
  'intro/environment',
  'intro/cli',
  'developing/config',
  'developing/config/global',
  'developing/tips',
  'orphan',
];
const resolved = resolveSidebar(
  input,
  (id) => ({ label: `T:${id}` }),
  (id) => `/docs/${id}`,
);

describe('validateSidebars', () => {
  it('accepts sidebars naming existing docs', () => {
    expect(() => validateSidebars('v8', { docs: input }, ids)).not.toThrow();
    expect(referencedIds(input)).toEqual([
      '',
      'intro/environment',
      'intro/cli',
      'developing/config',
      'developing/config/global',
      'developing/tips',
    ]);
  });
  it('fails on a missing doc, listing the valid ids', () => {
    const bad = { docs: [...input, 'theming/basic'] };
    expect(() => validateSidebars('v8', bad, ids)).toThrow(SidebarValidationError);
    try {
      validateSidebars('v8', bad, ids);
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('sidebar "docs" names doc "theming/basic", which does not exist');
      expect(message).toContain('Valid doc ids for v8 are:');
      expect(message).toContain('developing/config/global');
    }
  });
  it('fails on a doc listed twice', () => {
    expect(() => validateSidebars('v8', { docs: ['intro/cli'], api: ['intro/cli'] }, ids)).toThrow(/listed twice/);
  });
});

describe('sidebarProblems and pruneSidebars (the development server goes on while a sidebar is wrong)', () => {
  const bad = {
    docs: [
      ...input,
      'theming/basic',
      { type: 'category' as const, label: 'Gone', link: 'gone', items: ['intro/cli', 'orphan'] },
    ],
  };
  it('lists each problem with the doc id it is about', () => {
    expect(sidebarProblems(bad, ids)).toEqual([
      { message: 'sidebar "docs" names doc "theming/basic", which does not exist', id: 'theming/basic' },
      { message: 'sidebar "docs" names doc "gone", which does not exist', id: 'gone' },
      { message: 'doc "intro/cli" is listed twice (sidebars "docs" and "docs")', id: 'intro/cli' },
    ]);
    expect(sidebarProblems({ docs: input }, ids)).toEqual([]);
  });
  it('keeps what is valid: missing docs and second listings go, a category keeps its items', () => {
    const pruned = pruneSidebars(bad, ids);
    expect(sidebarProblems(pruned, ids)).toEqual([]);
    expect(pruned.docs?.slice(input.length)).toEqual([{ type: 'category', label: 'Gone', items: ['orphan'] }]);
    expect(pruneSidebars({ docs: input }, ids)).toEqual({ docs: input });
  });
});

describe('resolved sidebars', () => {
  it('resolves labels and hrefs', () => {
    expect(resolved[1]).toEqual({
      type: 'category',
      label: 'Getting Started',
      items: [
        { type: 'doc', id: 'intro/environment', label: 'T:intro/environment', href: '/docs/intro/environment' },
        { type: 'doc', id: 'intro/cli', label: 'T:intro/cli', href: '/docs/intro/cli' },
      ],
    });
  });
  it('flattens in reading order with category pages first', () => {
    expect(flattenSidebar(resolved).map((e) => e.id)).toEqual([
      '',
      'intro/environment',
      'intro/cli',
      'developing/config',
      'developing/config/global',
      'developing/tips',
    ]);
  });
  it('computes previous and next', () => {
    expect(previousAndNext(resolved, 'intro/cli')).toEqual({
      previous: { label: 'T:intro/environment', href: '/docs/intro/environment' },
      next: { label: 'Developing', href: '/docs/developing/config' },
    });
    expect(previousAndNext(resolved, '').previous).toBeNull();
    expect(previousAndNext(resolved, 'orphan')).toEqual({ previous: null, next: null });
  });
  it('builds breadcrumbs and the category trail', () => {
    expect(breadcrumbsFor(resolved, 'developing/tips')).toEqual([
      { label: 'Developing', href: '/docs/developing/config' },
      { label: 'Tips!' },
    ]);
    expect(breadcrumbsFor(resolved, 'orphan')).toEqual([]);
    expect(categoryTrail(resolved, 'developing/config/global')).toEqual(['Developing']);
    expect(categoryTrail(resolved, 'orphan')).toBeNull();
  });
  it('finds the sidebar of a doc', () => {
    expect(sidebarOf('intro/cli', { docs: input, api: ['api/button'] })).toBe('docs');
    expect(sidebarOf('api/button', { docs: input, api: ['api/button'] })).toBe('api');
    expect(sidebarOf('orphan', { docs: input })).toBeNull();
  });
});

describe('mergeSidebars', () => {
  it('keeps written items first and appends generated ones not yet listed', () => {
    const merged = mergeSidebars(
      { docs: ['a'], cli: ['cli', { type: 'category', label: 'CLI Guides', items: ['cli/configuration'] }] },
      {
        cli: ['cli', { type: 'category', label: 'General', items: ['cli/commands/start'] }],
        native: ['native', 'native/camera'],
      },
    );
    expect(merged.docs).toEqual(['a']);
    expect(merged.cli).toEqual([
      'cli',
      { type: 'category', label: 'CLI Guides', items: ['cli/configuration'] },
      { type: 'category', label: 'General', items: ['cli/commands/start'] },
    ]);
    expect(merged.native).toEqual(['native', 'native/camera']);
  });
});
