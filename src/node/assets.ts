import fs from 'fs';
import path from 'path';
import { iconAssetCopies, loadIconPage } from './reference';
import { ICON_ASSET_DIR } from './reference/icons';

/** Where the icon gallery reads its list (next to the SVGs). */
export const ICON_LIST_FILE = 'icons/icons.json';

/** Every icon file the gallery loads on demand: the SVGs and the list of icons. */
export function iconAssets(): { to: string; from?: string; content?: string }[] {
  const list = loadIconPage((id) => id).data.icons;
  return [...iconAssetCopies(), { to: ICON_LIST_FILE, content: JSON.stringify(list) }];
}

/** The icon gallery loads each SVG on demand from /docs/icons/svg/ (never inlined). */
export function copyIconAssets(publicDir: string): number {
  const assets = iconAssets();
  for (const asset of assets) {
    const target = path.join(publicDir, asset.to);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (asset.from) fs.copyFileSync(asset.from, target);
    else fs.writeFileSync(target, asset.content ?? '');
  }
  return assets.length;
}

export { ICON_ASSET_DIR };
