import { fromPath, toPagePath, toPath } from '../../src/lib/routes';

describe('toPath', () => {
  it.each([
    [{ locale: 'en', version: 'v8', slug: '' }, '/docs/'],
    [{ locale: 'en', version: 'v7', slug: '' }, '/docs/v7/'],
    [{ locale: 'ja', version: 'v8', slug: '' }, '/docs/ja/'],
    [{ locale: 'ja', version: 'v7', slug: '' }, '/docs/ja/v7/'],
    [{ locale: 'en', version: 'v8', slug: 'theming/basics' }, '/docs/theming/basics'],
    [{ locale: 'en', version: 'v7', slug: 'api/button' }, '/docs/v7/api/button'],
    [{ locale: 'ja', version: 'v8', slug: 'intro/cli' }, '/docs/ja/intro/cli'],
    [{ locale: 'ja', version: 'v7', slug: 'cli/commands/capacitor-build' }, '/docs/ja/v7/cli/commands/capacitor-build'],
  ] as const)('%o → %s', (route, path) => {
    expect(toPath(route)).toBe(path);
    expect(fromPath(path)).toEqual(route);
  });

  it('adds a hash and strips index from slugs', () => {
    expect(toPath({ locale: 'en', version: 'v8', slug: 'api/button' }, 'properties')).toBe(
      '/docs/api/button#properties',
    );
    expect(toPath({ locale: 'en', version: 'v8', slug: 'cli/index' })).toBe('/docs/cli');
    expect(toPagePath({ locale: 'ja', version: 'v8', slug: 'cli' })).toBe('/ja/cli');
  });
});

describe('fromPath', () => {
  it('ignores query, hash, trailing slash and .html forms', () => {
    expect(fromPath('/docs/v7/intro/cli/?q=1#x')).toEqual({ locale: 'en', version: 'v7', slug: 'intro/cli' });
    expect(fromPath('/docs/intro/cli.html')).toEqual({ locale: 'en', version: 'v8', slug: 'intro/cli' });
    expect(fromPath('/docs/ja/intro/index.html')).toEqual({ locale: 'ja', version: 'v8', slug: 'intro' });
  });
  it('does not treat the default locale or current version as prefixes', () => {
    expect(fromPath('/docs/en/foo')).toEqual({ locale: 'en', version: 'v8', slug: 'en/foo' });
    expect(fromPath('/docs/v8/foo')).toEqual({ locale: 'en', version: 'v8', slug: 'v8/foo' });
  });
  it('returns null outside the docs', () => {
    expect(fromPath('https://example.com/docs/x')).toBeNull();
  });
});
