import * as path from 'path';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  CliCommand,
  ComponentApi,
  IconReference,
  NativePlugin,
  ReferenceIndex,
} from '../../../src/node/render/reference';
import {
  categoryIndexGroups,
  componentIndexGroups,
  loadCliPages,
  loadComponentPages,
  loadIconPage,
  loadNativePages,
} from '../../../src/node/reference';

jest.setTimeout(60_000);

const en = { locale: 'en', version: 'v8' } as const;
const ja = { locale: 'ja', version: 'v8' } as const;
const fixture = path.join(__dirname, '../../fixtures/reference/components/docs.json');

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function ids(html: string): string[] {
  return [...html.matchAll(/<h([23]) id="([^"]+)"/g)].map((m) => m[2]);
}

describe('ComponentApi with the real ion-button', () => {
  const page = loadComponentPages(en).find((p) => p.slug === 'api/button')!;
  const html = renderToStaticMarkup(<ComponentApi data={page.data} locale="en" />);

  it('renders the six sections in order with their anchors', () => {
    expect(ids(html)).toEqual([
      'properties',
      'events',
      'methods',
      'css-shadow-parts',
      'css-custom-properties',
      'slots',
    ]);
    expect(html).toContain('This component has no public methods.');
  });

  it('renders the expand property with its description and type', () => {
    const row = /<tr id="property-expand"[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(text(row)).toContain('Set to "block" for a full-width button');
    expect(text(row)).toContain('"block" | "full" | undefined');
    expect(row).toContain('<code>expand</code>');
    expect(html).toMatch(/<th scope="col">Attribute<\/th>/);
  });

  it('is semantic: tables with header cells inside scrollable, labelled regions', () => {
    expect(html).toContain(
      '<div class="ref-table-wrap" role="region" aria-label="Properties" tabindex="0"><table class="ref-table">',
    );
    expect(html).toContain('<th scope="row"><code>--background</code></th>');
  });

  it('in Japanese: translated headings and columns, same ids, English descriptions marked lang="en"', () => {
    const jaPage = loadComponentPages(ja).find((p) => p.slug === 'api/button')!;
    const jaHtml = renderToStaticMarkup(<ComponentApi data={jaPage.data} locale="ja" />);
    expect(ids(jaHtml)).toEqual(ids(html));
    expect(jaHtml).toContain('<h2 id="properties">プロパティ</h2>');
    expect(jaHtml).toContain('<h2 id="css-custom-properties">CSS カスタムプロパティ</h2>');
    expect(jaHtml).toContain('<th scope="col">説明</th>');
    expect(jaHtml).toContain('このコンポーネントには公開メソッドがありません。');
    expect(jaHtml).toMatch(/<div class="ref-md" lang="en">Set to <code>/);
    expect(html).not.toContain('lang="en"');
  });
});

describe('ComponentApi with fixtures', () => {
  const [widget, empty] = loadComponentPages(en, { file: fixture });

  it('says so in one line for every empty section', () => {
    const html = renderToStaticMarkup(<ComponentApi data={empty.data} locale="en" />);
    for (const line of [
      'This component has no properties.',
      'This component has no events.',
      'This component has no public methods.',
      'This component has no CSS shadow parts.',
      'This component has no CSS custom properties.',
      'This component has no slots.',
    ]) {
      expect(html).toContain(`<p class="ref-empty">${line}</p>`);
    }
    expect(html).not.toContain('<table');
  });

  it('shows iOS and MD columns when values differ, deprecated items and the method signature', () => {
    const html = renderToStaticMarkup(<ComponentApi data={widget.data} locale="en" />);
    expect(html).toContain('<th scope="col">iOS</th><th scope="col">MD</th>');
    expect(html).toMatch(/<td colspan="2"><div class="ref-md">Background of the widget<\/div><\/td>/i);
    expect(html).toContain(
      '<td><div class="ref-md">Corner radius (iOS: 10px)</div></td>' +
        '<td><div class="ref-md">Corner radius (MD: 4px)</div></td>',
    );
    expect(html).toContain('<code>oldThing</code><span class="ref-badge ref-badge--deprecated">Deprecated</span>');
    expect(html).toContain(
      '<div class="ref-deprecation"><strong>Deprecated:</strong> <span class="ref-md">Use <code>newThing</code> ' +
        'instead.</span></div>',
    );
    expect(html).toContain('<h3 id="method-dismiss"><code>dismiss</code></h3>');
    expect(text(html)).toContain('dismiss(data?: any, role?: string) => Promise<boolean>');
    expect(html).toContain('<span class="ref-muted">(default)</span>');
    expect(html).toContain('<span class="ref-badge">Required</span>');
    expect(html).toContain('<code>&#x27;block&#x27;</code>');
  });
});

describe('CliCommand with the real ionic start', () => {
  const pages = loadCliPages(en);
  const start = pages.find((p) => p.slug === 'cli/commands/start')!;
  const html = renderToStaticMarkup(<CliCommand data={start.data} locale="en" />);

  it('renders the --type option with its summary', () => {
    const row = /<tr id="option-type"[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(text(row)).toContain('--type=<type>');
    expect(text(row)).toContain('Type of project to start (e.g. vue, angular, angular-standalone, react)');
  });

  it('has usage, inputs, options, advanced options and examples', () => {
    expect(ids(html)).toEqual(['usage', 'description', 'inputs', 'options', 'advanced-options', 'examples']);
    expect(text(html)).toContain('$ ionic start <name> <template> [options]');
    expect(text(html)).toContain('--no-deps');
    expect(html).toContain('language-shell-session');
  });

  it('lists the footnotes after the description, the back links labelled in the page language', () => {
    const build = pages.find((p) => p.slug === 'cli/commands/build')!;
    expect(build.data.footnotes).toEqual([
      { n: 1, url: 'https://angular.io/cli/build', id: 'fn-build-1', refId: 'fnref-build-1' },
    ]);
    const list =
      '<ol class="ref-footnotes"><li id="fn-build-1"><a href="https://angular.io/cli/build">' +
      'https://angular.io/cli/build</a> <a href="#fnref-build-1" aria-label="LABEL">↩</a></li></ol>';
    const en = renderToStaticMarkup(<CliCommand data={build.data} locale="en" />);
    expect(en).toContain(`docs<sup><a href="#fn-build-1" id="fnref-build-1">[1]</a></sup>`);
    expect(en).toContain(`</p></div>${list.replace('LABEL', 'Back to the text')}</section>`);
    expect(renderToStaticMarkup(<CliCommand data={build.data} locale="ja" />)).toContain(
      list.replace('LABEL', '本文に戻る'),
    );
    expect(html).not.toContain('ref-footnotes');
  });

  it('shows a notice on deprecated commands, in Japanese on Japanese pages', () => {
    const ssh = pages.find((p) => p.slug === 'cli/commands/ssh-add')!;
    expect(renderToStaticMarkup(<CliCommand data={ssh.data} locale="en" />)).toContain('This command is deprecated');
    const jaHtml = renderToStaticMarkup(<CliCommand data={ssh.data} locale="ja" />);
    expect(jaHtml).toContain('このコマンドは非推奨です。');
    expect(jaHtml).toContain('<h2 id="usage">使い方</h2>');
  });
});

describe('NativePlugin with the real @capacitor/camera', () => {
  const pages = loadNativePages(en);
  const camera = pages.find((p) => p.slug === 'native/camera')!;
  const html = renderToStaticMarkup(<NativePlugin data={camera.data} locale="en" />);

  it('renders Camera.getPhoto with signature, description, parameters, return value and since', () => {
    const block = /<h3 id="getphoto">[\s\S]*?<\/dl>/.exec(html)?.[0] ?? '';
    expect(text(block)).toContain('getPhoto(...)');
    expect(text(block)).toContain('getPhoto(options: ImageOptions) => Promise<Photo>');
    expect(text(block)).toContain('Prompt the user to pick a photo from an album, or take a new photo');
    expect(block).toContain('<a href="#imageoptions">ImageOptions</a>');
    expect(text(block)).toMatch(/Returns\s*Promise<Photo>/);
    expect(text(block)).toMatch(/Since\s*1\.0\.0/);
  });

  it('puts the README prose first, then an index of methods, then types with anchors', () => {
    expect(html.indexOf('<h2 id="install">')).toBeLessThan(html.indexOf('<h2 id="api">'));
    expect(html).not.toContain('<h1');
    expect(html).toContain(
      '<nav class="ref-native__index" aria-label="Methods"><ul>' +
        '<li><a href="#getphoto"><code>getPhoto(...)</code></a></li>',
    );
    for (const id of ['interfaces', 'photo', 'imageoptions', 'type-aliases', 'enums', 'cameraresulttype']) {
      expect(html).toContain(`id="${id}"`);
    }
    const allIds = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('renders the configuration from docs.json where the README had it', () => {
    const status = pages.find((p) => p.slug === 'native/status-bar')!;
    const s = renderToStaticMarkup(<NativePlugin data={status.data} locale="en" />);
    expect(s.indexOf('<h2 id="configuration">')).toBeLessThan(s.indexOf('overlaysWebView'));
    expect(s.indexOf('overlaysWebView')).toBeLessThan(s.indexOf('<h2 id="api">'));
    expect(s).toContain('In capacitor.config.json:');
  });

  it('in Japanese the README is English with lang="en"', () => {
    const jaHtml = renderToStaticMarkup(<NativePlugin data={camera.data} locale="ja" />);
    expect(jaHtml).toContain('<div class="ref-md ref-readme" lang="en">');
    expect(jaHtml).toContain('<h3 id="interfaces">インターフェース</h3>');
  });
});

describe('IconReference server render', () => {
  it('renders the properties and an empty, labelled box for the gallery island', () => {
    const page = loadIconPage(en);
    const html = renderToStaticMarkup(
      <IconReference data={page.data} locale="en" assetBase="/docs/icons/svg" dataUrl="/docs/icons/icons.json" />,
    );
    expect(html).toContain('<tr id="property-name">');
    expect(html).toContain(
      'data-island="IconGallery" data-props="{&quot;src&quot;:&quot;/docs/icons/icons.json&quot;,&quot;' +
        'assetBase&quot;:&quot;/docs/icons/svg/&quot;}"',
    );
    expect(html).not.toContain('<svg');
    expect(html.length).toBeLessThan(20_000);
  });
});

describe('ReferenceIndex', () => {
  it('renders grouped links with resolved hrefs', () => {
    const v7 = { locale: 'en', version: 'v7' } as const;
    const pages = loadComponentPages(v7);
    const groups = componentIndexGroups(pages, v7);
    expect(groups[0]).toMatchObject({
      label: 'Accordion',
      items: [{ title: 'ion-accordion', href: '/docs/v7/api/accordion' }, { title: 'ion-accordion-group' }],
    });
    const html = renderToStaticMarkup(<ReferenceIndex groups={groups} locale="en" />);
    expect(html).toContain('<h2 id="group-accordion">Accordion</h2>');
    // ids are the English label's slug; an explicit id keeps 'Date & Time Pickers' at its old anchor
    expect(groups.find((g) => g.label === 'Date & Time Pickers')?.id).toBe('group-date-time-pickers');
    const translated = groups.map((g) => ({ ...g, label: `${g.label} (ja)` }));
    expect(renderToStaticMarkup(<ReferenceIndex groups={translated} locale="ja" />)).toContain(
      '<h2 id="group-accordion">Accordion (ja)</h2>',
    );
    expect(html).toContain('<a href="/docs/v7/api/accordion">ion-accordion</a>');
    const cli = categoryIndexGroups(loadCliPages(en), en);
    expect(cli.map((g) => g.label)).toContain('Capacitor');
    expect(cli.find((g) => g.label === 'Capacitor')?.id).toBe('group-capacitor');
    const jaHtml = renderToStaticMarkup(<ReferenceIndex groups={cli} locale="ja" />);
    expect(jaHtml).toContain('<p class="ref-index__desc" lang="en">');
  });
});
