import * as path from 'path';
import {
  cliCommandToData,
  commandCategory,
  commandSlug,
  formatOption,
  loadCliPages,
  mergeCliCommands,
  parseCliHelp,
  renderCliDescription,
  runCliHelp,
  type RawCliCommand,
} from '../../../src/node/reference/cli';
import { createMarkdown } from '../../../src/node/reference/markdown';
import { ReferenceDataError } from '../../../src/node/reference/packages';

const CLI = path.join(__dirname, '../../fixtures/reference/cli');
const md = createMarkdown({ rewriteHref: (h) => h });

function cmd(partial: Partial<RawCliCommand> & { name: string }): RawCliCommand {
  return {
    namespace: ['ionic'],
    summary: '',
    description: '',
    footnotes: [],
    groups: [],
    exampleCommands: [],
    aliases: [],
    inputs: [],
    options: [],
    type: 'global',
    ...partial,
  };
}

describe('command names', () => {
  it.each([
    ['ionic capacitor build', 'capacitor-build'],
    ['ionic start', 'start'],
    ['ionic live-update add', 'live-update-add'],
    ['ionic config get', 'config-get'],
  ])('%s -> %s', (name, slug) => expect(commandSlug(name)).toBe(slug));

  it('groups commands by namespace', () => {
    expect(commandCategory(cmd({ name: 'ionic capacitor build', namespace: ['ionic', 'capacitor'] }))).toBe(
      'Capacitor',
    );
    expect(commandCategory(cmd({ name: 'ionic live-update add', namespace: ['ionic', 'live-update'] }))).toBe(
      'Live Update',
    );
    expect(commandCategory(cmd({ name: 'ionic start' }))).toBe('General');
  });
});

describe('formatOption follows the CLI help format', () => {
  it.each([
    [{ name: 'type', type: 'string', spec: { value: 'type' } }, '--type=<type>', []],
    [{ name: 'list', type: 'boolean', aliases: ['l'] }, '--list', ['-l']],
    [{ name: 'deps', type: 'boolean', default: true, aliases: ['d'] }, '--no-deps', []],
    [
      { name: 'configuration', type: 'string', aliases: ['c'], spec: { value: 'conf' } },
      '--configuration=<conf>',
      ['-c=?'],
    ],
  ])('%j', (opt, flag, aliases) => {
    expect(formatOption(opt)).toMatchObject({ flag, aliases });
  });
});

describe('cliCommandToData', () => {
  const start = cmd({
    name: 'ionic start',
    summary: 'Create a new project',
    description: 'Creates an app.\n\nSee the docs[^multi] and the docs[^multi] again.\n - a list item',
    footnotes: [
      {
        type: 'link',
        id: 'multi',
        url: 'https://ionicframework.com/docs/cli/configuration#multi',
        shortUrl: 'https://ion.link/x',
      },
    ],
    exampleCommands: ['ionic start ', 'ionic start myApp tabs --type=vue', 'ionic start '],
    inputs: [
      { name: 'name', summary: 'The name', required: true },
      { name: 'template', summary: 'The template', required: false },
    ],
    options: [
      { name: 'type', type: 'string', summary: 'Type of project', groups: [], aliases: [], spec: { value: 'type' } },
      { name: 'cordova', type: 'boolean', summary: 'Cordova', groups: ['deprecated'], aliases: [] },
      {
        name: 'git',
        type: 'boolean',
        summary: 'Do not initialize a git repo',
        default: true,
        groups: ['advanced'],
        aliases: [],
      },
      {
        name: 'port',
        type: 'string',
        summary: 'Port',
        default: '8100',
        groups: ['advanced'],
        aliases: ['p'],
        spec: { value: 'port' },
      },
    ],
  });
  const data = cliCommandToData(start, md, (h) => h.replace('https://ionicframework.com/docs/', '/docs/'));

  it('builds the synopsis from inputs and options', () => {
    expect(data.usage).toBe('ionic start <name> [<template>] [options]');
  });

  it('separates advanced options and shows defaults', () => {
    expect(data.options.map((o) => o.flag)).toEqual(['--type=<type>', '--cordova']);
    expect(data.options[1].deprecated).toBe(true);
    expect(data.advancedOptions.map((o) => [o.flag, o.default])).toEqual([
      ['--no-git', null],
      ['--port=<port>', '8100'],
    ]);
  });

  it('numbers footnotes once, links the references to them and resolves site links', () => {
    expect(data.descriptionHtml).toBe(
      '<p>Creates an app.</p>\n' +
        '<p>See the docs<sup><a href="#fn-start-1" id="fnref-start-1">[1]</a></sup> and the docs<sup><a ' +
        'href="#fn-start-1">[1]</a></sup> again.</p>\n' +
        '<ul>\n<li>a list item</li>\n</ul>',
    );
    expect(data.footnotes).toEqual([
      { n: 1, url: '/docs/cli/configuration#multi', id: 'fn-start-1', refId: 'fnref-start-1' },
    ]);
  });

  it('numbers footnotes in order of first use, anywhere in the text; package Markdown gets no ids', () => {
    const c = cmd({
      name: 'ionic config set',
      description: '# Title[^b]\n\n<a id="mine" href="https://x.y/">x</a> and **bold[^a]**[^b]',
      footnotes: [
        { id: 'a', url: 'https://a.example/' },
        { id: 'b', shortUrl: 'https://b.example/' },
      ],
    });
    const { html, footnotes } = renderCliDescription(
      c,
      createMarkdown({ rewriteHref: (h) => h, html: 'safe' }),
      (h) => h,
    );
    expect(footnotes).toEqual([
      { n: 1, url: 'https://b.example/', id: 'fn-config-set-1', refId: 'fnref-config-set-1' },
      { n: 2, url: 'https://a.example/', id: 'fn-config-set-2', refId: 'fnref-config-set-2' },
    ]);
    expect(html).toContain('<h1>Title<sup><a href="#fn-config-set-1" id="fnref-config-set-1">[1]</a></sup></h1>');
    expect(html).toContain(
      '<a href="https://x.y/">x</a> and <strong>bold<sup><a href="#fn-config-set-2" id="fnref-config-set-2">[2]</a>' +
        '</sup></strong><sup><a href="#fn-config-set-1">[1]</a></sup>',
    );
  });

  it('trims and de-duplicates examples and renders them as a shell session', () => {
    expect(data.examples).toEqual(['ionic start', 'ionic start myApp tabs --type=vue']);
    expect(data.examplesHtml).toContain('class="language-shell-session"');
    expect(data.examplesHtml).toContain('<pre class="code-block__pre language-shell-session" tabindex="0"');
    expect(data.examplesHtml).toContain(
      '<span class="ps">$</span> ionic start\n<span class="ps">$</span> ionic start myApp tabs',
    );
  });

  it('flags deprecated commands and keeps status groups', () => {
    const d = cliCommandToData(cmd({ name: 'ionic ssh add', groups: ['deprecated'] }), md, (h) => h);
    expect(d.deprecated).toBe(true);
    expect(cliCommandToData(cmd({ name: 'ionic init', groups: ['beta'] }), md, (h) => h).status).toEqual(['beta']);
  });

  it('drops footnote references it cannot resolve', () => {
    expect(renderCliDescription(cmd({ name: 'ionic x', description: 'See[^nope].' }), md, (h) => h)).toEqual({
      html: '<p>See.</p>',
      footnotes: [],
    });
  });
});

