import { createHrefRewriter, internalDocId } from '../../../src/node/reference/links';

describe('internalDocId', () => {
  const api = { base: 'api' as const, nativePlugins: new Set(['camera']) };
  it.each([
    ['./button', 'api/button'],
    ['../button', 'api/button'],
    ['button', 'api/button'],
    ['./button#properties', 'api/button#properties'],
    ['../theming/basics', 'theming/basics'],
    ['/docs/api/button', 'api/button'],
    ['/docs/api/button/', 'api/button'],
    ['/docs/theming/basics', 'theming/basics'],
    ['/docs/v7/api/list#props', 'api/list#props'],
    ['/docs/ja/api/list', 'api/list'],
    ['https://ionicframework.com/docs/api/title#collapsible-large-titles', 'api/title#collapsible-large-titles'],
    ['https://capacitorjs.com/docs/apis/camera#getphoto', 'native/camera#getphoto'],
  ])('%s -> %s', (href, id) => {
    expect(internalDocId(href, api)).toBe(id);
  });

  it.each([
    '#anchor',
    '',
    'https://developer.mozilla.org/en-US/docs/Web/API/Event',
    'https://ionicframework.com/docs/faq/security',
    'https://capacitorjs.com/docs/apis/unknown-plugin',
    'mailto:hi@example.com',
    '//cdn.example.com/x',
    '/blog/post',
  ])('%s stays external', (href) => {
    expect(internalDocId(href, api)).toBeNull();
  });

  it('uses the page folder as base for relative links', () => {
    expect(internalDocId('./faq', { base: 'native' })).toBe('native/faq');
  });
});

describe('createHrefRewriter', () => {
  it('passes internal ids to the resolver and leaves other hrefs unchanged', () => {
    const calls: string[] = [];
    const rewrite = createHrefRewriter({
      base: 'api',
      resolve: (id) => {
        calls.push(id);
        return `/docs/v7/${id}`;
      },
    });
    expect(rewrite('./list')).toBe('/docs/v7/api/list');
    expect(rewrite('https://example.com/')).toBe('https://example.com/');
    expect(rewrite('#slots')).toBe('#slots');
    expect(calls).toEqual(['api/list']);
  });
});
