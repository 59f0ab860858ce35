import { fallbackTarget, type DocIndex } from '../../src/lib/link-fallback';

const index: DocIndex = {
  v8: new Map([
    ['', new Set()],
    ['cli', new Set()],
    ['theming/basics', new Set(['colors'])],
    ['api/title', new Set(['properties'])],
  ]),
  v7: new Map([
    ['', new Set()],
    ['cli', new Set()],
    ['api/title', new Set(['properties'])],
  ]),
};

describe('fallbackTarget', () => {
  it('keeps existing pages and anchors', () => {
    expect(fallbackTarget(index, 'v7', 'v8', 'api/title', 'properties')).toEqual({ version: 'v7', id: 'api/title', hash: 'properties' });
  });
  it('drops an unknown anchor', () => {
    expect(fallbackTarget(index, 'v7', 'v8', 'api/title', 'collapsible-large-titles')).toEqual({ version: 'v7', id: 'api/title', hash: undefined });
  });
  it('uses the current version when the page only exists there', () => {
    expect(fallbackTarget(index, 'v7', 'v8', 'theming/basics', 'colors')).toEqual({ version: 'v8', id: 'theming/basics', hash: 'colors' });
  });
  it('falls back to the nearest section, then the home', () => {
    expect(fallbackTarget(index, 'v7', 'v8', 'cli/livereload', undefined)).toEqual({ version: 'v7', id: 'cli' });
    expect(fallbackTarget(index, 'v8', 'v8', 'nowhere/at/all', 'x')).toEqual({ version: 'v8', id: '' });
  });
});
