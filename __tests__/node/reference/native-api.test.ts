import { configExamples, normalizeTags, stripUndefined, typeIds } from '../../../src/node/reference/native-api';
import { methodTitle } from '../../../src/node/reference/native-extract';

describe('docs.json helpers', () => {
  it('glues tags that JSDoc split at an @scope/package name back together', () => {
    expect(
      normalizeTags([
        { name: 'since', text: '5.1.0' },
        { name: 'deprecated', text: 'Use the' },
        { name: 'capacitor', text: '/file-transfer plugin instead.' },
      ]),
    ).toEqual([
      { name: 'since', text: '5.1.0' },
      { name: 'deprecated', text: 'Use the @capacitor/file-transfer plugin instead.' },
    ]);
  });

  it('titles methods like docgen', () => {
    expect(methodTitle('exitApp', [])).toBe('exitApp()');
    expect(methodTitle('getPhoto', [{ type: 'ImageOptions' }])).toBe('getPhoto(...)');
    expect(methodTitle('addListener', [{ type: "'pause'" }, { type: 'X' }])).toBe("addListener('pause', ...)");
    expect(methodTitle('addListener', [{ type: '"pause"' }])).toBe("addListener('pause', ...)");
  });

  it('gives every type section an id no method or other type has', () => {
    // as in @capacitor/local-notifications (method schedule, interface Schedule) and
    // @capacitor/google-maps (an interface and a type alias both named Marker)
    const iface = (name: string) => ({
      name,
      slug: name.toLowerCase(),
      docs: '',
      tags: [],
      methods: [],
      properties: [],
    });
    const ids = typeIds({
      api: {
        ...iface('DemoPlugin'),
        methods: [
          {
            name: 'schedule',
            signature: '',
            parameters: [{ name: 'o', docs: '', type: 'Schedule' }],
            returns: '',
            tags: [],
            docs: '',
            complexTypes: [],
            slug: 'schedule',
          },
        ],
      },
      interfaces: [iface('Schedule'), iface('Marker')],
      typeAliases: [{ name: 'Marker', slug: 'marker', docs: '', types: [] }],
      enums: [{ name: 'Schedule', slug: 'schedule', members: [] }],
      pluginConfigs: [],
    });
    expect(ids.interfaces).toEqual(['schedule-1', 'marker']);
    expect(ids.typeAliases).toEqual(['marker-1']);
    expect(ids.enums).toEqual(['schedule-2']);
    expect([...ids.byName]).toEqual([
      ['Schedule', 'schedule-1'],
      ['Marker', 'marker'],
    ]);
  });

  it('drops "| undefined" from optional member types', () => {
    expect(stripUndefined('string | undefined')).toBe('string');
    expect(stripUndefined('undefined')).toBe('undefined');
    expect(stripUndefined('Level')).toBe('Level');
  });

  it('builds config examples, mapping enum values to members in TypeScript', () => {
    const ex = configExamples(
      {
        name: 'Demo',
        slug: 'demo',
        docs: '',
        properties: [
          {
            name: 'level',
            tags: [{ name: 'example', text: '"HIGH"' }],
            docs: '',
            complexTypes: ['Level'],
            type: 'Level',
          },
          { name: 'retries', tags: [{ name: 'example', text: '5' }], docs: '', complexTypes: [], type: 'number' },
        ],
      },
      '@capacitor/demo',
      [{ name: 'Level', slug: 'level', members: [{ name: 'High', value: "'HIGH'", tags: [], docs: '' }] }],
    );
    expect(JSON.parse(ex.json)).toEqual({ plugins: { Demo: { level: 'HIGH', retries: 5 } } });
    expect(ex.ts).toContain("import { Level } from '@capacitor/demo';");
    expect(ex.ts).toContain('      level: Level.High,\n      retries: 5,');
  });
});
