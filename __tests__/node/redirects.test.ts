import { getTransformedRoutes, normalizeRoutes } from '@vercel/routing-utils';
import {
  buildRedirects,
  CACHE,
  fallbackFiles,
  netlifyRedirects,
  vercelConfig,
  type Redirect,
} from '../../src/node/redirects';
import type { DocVersion } from '../../src/lib/types';
import { beforeFilesystem, onError } from '../../scripts/vercel-routes.mjs';

const v8 = ['', 'react/overview', 'angular/overview', 'api/grid', 'updating/7-0', 'intro/cli'];
const pages = new Map<DocVersion, Set<string>>([
  ['v8', new Set(v8)],
  ['v7', new Set(v8.filter((id) => id !== 'api/grid'))],
]);

describe('buildRedirects', () => {
  it('makes one exact redirect per version and language for a moved page, plus the patterns', () => {
    const { redirects, problems } = buildRedirects({
      pages,
      moved: [{ from: 'react', to: 'react/overview', why: 'root' }],
    });
    expect(problems).toEqual([]);
    expect(redirects.filter((r) => r.kind === 'moved').map((r) => `${r.from} → ${r.to}`)).toEqual([
      '/docs/react → /docs/react/overview',
      '/docs/ja/react → /docs/ja/react/overview',
      '/docs/v7/react → /docs/v7/react/overview',
      '/docs/ja/v7/react → /docs/ja/v7/react/overview',
    ]);
    expect(redirects).toContainEqual({ from: '/docs/v8/:path*', to: '/docs/:path*', permanent: true, kind: 'pattern' });
    expect(redirects).toContainEqual({
      from: '/docs/v6/:path*',
      to: 'https://ionic-docs-v6.netlify.app/docs/:path*',
      permanent: false,
      kind: 'pattern',
    });
  });

  it('fails a target that is not a page, an address that is a page, a chain and a missing anchor', () => {
    const { problems } = buildRedirects({
      pages,
      moved: [
        { from: 'layout/grid', to: 'api/grid', versions: ['v7'], why: 'x' },
        { from: 'intro/cli', to: 'react/overview', versions: ['v8'], why: 'x' },
        { from: 'a', to: 'b', versions: ['v8'], why: 'x' },
        { from: 'b', to: 'react/overview', versions: ['v8'], why: 'x' },
        { from: 'api/slides', to: 'updating/7-0#nope', versions: ['v8'], why: 'x' },
      ],
      anchors: (path) => (path === '/docs/updating/7-0' ? new Set(['slides']) : undefined),
    });
    expect(problems.map((p) => p.message)).toEqual([
      'redirect "layout/grid" → "api/grid" (v7): "api/grid" is not a page of v7',
      'redirect "intro/cli" → "react/overview" (v8): "intro/cli" is a page itself',
      'redirect "a" → "b" (v8): "b" is not a page of v8',
      'redirect "api/slides" → "updating/7-0#nope" (v8): "updating/7-0" has no anchor "#nope"',
    ]);
    const chain = buildRedirects({
      pages: new Map([['v8', new Set(['x', 'y'])]]) as Map<DocVersion, Set<string>>,
      moved: [
        { from: 'a', to: 'x', versions: ['v8'], why: 'x' },
        { from: 'x-old', to: 'y', versions: ['v8'], why: 'x' },
        { from: 'old', to: 'x-old', versions: ['v8'], why: 'x' },
      ],
    });
    expect(chain.problems.map((p) => p.message)).toContain(
      'redirect "old" → "x-old" (v8): "x-old" is not a page of v8',
    );
  });

  it('takes frontmatter redirect_from, naming its file in problems', () => {
    const { redirects, problems } = buildRedirects({
      pages,
      moved: [],
      frontmatter: [
        { version: 'v8', from: 'react/old', to: 'react/overview', file: 'content/docs/v8/react/overview.mdx' },
        { version: 'v8', from: 'intro/cli', to: 'react/overview', file: 'content/docs/v8/react/overview.mdx' },
      ],
    });
    expect(redirects.filter((r) => r.kind === 'moved').map((r) => r.from)).toEqual([
      '/docs/react/old',
      '/docs/ja/react/old',
    ]);
    expect(problems).toEqual([
      {
        file: 'content/docs/v8/react/overview.mdx',
        message: 'redirect "intro/cli" → "react/overview" (v8): "intro/cli" is a page itself',
      },
    ]);
  });

  it('passes the reviewed list of the site against the real page ids', () => {
    // Every target of content/site/redirects.ts is checked in the build; here only that the
    // list has the previous site's framework roots and numbered tutorial steps.
    const { redirects } = buildRedirects({
      pages: new Map([
        ['v8', new Set(['x'])],
        ['v7', new Set(['x'])],
      ]) as Map<DocVersion, Set<string>>,
    });
    expect(redirects.filter((r) => r.kind === 'pattern').length).toBeGreaterThan(5);
  });
});

