import * as path from 'path';
import { loadNativePages } from '../../../src/node/reference/native';
import { ReferenceDataError, clearReferenceCaches } from '../../../src/node/reference/packages';

const nodeModules = path.join(__dirname, '../../fixtures/reference/fake_modules');
const en = { locale: 'en', version: 'v8' } as const;
afterEach(() => clearReferenceCaches());

describe('loadNativePages on fixture packages', () => {
  const [page] = loadNativePages(en, { nodeModules, plugins: ['demo'] });
  const d = page.data;

  it('names the page after the package', () => {
    expect(page).toMatchObject({ kind: 'native-plugin', slug: 'native/demo', title: '@capacitor/demo' });
    expect(page.category).toBeUndefined();
    expect(page.description).toBe('The Demo API does demo things.');
    expect(d.version).toBe('7.0.1');
    expect(d.source).toBe('docs.json');
  });

  it('renders README prose without H1 or generated API, config in place of <docgen-config>', () => {
    expect(d.configPlacement).toBe('readme');
    expect(d.readme.map((b) => b.type)).toEqual(['html', 'config', 'html']);
    const html = d.readme.map((b) => (b.type === 'html' ? b.html : '')).join('');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('Generated text the site renders');
    expect(html).not.toContain('Generated table the site replaces');
    expect(html).toContain('<h2 id="install">Install</h2>');
    expect(html).toContain('<h2 id="errors">Errors</h2>');
    expect(html).toContain('class="language-bash"');
    // a link to another plugin of the site becomes internal, other links stay
    expect(html).toContain('href="/docs/native/camera#getphoto"');
    expect(html).toContain('href="https://capacitorjs.com/docs/ios/configuration"');
  });

  it('lists methods with signature, linked types, parameters, return value and since', () => {
    expect(d.methods.map((m) => [m.id, m.title])).toEqual([
      ['ping', 'ping(...)'],
      ['addlistenerpong-', "addListener('pong', ...)"],
      ['reset', 'reset()'],
    ]);
    const ping = d.methods[0];
    expect(ping.signatureHtml).toBe(
      'ping(options: <a href="#pingoptions">PingOptions</a>) =&gt; Promise&lt;<a href="#pingresult">PingResult</a>&gt;',
    );
    expect(ping.parameters).toEqual([
      { name: 'options', typeHtml: '<a href="#pingoptions">PingOptions</a>', descriptionHtml: 'What to ping.' },
    ]);
    expect(ping.returnsHtml).toBe('Promise&lt;<a href="#pingresult">PingResult</a>&gt;');
    expect(ping.since).toBe('1.0.0');
    expect(ping.descriptionHtml).toBe('Ping the device, see <a href="#example">example</a>.');
    expect(d.methods[1].deprecated).toEqual({ html: 'Use the @capacitor/other plugin instead.' });
    expect(d.methods[2].returnsHtml).toBeNull();
  });

  it('has interfaces as property tables, type aliases and enums with anchors', () => {
    expect(d.interfaces.map((i) => i.id)).toEqual(['pingresult', 'pingoptions', 'pluginlistenerhandle']);
    expect(d.interfaces[0].properties[1]).toMatchObject({ name: 'level', typeHtml: '<a href="#level">Level</a>' });
    expect(d.interfaces[1].properties[0]).toMatchObject({ default: "'self'", typeHtml: 'string' });
    expect(d.typeAliases[0]).toEqual({
      name: 'PongListener',
      id: 'ponglistener',
      descriptionHtml: 'Called on pong.',
      typeHtml: '(result: <a href="#pingresult">PingResult</a>): void',
    });
    expect(d.enums[0].members.map((m) => [m.name, m.value, m.since])).toEqual([
      ['Low', "'LOW'", null],
      ['High', "'HIGH'", '1.2.0'],
    ]);
    expect(d.configs[0].properties.map((p) => p.name)).toEqual(['level', 'retries']);
    expect(d.configs[0].jsonExampleHtml).toContain('class="language-json"');
    expect(d.configs[0].tsExampleHtml).toContain('Level');
  });

  it('puts README headings, then the API and its methods in the table of contents', () => {
    expect(page.headings.map((h) => `${h.depth}:${h.id}`)).toEqual([
      '2:install',
      '2:ios',
      '2:configuration',
      '2:example',
      '2:errors',
      '2:api',
      '3:ping',
      '3:addlistenerpong-',
      '3:reset',
      '3:interfaces',
      '3:type-aliases',
      '3:enums',
    ]);
    const ja = loadNativePages({ locale: 'ja', version: 'v8' }, { nodeModules, plugins: ['demo'] })[0];
    expect(ja.headings.find((h) => h.id === 'interfaces')?.text).toBe('インターフェース');
    expect(ja.headings.find((h) => h.id === 'install')?.text).toBe('Install');
  });

  it('reads the typings when a package ships no docs.json', () => {
    const [typed] = loadNativePages(en, { nodeModules, plugins: ['typed'] });
    expect(typed.data.source).toBe('definitions.d.ts');
    expect(typed.data.apiName).toBe('TypedPlugin');
    expect(typed.data.methods.map((m) => m.title)).toEqual(['getInfo()', 'go(...)', "addListener('info', ...)"]);
    expect(typed.data.methods[1].signatureHtml).toBe('go(speed: <a href="#speed">Speed</a>) =&gt; Promise&lt;void&gt;');
    expect(typed.data.methods[1].descriptionHtml).toBe('Go at a speed. Uses @capacitor/core under the hood.');
    expect(typed.data.methods[1].parameters[0].descriptionHtml).toBe('How fast.');
    expect(typed.data.interfaces.map((i) => i.name)).toEqual(['TypedInfo']);
    expect(typed.data.interfaces[0].properties.map((p) => [p.name, p.typeHtml, p.since])).toEqual([
      ['name', 'string', '1.0.0'],
      ['size', 'number', null],
    ]);
    expect(typed.data.typeAliases.map((t) => t.name)).toEqual(['TypedListener']);
    expect(typed.data.enums[0].members.map((m) => [m.name, m.value])).toEqual([
      ['Slow', '"SLOW"'],
      ['Fast', '"FAST"'],
    ]);
    expect(typed.data.configs[0].properties[0]).toMatchObject({ name: 'disabled', default: 'false', since: '7.0.0' });
    expect(typed.data.configPlacement).toBe('api');
  });

  it('fails naming the package and the file when docs.json does not parse', () => {
    let err: unknown;
    try {
      loadNativePages(en, { nodeModules, plugins: ['broken'] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ReferenceDataError);
    expect((err as Error).message).toContain('@capacitor/broken');
    expect((err as Error).message).toContain(path.join(nodeModules, '@capacitor/broken/dist/docs.json'));
  });

  it('fails naming the package when a plugin is not installed', () => {
    expect(() => loadNativePages(en, { nodeModules, plugins: ['nope'] })).toThrow(
      /@capacitor\/nope: package is not installed/,
    );
  });
});
