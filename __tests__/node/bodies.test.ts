import { bodyKey, problemBody } from '../../src/node/bodies';
import type { BuiltPage } from '../../src/node/pages';

const page = (over: Partial<BuiltPage> = {}, model: Partial<BuiltPage['model']> = {}): BuiltPage =>
  ({
    kind: 'doc',
    path: '/intro/cli',
    repoPath: 'content/docs/v8/intro/cli.mdx',
    code: 'compiled code',
    generated: false,
    reference: null,
    ...over,
    model: {
      id: 'intro/cli',
      locale: 'en',
      version: 'v8',
      file: 'intro/cli.mdx',
      editUrl: 'https://example.com/edit/content/docs/v8/intro/cli.mdx',
      translated: true,
      description: 'The CLI.',
      ...model,
    },
  }) as BuiltPage;

const inputs = { reference: 'gen1:en:v8:intro/cli', playgrounds: 'p1' };

describe('bodyKey', () => {
  it('changes with what the body is rendered from', () => {
    const key = bodyKey(page(), inputs);
    expect(bodyKey(page(), inputs)).toBe(key);
    expect(bodyKey(page({ code: 'other code' }), inputs)).not.toBe(key);
    expect(bodyKey(page({}, { locale: 'ja' }), inputs)).not.toBe(key);
    expect(bodyKey(page({}, { translated: false }), inputs)).not.toBe(key);
    expect(bodyKey(page({}, { version: 'v7' }), inputs)).not.toBe(key);
  });

  it('depends on examples and reference data only where a page can show them', () => {
    const key = bodyKey(page(), inputs);
    expect(bodyKey(page(), { reference: 'gen2:en:v8:intro/cli', playgrounds: 'p2' })).toBe(key);
    const withDemo = page({ code: 'uses <Playground id="x" />' });
    expect(bodyKey(withDemo, { ...inputs, playgrounds: 'p2' })).not.toBe(bodyKey(withDemo, inputs));
    const generated = page({ reference: { kind: 'index', data: [] } });
    expect(bodyKey(generated, { ...inputs, reference: 'gen2' })).not.toBe(bodyKey(generated, inputs));
  });
});

describe('problemBody', () => {
  it('lists the problems, escaped, and says the page comes back by itself', () => {
    const body = problemBody(['a.mdx:1:1: Expected a closing tag for `<div>`']);
    expect(body.html).toContain('<code>a.mdx:1:1: Expected a closing tag for `&lt;div&gt;`</code>');
    expect(body.html).toContain('comes back by itself');
    expect(body.ids).toEqual([]);
  });
});
