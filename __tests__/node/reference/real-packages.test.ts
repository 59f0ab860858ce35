// Over the pinned packages in node_modules (no fixtures).
import * as fs from 'fs';
import * as path from 'path';
import {
  componentCategories,
  iconAssetCopies,
  loadCliPages,
  loadComponentPages,
  loadIconPage,
  loadNativePages,
  NATIVE_PLUGINS,
} from '../../../src/node/reference';
import { mergeCliCommands, runCliHelp } from '../../../src/node/reference/cli';

const root = path.resolve(__dirname, '../../..');
const read = (p: string): { components: { tag: string }[] } =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', p), 'utf8'));
const v8Json = read('@ionic/docs/core.json');
const v7Json = read('ionic-core-v7/dist/docs.json');
const v8 = { locale: 'en', version: 'v8' } as const;
const v7 = { locale: 'en', version: 'v7' } as const;

jest.setTimeout(60_000);

describe('component pages', () => {
  it('v8: one page per component of core.json (95), loaded from the installed package', () => {
    const pages = loadComponentPages(v8);
    expect(v8Json.components).toHaveLength(95);
    expect(pages).toHaveLength(v8Json.components.length);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
  });

  it('v7: one page per component of @ionic/core 7 docs.json (87), links kept inside v7', () => {
    const pages = loadComponentPages(v7);
    expect(v7Json.components).toHaveLength(87);
    expect(pages).toHaveLength(v7Json.components.length);
    const html = JSON.stringify(pages.map((p) => p.data));
    expect(html).not.toMatch(/href=\\"\/docs\/(?!v7\/)/);
    expect(html).not.toMatch(/href=\\"\.\.?\//);
    expect(html).toContain('href=\\"/docs/v7/api/title#collapsible-large-titles\\"');
  });

  it('every page has a description and a category', () => {
    for (const p of loadComponentPages(v8)) {
      expect(p.description).toMatch(/\S/);
      expect(p.category).toBeDefined();
    }
  });

  it('marks deprecated v7 properties', () => {
    const item = loadComponentPages(v7).find((p) => p.slug === 'api/item');
    expect(item?.data.props.find((p) => p.name === 'fill')?.deprecated?.html).toContain('ion-input');
    const input = loadComponentPages(v7).find((p) => p.slug === 'api/input');
    expect(input?.data.props.find((p) => p.name === 'accept')?.deprecated).toEqual({ html: '' });
  });
});

describe('page models', () => {
  it('are JSON-serialisable (they travel in pageContext)', () => {
    const all = [
      ...loadComponentPages(v8),
      ...loadComponentPages(v7),
      loadIconPage(v8),
      ...loadCliPages(v8),
      ...loadNativePages(v8),
    ];
    for (const p of all) {
      expect(JSON.parse(JSON.stringify(p))).toEqual(p);
      for (const h of p.headings) expect([2, 3]).toContain(h.depth);
      expect(new Set(p.headings.map((h) => h.id)).size).toBe(p.headings.length);
    }
  });
});

describe('componentCategories', () => {
  it('puts every component of both versions in exactly one group', () => {
    const names = [...v8Json.components, ...v7Json.components].map((c) => c.tag.replace(/^ion-/, ''));
    const listed = componentCategories.flatMap((g) => g.names);
    for (const n of new Set(names)) {
      expect([n, listed.filter((x) => x === n).length]).toEqual([n, 1]);
    }
    // nothing listed that no version has, except the icon page from ionicons
    const known = new Set([...names, 'icon']);
    expect(listed.filter((n) => !known.has(n))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('icon page', () => {
  it('lists every ionicon and copies every SVG, without inlining them', () => {
    const page = loadIconPage(v8);
    const copies = iconAssetCopies();
    const all = page.data.icons.flatMap((i) => i.variants.map((v) => (v === 'filled' ? i.name : `${i.name}-${v}`)));
    expect(all.length).toBe(copies.length);
    expect(new Set(copies.map((c) => c.to))).toEqual(new Set(all.map((n) => `icons/svg/${n}.svg`)));
    expect(copies.every((c) => fs.existsSync(c.from))).toBe(true);
    expect(page.data.icons.find((i) => i.name === 'heart')?.variants).toEqual(['outline', 'filled', 'sharp']);
    expect(JSON.stringify(page).length).toBeLessThan(200_000);
    expect(page.data.properties.map((p) => p.name)).toEqual(expect.arrayContaining(['name', 'src', 'size']));
  });
});

describe('CLI pages', () => {
  it('every visible command (outside and inside a project) has a page', () => {
    const pages = loadCliPages(v8);
    const runs = runCliHelp();
    expect(runs.global.length).toBe(45);
    const names = mergeCliCommands(runs.global, runs.project).map((c) => c.name);
    expect(pages.map((p) => p.title)).toEqual(names);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
    const slugs = pages.map((p) => p.slug.replace('cli/commands/', ''));
    expect(slugs).toEqual(
      expect.arrayContaining([
        'build',
        'capacitor-build',
        'config-get',
        'generate',
        'enterprise-register',
        'completion',
        'ssl-generate',
        'live-update-add',
      ]),
    );
    const start = pages.find((p) => p.slug === 'cli/commands/start');
    expect(start?.data.options.find((o) => o.name === 'type')?.flag).toBe('--type=<type>');
    expect(pages.find((p) => p.slug === 'cli/commands/ssh-add')?.data.deprecated).toBe(true);
  });
});

describe('native plugin pages', () => {
  it('every listed plugin has a page', () => {
    const pages = loadNativePages(v8);
    expect(pages.map((p) => p.slug)).toEqual(NATIVE_PLUGINS.map((n) => `native/${n}`));
    for (const p of pages) {
      expect(p.data.methods.length).toBeGreaterThan(0);
      expect(p.data.readme.length).toBeGreaterThan(0);
      expect(p.description).toMatch(/\S/);
    }
    const camera = pages.find((p) => p.slug === 'native/camera');
    expect(camera?.data.methods[0]).toMatchObject({ name: 'getPhoto', id: 'getphoto', since: '1.0.0' });
    // @capacitor/app 7.1.2 ships no dist/docs.json; its API comes from the typings
    const app = pages.find((p) => p.slug === 'native/app');
    expect(app?.data.source).toBe('definitions.d.ts');
    expect(app?.data.methods.map((m) => m.id)).toContain('addlistenerappstatechange-');
  });

  it('v7 documents the Capacitor 5 plugins of Ionic 7, under their real names', () => {
    const pages = loadNativePages(v7);
    expect(pages.map((p) => p.slug)).toEqual(NATIVE_PLUGINS.map((n) => `native/${n}`));
    for (const p of pages) {
      expect(p.title).toMatch(/^@capacitor\//);
      expect(p.data.version).toMatch(/^5\./);
      expect(p.data.methods.length).toBeGreaterThan(0);
    }
    const camera = pages.find((p) => p.slug === 'native/camera');
    // Capacitor 5's README installs the plugin line of that major
    expect(camera?.data.readme.map((b) => (b.type === 'html' ? b.html : '')).join('')).toContain(
      '@capacitor/camera@latest-5',
    );
    // v8's pages stay on Capacitor 7
    expect(loadNativePages(v8).find((p) => p.slug === 'native/camera')?.data.version).toMatch(/^7\./);
  });
});
