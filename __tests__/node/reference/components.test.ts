import * as path from 'path';
import { componentName, loadComponentPages } from '../../../src/node/reference/components';
import { ReferenceDataError, clearReferenceCaches } from '../../../src/node/reference/packages';

const FIX = path.join(__dirname, '../../fixtures/reference');
const file = path.join(FIX, 'components/docs.json');
const en = { locale: 'en', version: 'v8' } as const;
const ja = { locale: 'ja', version: 'v8' } as const;

afterEach(() => clearReferenceCaches());

function widget(target: { locale: 'en' | 'ja'; version: 'v8' } = en) {
  const pages = loadComponentPages(target, { file });
  const page = pages.find((p) => p.slug === 'api/widget');
  if (!page) throw new Error('no widget page');
  return { pages, page, data: page.data };
}

describe('loadComponentPages on a fixture', () => {
  it('makes one page per component, slug and title from the tag', () => {
    const { pages, page } = widget();
    expect(pages.map((p) => p.slug)).toEqual(['api/widget', 'api/empty-thing']);
    expect(page.title).toBe('ion-widget');
    expect(page.kind).toBe('component');
    expect(componentName('ion-segment-button')).toBe('segment-button');
  });

  it('describes a page by the first sentence of its docs, or a generated sentence', () => {
    const { pages, page } = widget();
    expect(page.description).toBe('A widget for the tests.');
    expect(pages[1].description).toBe('API reference for ion-empty-thing.');
  });

  it('maps properties with attribute, formatted type, default and deprecation', () => {
    const { data } = widget();
    const [color, expand, old, objectOnly] = data.props;
    expect(color).toMatchObject({
      name: 'color',
      attribute: 'color',
      default: null,
      required: false,
      deprecated: null,
    });
    expect(color.type).toBe('"primary" | "secondary" | string & Record<never, never> | undefined');
    expect(expand.type).toBe('"block" | "full"');
    expect(expand.default).toBe("'block'");
    expect(expand.required).toBe(true);
    expect(old.default).toBe('false');
    expect(old.deprecated?.html).toBe('Use <code>newThing</code> instead.');
    expect(objectOnly.attribute).toBeNull();
  });

  it('renders Markdown descriptions and resolves links between components in the same version', () => {
    const v7 = loadComponentPages({ locale: 'en', version: 'v7' }, { file });
    const color = v7[0].data.props[0].descriptionHtml;
    expect(color).toContain('<a href="/docs/v7/theming/basics">theming</a>');
    expect(color).toContain('<a href="/docs/v7/api/button">button</a>');
    expect(color).toContain('<a href="/docs/v7/api/list#props">list</a>');
    expect(color).toContain('<code>"primary"</code>');
    const expand = v7[0].data.props[1].descriptionHtml;
    expect(expand).toMatch(/<ul>\s*<li><code>block<\/code> fills the line<\/li>/);
    expect(expand).not.toContain('<script>');
    expect(expand).toContain('<a href="/docs/v7/api/title">title</a>');
    expect(v7[0].data.props[3].descriptionHtml).toContain(
      'href="https://developer.mozilla.org/en-US/docs/Web/API/Event"',
    );
  });

  it('maps events, methods, parts and slots', () => {
    const { data } = widget();
    expect(data.events).toEqual([
      expect.objectContaining({
        name: 'ionChange',
        bubbles: true,
        detail: 'WidgetChangeEventDetail<any>',
        deprecated: null,
      }),
      expect.objectContaining({
        name: 'ionStart',
        bubbles: false,
        deprecated: { html: 'Use <code>ionPullStart</code> instead.' },
      }),
    ]);
    expect(data.methods[0]).toMatchObject({
      name: 'dismiss',
      signature: 'dismiss(data?: any, role?: string) => Promise<boolean>',
      returns: { type: 'Promise<boolean>', descriptionHtml: 'Resolves when dismissed.' },
    });
    expect(data.methods[0].parameters[1]).toEqual({
      name: 'role',
      type: 'string | undefined',
      descriptionHtml: 'The role, e.g. <code>cancel</code>.',
    });
    expect(data.parts).toEqual([{ name: 'native', descriptionHtml: 'The native element.' }]);
    expect(data.slots.map((s) => s.name)).toEqual(['', 'end']);
  });

  it('keeps iOS and MD apart only where the CSS custom property docs differ', () => {
    const { data } = widget();
    expect(data.cssHasModes).toBe(true);
    expect(data.cssProperties).toEqual([
      { name: '--background', descriptionHtml: 'Background of the widget', ios: null, md: null },
      { name: '--radius', descriptionHtml: null, ios: 'Corner radius (iOS: 10px)', md: 'Corner radius (MD: 4px)' },
      { name: '--ripple-color', descriptionHtml: null, ios: '', md: 'Ripple colour' },
      { name: '--padding', descriptionHtml: 'Padding', ios: null, md: null },
    ]);
  });

  it('lists the six sections in order with stable ids, plus one entry per method', () => {
    const { page } = widget();
    expect(page.headings.map((h) => `${h.depth}:${h.id}`)).toEqual([
      '2:properties',
      '2:events',
      '2:methods',
      '3:method-dismiss',
      '2:css-shadow-parts',
      '2:css-custom-properties',
      '2:slots',
    ]);
  });

  it('writes headings and the fallback sentence in Japanese on Japanese pages, ids unchanged', () => {
    const { pages, page } = widget(ja);
    expect(page.headings[0]).toEqual({ depth: 2, id: 'properties', text: 'プロパティ' });
    expect(page.headings.find((h) => h.id === 'css-custom-properties')?.text).toBe('CSS カスタムプロパティ');
    expect(pages[1].description).toBe('ion-empty-thing の API リファレンス。');
    // descriptions from the package stay English
    expect(page.description).toBe('A widget for the tests.');
    expect(pages[0].headings[1].text).toBe('イベント');
  });
});

