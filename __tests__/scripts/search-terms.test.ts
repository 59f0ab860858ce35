// What a generated reference page is searched by, added to it as metadata before indexing.
import fs from 'fs';
import { segmentText } from '../../scripts/search-segment.mjs';
import {
  CLI_COMMAND_MAP,
  cliNamespaceAliases,
  commandForms,
  glossaryTerms,
  pageId,
  searchTerms,
  withSearchTerms,
} from '../../scripts/search-terms.mjs';

const page = (title: string, body: string) =>
  `<html><head><title data-gatsby-head="true">${title} | Ionic Framework</title></head>` +
  `<body><main data-pagefind-body="">${body}</main></body></html>`;

describe('search terms of generated pages', () => {
  it('reads the CLI’s namespace aliases from its command map', () => {
    const aliases = cliNamespaceAliases(fs.readFileSync(require.resolve(CLI_COMMAND_MAP), 'utf8'));
    expect(aliases).toEqual(expect.arrayContaining([['cap', 'capacitor']]));
    expect(aliases.every(([a, b]) => a !== b)).toBe(true);
  });

  it('gives every way to type a CLI command', () => {
    const ns: [string, string][] = [
      ['cap', 'capacitor'],
      ['cdv', 'cordova'],
    ];
    expect(commandForms('ionic capacitor run', [], ns)).toEqual([
      'ionic capacitor run',
      'ionic cap run',
      'npx cap run',
    ]);
    expect(commandForms('ionic generate', ['ionic g'], ns)).toEqual(['ionic generate', 'ionic g']);
    const html = page(
      'ionic config unset',
      '<p>Aliases: <span><code>ionic config delete</code></span><span>, <code>ionic config del</code></span></p>',
    );
    expect(searchTerms(html, 'cli/commands/config-unset/index.html', ns)).toEqual({
      command: 'ionic config unset, ionic config delete, ionic config del',
    });
    const ja = page('ionic generate', '<p>別名: <span><code>ionic g</code></span></p>');
    expect(searchTerms(ja, 'ja/cli/commands/generate/index.html', ns)).toEqual({ command: 'ionic generate, ionic g' });
  });

  it('names a component’s properties, events and methods, and a plugin’s methods and events', () => {
    const component = page(
      'ion-modal',
      '<tr id="property-canDismiss"></tr><tr id="event-ionModalDidDismiss"></tr>' +
        '<tr id="method-onDidDismiss"></tr><h2 id="property-x">',
    );
    expect(searchTerms(component, 'api/modal/index.html', [])).toEqual({
      api: 'canDismiss, ionModalDidDismiss, onDidDismiss, x',
    });
    const plugin = page(
      '@capacitor/network',
      '<h3 id="getstatus"><code>getStatus()</code></h3>' +
        '<h3 id="a"><code>addListener(&#x27;networkStatusChange&#x27;, ...)</code></h3>' +
        '<h3 id="i"><code>ConnectionStatus</code></h3>',
    );
    expect(searchTerms(plugin, 'v7/native/network/index.html', [])).toMatchObject({
      api: 'getStatus, networkStatusChange',
    });
    // Guides and index pages get nothing.
    expect(searchTerms(page('Native', ''), 'native/index.html', [])).toEqual({});
    expect(searchTerms(page('Theming', '<tr id="property-x">'), 'theming/basics/index.html', [])).toEqual({});
  });

  it('adds the terms as metadata in the head, escaped', () => {
    const html = withSearchTerms(page('ionic g', ''), { command: 'ionic "g" & <more>' });
    expect(html).toContain(
      '<meta data-pagefind-meta="command[content]" content="ionic &quot;g&quot; &amp; &lt;more>">',
    );
    // Each form of a command is a value of the command filter, in lower case.
    const forms = withSearchTerms(page('ionic generate', ''), { command: 'ionic generate, ionic G' });
    expect(forms).toContain(
      '<meta data-pagefind-filter="command[content]" content="ionic generate">' +
        '<meta data-pagefind-filter="command[content]" content="ionic g"></head>',
    );
    expect(withSearchTerms('<html></html>', {})).toBe('<html></html>');
  });

  it('adds what readers call a component or plugin, in the page’s language, cut as a Japanese page is', () => {
    const ja = (title: string, body = '') =>
      `<html lang="ja"><head><title>${title} | Ionic Framework</title></head>` +
      `<body><main data-pagefind-body="">${body}</main></body></html>`;
    expect(pageId('ja/v7/api/toast/index.html', 'ja')).toBe('api/toast');
    expect(pageId('api/toast/index.html', 'en')).toBe('api/toast');
    const searchbar = glossaryTerms(ja('ion-searchbar'), 'ja/api/searchbar/index.html');
    expect(searchbar.aka?.split(', ')).toContain(segmentText('サーチバー'));
    expect(glossaryTerms(ja('@capacitor/google-maps'), 'ja/native/google-maps/index.html').terms).toContain('地図');
    expect(glossaryTerms(page('@capacitor/network', ''), 'native/network/index.html').terms).toContain('offline');
    // English component pages and guides have no entry.
    expect(glossaryTerms(page('ion-searchbar', ''), 'api/searchbar/index.html')).toEqual({});
    expect(glossaryTerms(ja('テーマ'), 'ja/theming/basics/index.html')).toEqual({});
    // A Japanese component page's API names bring their Japanese words.
    const toast = searchTerms(ja('ion-toast', '<tr id="property-duration"></tr>'), 'ja/api/toast/index.html', []);
    expect(toast.api?.split(', ')).toEqual(['duration', segmentText('表示時間'), '時間']);
  });
});