describe('mergeCliCommands', () => {
  it('keeps global order, adds project-only commands, prefers the project variant and drops hidden ones', () => {
    const global = [
      cmd({ name: 'ionic build', options: [{ name: 'engine' }], exampleCommands: ['ionic build'] }),
      cmd({ name: 'ionic start' }),
      cmd({ name: 'ionic secret', groups: ['hidden'] }),
    ];
    const project = [
      cmd({
        name: 'ionic build',
        description: 'Angular',
        options: [{ name: 'prod' }, { name: 'hush', groups: ['hidden'] }],
        exampleCommands: ['ionic build --prod'],
      }),
      cmd({ name: 'ionic start' }),
      cmd({ name: 'ionic generate', type: 'project' }),
      cmd({ name: 'ionic generate' }),
    ];
    const merged = mergeCliCommands(global, project);
    expect(merged.map((c) => c.name)).toEqual(['ionic build', 'ionic start', 'ionic generate']);
    expect(merged[0].description).toBe('Angular');
    expect((merged[0].options as { name: string }[]).map((o) => o.name)).toEqual(['prod', 'engine']);
    expect(merged[0].exampleCommands).toEqual(['ionic build --prod', 'ionic build']);
  });
});

describe('running the CLI', () => {
  it('parseCliHelp names the package and the source when the output is not JSON', () => {
    expect(() => parseCliHelp('Welcome! {', 'bin/ionic help --json')).toThrow(
      /@ionic\/cli: cannot parse the JSON printed by "ionic help --json".*\(file: bin\/ionic help --json\)/,
    );
    expect(() => parseCliHelp('{"commands":[{"summary":"x"}]}', 'src')).toThrow(/command #0 has no valid name/);
  });

  it('runs offline outside and inside a throw-away Angular project, with telemetry off and no login', () => {
    process.env.IONIC_TOKEN = 'secret-token';
    try {
      const runs = runCliHelp({ bin: path.join(CLI, 'good.js') });
      expect(runs.global.map((c) => c.name)).toEqual(['ionic build', 'ionic secret thing']);
      expect(runs.project.map((c) => c.name)).toEqual(['ionic build', 'ionic secret thing', 'ionic generate']);
      expect(runs.global[0].description).toBe('CI=1 telemetry=false token=unset');
    } finally {
      delete process.env.IONIC_TOKEN;
    }
  });

  it('loadCliPages: one page per visible command, merged (the run is cached per process)', () => {
    {
      const pages = loadCliPages({ locale: 'en', version: 'v8' }, { bin: path.join(CLI, 'good.js') });
      expect(pages.map((p) => p.slug)).toEqual(['cli/commands/build', 'cli/commands/generate']);
      const build = pages[0];
      expect(build.title).toBe('ionic build');
      expect(build.description).toBe('Build web assets');
      expect(build.data.options.map((o) => o.flag)).toEqual(['--prod']);
      expect(build.data.advancedOptions.map((o) => o.flag)).toEqual(['--engine=<engine>']);
      expect(pages[1].data.aliases).toEqual(['ionic g']);
      expect(pages[1].headings.map((h) => h.id)).toEqual(['usage', 'inputs', 'examples']);
    }
  });

  it.each([
    ['bad-json.js', /cannot parse the JSON/],
    ['fail.js', /exited with 2: boom/],
    ['missing.js', /the CLI entry point is missing/],
  ])('%s fails the build naming @ionic/cli and the file', (bin, problem) => {
    const binPath = path.join(CLI, bin);
    let err: unknown;
    try {
      runCliHelp({ bin: binPath });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ReferenceDataError);
    expect((err as Error).message).toMatch(problem);
    expect((err as Error).message).toContain('@ionic/cli');
    expect((err as Error).message).toContain(binPath);
  });

  it('gives up after the timeout', () => {
    expect(() => runCliHelp({ bin: path.join(CLI, 'slow.js'), timeoutMs: 300 })).toThrow(
      /did not finish within 300 ms/,
    );
  });
});