describe('host rules', () => {
  const redirects: Redirect[] = buildRedirects({
    pages,
    moved: [{ from: 'react', to: 'react/overview', why: 'root' }],
  }).redirects;
  const config = vercelConfig(redirects, getTransformedRoutes as never);
  const routes = config.routes as { src?: string; headers?: Record<string, string>; status?: number; dest?: string }[];

  it('is valid for Vercel', () => {
    expect(normalizeRoutes(routes as never).error).toBeNull();
  });

  // The routes as `npm run serve` applies them (scripts/vercel-routes.mjs).
  const redirectOf = (path: string) => {
    const { status, location } = beforeFilesystem(routes, path);
    return status ? { status, to: location } : null;
  };
  const cacheOf = (path: string) => beforeFilesystem(routes, path).headers['Cache-Control'];

  it('redirects moved pages, aliases, .html and /index.html addresses', () => {
    expect(redirectOf('/docs/react')).toEqual({ status: 308, to: '/docs/react/overview' });
    expect(redirectOf('/docs/ja/v7/react')).toEqual({ status: 308, to: '/docs/ja/v7/react/overview' });
    expect(redirectOf('/docs/next/intro/cli')).toEqual({ status: 308, to: '/docs/intro/cli' });
    expect(redirectOf('/docs/intro/environment.html')).toEqual({ status: 308, to: '/docs/intro/environment' });
    expect(redirectOf('/docs/api/button/index.html')).toEqual({ status: 308, to: '/docs/api/button' });
    expect(redirectOf('/docs/intro/environment')).toBeNull();
  });

  it('caches hashed files for a year and revalidates HTML, page data and the search index', () => {
    expect(cacheOf('/docs/app-358c367559e05a568aa6.js')).toBe(CACHE.immutable);
    expect(cacheOf('/docs/styles.9eca7dd15f4157538834.css')).toBe(CACHE.immutable);
    expect(cacheOf('/docs/intro/environment')).toBe(CACHE.revalidate);
    expect(cacheOf('/docs/ja/')).toBe(CACHE.revalidate);
    expect(cacheOf('/docs/page-data/intro/environment/page-data.json')).toBe(CACHE.revalidate);
    expect(cacheOf('/docs/pagefind/pagefind-entry.json')).toBe(CACHE.revalidate);
    expect(cacheOf('/docs/pagefind/pagefind.js')).toBe(CACHE.revalidate);
  });

  it('serves a not-found page per language with status 404', () => {
    const errorPhase = routes.slice(routes.findIndex((r) => (r as { handle?: string }).handle === 'error') + 1);
    expect(errorPhase).toEqual([
      { src: '^/docs/ja(?:/.*)?$', status: 404, dest: '/ja/404/index.html' },
      { src: '^/.*$', status: 404, dest: '/404.html' },
    ]);
  });

  it('answers an address with no file with the not-found page of its language', () => {
    expect(onError(routes, '/docs/ja/api/nope')).toEqual({ status: 404, file: '/ja/404/index.html' });
    expect(onError(routes, '/docs/api/nope')).toEqual({ status: 404, file: '/404.html' });
  });

  it('gives Netlify the same redirects', () => {
    expect(netlifyRedirects(redirects)).toContain('/docs/next/* /docs/:splat 301');
    expect(netlifyRedirects(redirects)).toContain('/docs/react /docs/react/overview 301');
  });
});

describe('fallback pages', () => {
  it('refresh to the new address, name it as canonical and link it, in the address language', () => {
    const files = fallbackFiles([
      { from: '/docs/ja/react', to: '/docs/ja/react/overview', permanent: true, kind: 'moved' },
      { from: '/docs/v8/:path*', to: '/docs/:path*', permanent: true, kind: 'pattern' },
    ]);
    expect(files.map((f) => f.to)).toEqual(['ja/react/index.html']);
    const html = files[0].content;
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/ja/react/overview">');
    expect(html).toContain('<link rel="canonical" href="https://ionicframework.com/docs/ja/react/overview">');
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<a href="/docs/ja/react/overview">');
  });
});