describe('bad input fails with the package and file named', () => {
  function errorOf(fn: () => unknown): ReferenceDataError {
    try {
      fn();
    } catch (e) {
      return e as ReferenceDataError;
    }
    throw new Error('expected an error');
  }

  it('a docs-json that does not parse', () => {
    const broken = path.join(FIX, 'components/broken.json');
    const e = errorOf(() => loadComponentPages(en, { file: broken }));
    expect(e).toBeInstanceOf(ReferenceDataError);
    expect(e.message).toContain('@ionic/docs');
    expect(e.message).toContain(broken);
    expect(e.message).toMatch(/cannot parse JSON/);
  });

  it('a component with no tag', () => {
    const noTag = path.join(FIX, 'components/no-tag.json');
    const e = errorOf(() => loadComponentPages({ ...en, version: 'v7' }, { file: noTag }));
    expect(e.message).toContain('ionic-core-v7');
    expect(e.message).toContain(noTag);
    expect(e.message).toContain('component #1 (src/components/nameless/nameless.tsx) has no valid tag');
  });

  it('a file without components', () => {
    const e = errorOf(() => loadComponentPages(en, { file: path.join(FIX, 'components/no-components.json') }));
    expect(e.message).toMatch(/@ionic\/docs: not a Stencil docs-json file/);
  });

  it('a pinned package that is missing', () => {
    const e = errorOf(() =>
      loadComponentPages({ ...en, version: 'v7' }, { nodeModules: path.join(FIX, 'fake_modules') }),
    );
    expect(e.message).toContain('ionic-core-v7');
    expect(e.message).toContain(path.join(FIX, 'fake_modules/ionic-core-v7/package.json'));
    expect(e.message).toMatch(/not installed/);
  });

  it('a package of the wrong major version', () => {
    const e = errorOf(() => loadComponentPages(en, { nodeModules: path.join(FIX, 'fake_modules') }));
    expect(e.message).toContain('@ionic/docs');
    expect(e.message).toMatch(/expected major version 8, found 6\.0\.0/);
  });
});
