import { cleanAddress, levenshtein, nearestPages, pathDistance, searchWords } from '../../src/lib/addresses';
import { suggestionsFor } from '../../src/lib/not-found';

describe('cleanAddress', () => {
  it('drops .html and /index.html, keeping slashes only on homes', () => {
    expect(cleanAddress('/docs/intro/environment.html')).toBe('/docs/intro/environment');
    expect(cleanAddress('/docs/api/button/index.html')).toBe('/docs/api/button');
    expect(cleanAddress('/docs/index.html')).toBe('/docs/');
    expect(cleanAddress('/docs/ja/index.html')).toBe('/docs/ja/');
    expect(cleanAddress('/docs/404.html')).toBeNull();
    expect(cleanAddress('/docs/intro/environment')).toBeNull();
    expect(cleanAddress('/elsewhere/x.html')).toBeNull();
  });
  it('follows prefix aliases of the current version', () => {
    expect(cleanAddress('/docs/v8/intro/cli')).toBe('/docs/intro/cli');
    expect(cleanAddress('/docs/ja/v8/api/modal')).toBe('/docs/ja/api/modal');
    expect(cleanAddress('/docs/next')).toBe('/docs/');
    expect(cleanAddress('/docs/v9/')).toBe('/docs/');
    expect(cleanAddress('/docs/next/intro/cli.html')).toBe('/docs/intro/cli');
    expect(cleanAddress('/docs/v7/intro/cli')).toBeNull();
  });
});

describe('nearest pages', () => {
  const ids = ['api/grid', 'layout/structure', 'developing/config', 'angular/testing', 'updating/8-0', 'api/button']
    .concat(['react/your-first-app/distribute', 'vue/your-first-app/distribute'])
    .map((id) => ({ id }));
  it('measures letters and segments', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(pathDistance('api/grid', 'api/grid')).toBe(0);
    expect(pathDistance('layout/grid', 'api/grid')).toBeLessThan(pathDistance('layout/grid', 'layout/structure'));
  });
  it('names the successor of renamed pages and typos first', () => {
    expect(nearestPages('layout/grid', ids, 1)[0].id).toBe('api/grid');
    expect(nearestPages('angular/config', ids, 1)[0].id).toBe('developing/config');
    expect(nearestPages('api/buton', ids, 1)[0].id).toBe('api/button');
    expect(nearestPages('react/your-first-app/8-distribute', ids, 1)[0].id).toBe('react/your-first-app/distribute');
  });
  it('searches for the last words of the address', () => {
    expect(searchWords('api/virtual-scroll')).toBe('virtual scroll');
    expect(searchWords('react/your-first-app/2-taking-photos')).toBe('taking photos');
    expect(searchWords('updating/9-0')).toBe('9 0');
  });
});

describe('suggestionsFor', () => {
  const routes = {
    v8: [
      ['api/grid', 'ion-grid'],
      ['vue/testing', 'Testing'],
    ] as [string, string][],
    v7: [['api/grid', 'ion-grid']] as [string, string][],
  };
  it('suggests in the version and language of the address, and the same page in the other version', () => {
    const s = suggestionsFor('/docs/ja/v7/vue/testing', routes);
    expect(s.nearest[0]).toEqual({ href: '/docs/ja/v7/api/grid', title: 'ion-grid' });
    expect(s.other).toEqual({ href: '/docs/ja/vue/testing', title: 'Testing', version: 'v8' });
    expect(s.query).toBe('testing');
  });
});
