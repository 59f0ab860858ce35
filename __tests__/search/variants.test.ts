// A guide page's copies in the frameworks' folders are one search result (src/search/variants.ts).
import { foldFrameworkCopies, frameworkPage, frameworksNamed } from '../../src/search/variants';

const fold = (query: string, urls: string[], preferred: Parameters<typeof foldFrameworkCopies>[3] = null) =>
  foldFrameworkCopies(query, urls, (u) => u, preferred).map(({ item, variants }) =>
    variants.length ? `${item} +${variants.map((v) => v.framework).join(',')}` : item,
  );

describe('framework copies in search results', () => {
  it('knows a guide page by the path around its framework folder, in every language and version', () => {
    expect(frameworkPage('/docs/react/your-first-app/taking-photos')).toEqual({
      framework: 'react',
      key: '/docs/*/your-first-app/taking-photos',
    });
    expect(frameworkPage('/docs/ja/v7/vue/storage#setup')).toEqual({ framework: 'vue', key: '/docs/ja/v7/*/storage' });
    expect(frameworkPage('/docs/javascript/overview')).toEqual({ framework: 'javascript', key: '/docs/*/overview' });
    expect(frameworkPage('/docs/api/button')).toBeNull();
    expect(frameworkPage('/docs/native/camera')).toBeNull();
    // A folder that only starts with a framework's name is not one.
    expect(frameworkPage('/docs/reactive/forms')).toBeNull();
  });

  it('reads the frameworks a query names', () => {
    expect(frameworksNamed('react navigation')).toEqual(['react']);
    expect(frameworksNamed('Vue lifecycle')).toEqual(['vue']);
    expect(frameworksNamed('js overview')).toEqual(['javascript']);
    expect(frameworksNamed('reactive forms')).toEqual([]);
    expect(frameworksNamed('take photo camera')).toEqual([]);
  });

  it('folds the copies into the best ranked one, at its place, so the next topic moves up', () => {
    const ranked = [
      '/docs/angular/your-first-app/taking-photos',
      '/docs/vue/your-first-app/taking-photos',
      '/docs/react/your-first-app/taking-photos',
      '/docs/native/camera',
      '/docs/react/storage',
    ];
    expect(fold('take photo camera', ranked)).toEqual([
      '/docs/angular/your-first-app/taking-photos +react,vue',
      '/docs/native/camera',
      '/docs/react/storage',
    ]);
  });

  it("keeps the reader's framework, unless the query names another", () => {
    const ranked = ['/docs/angular/navigation', '/docs/api/nav', '/docs/react/navigation', '/docs/vue/navigation'];
    expect(fold('navigation', ranked, 'vue')).toEqual(['/docs/vue/navigation +angular,react', '/docs/api/nav']);
    expect(fold('react navigation', ranked, 'vue')).toEqual(['/docs/react/navigation +angular,vue', '/docs/api/nav']);
    // A stored framework with no copy among the results: the best ranked copy stays.
    expect(fold('navigation', ranked.slice(0, 2), 'vue')).toEqual(['/docs/angular/navigation', '/docs/api/nav']);
  });

  it('does not fold the same page of two versions or two languages', () => {
    expect(fold('storage', ['/docs/react/storage', '/docs/v7/react/storage', '/docs/ja/vue/storage'])).toEqual([
      '/docs/react/storage',
      '/docs/v7/react/storage',
      '/docs/ja/vue/storage',
    ]);
  });
});
