import * as path from 'path';
import { groupIcons, iconAssetCopies, loadIconPage } from '../../../src/node/reference/icons';
import { clearReferenceCaches } from '../../../src/node/reference/packages';
import { filterIcons, iconFileName, pickVariant } from '../../../src/lib/icons';

const nodeModules = path.join(__dirname, '../../fixtures/reference/fake_modules');
afterEach(() => clearReferenceCaches());

describe('icon helpers', () => {
  it('groups names into base icons with outline, filled and sharp variants', () => {
    const icons = groupIcons(
      ['heart', 'heart-outline', 'heart-sharp', 'logo-github', 'only-outline'],
      new Map([['heart', ['heart', 'love']]]),
    );
    expect(icons).toEqual([
      { name: 'heart', variants: ['outline', 'filled', 'sharp'], tags: ['love'] },
      { name: 'logo-github', variants: ['filled'], tags: [] },
      { name: 'only-outline', variants: ['filled'], tags: [] },
    ]);
  });

  it('names variant files and falls back to the only variant of logos', () => {
    expect(iconFileName('heart', 'outline')).toBe('heart-outline');
    expect(iconFileName('heart', 'filled')).toBe('heart');
    expect(pickVariant({ name: 'logo-github', variants: ['filled'], tags: [] }, 'sharp')).toBe('filled');
  });

  it('filters by name, variant name and keyword', () => {
    const icons = groupIcons(['heart', 'heart-outline', 'logo-github'], new Map([['heart', ['love']]]));
    expect(filterIcons(icons, 'LOVE').map((i) => i.name)).toEqual(['heart']);
    expect(filterIcons(icons, 'heart-outline').map((i) => i.name)).toEqual(['heart']);
    expect(filterIcons(icons, 'logo git').map((i) => i.name)).toEqual(['logo-github']);
    expect(filterIcons(icons, '  ')).toHaveLength(2);
  });
});

describe('loadIconPage / iconAssetCopies on a fixture package', () => {
  it('builds the page from web-types and the icon list', () => {
    const page = loadIconPage({ locale: 'en', version: 'v8' }, { nodeModules });
    expect(page).toMatchObject({ kind: 'icon', slug: 'api/icon', title: 'ion-icon', category: 'Icons' });
    expect(page.description).toBe('The icon component.');
    expect(page.data.properties).toEqual([
      { name: 'name', descriptionHtml: 'The name of the icon.', type: 'string' },
      { name: 'size', descriptionHtml: 'The size.', type: '"small" | "large"' },
    ]);
    expect(page.data.icons.map((i) => i.name)).toEqual(['heart', 'logo-github']);
    expect(page.headings.map((h) => h.id)).toEqual(['properties', 'icons']);
    // no SVG markup in the page data, only names
    expect(JSON.stringify(page.data)).not.toContain('<svg');
  });

  it('lists one copy per SVG into icons/svg', () => {
    const copies = iconAssetCopies({ nodeModules });
    expect(copies).toHaveLength(4);
    expect(copies[1]).toEqual({
      from: path.join(nodeModules, 'ionicons/dist/svg/heart-outline.svg'),
      to: 'icons/svg/heart-outline.svg',
    });
  });

  it('Japanese headings on Japanese pages', () => {
    const page = loadIconPage({ locale: 'ja', version: 'v8' }, { nodeModules });
    expect(page.headings.map((h) => h.text)).toEqual(['プロパティ', 'アイコン一覧']);
  });
});
