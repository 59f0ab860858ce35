import fs from 'fs';
import path from 'path';
import { CURRENT_VERSION, DEFAULT_LOCALE } from '../lib/routes';
import { iconAssetCopies, loadIconPage } from './reference';
import { ICON_ASSET_DIR } from './reference/icons';

/** Where the icon gallery reads its list (next to the SVGs). */
export const ICON_LIST_FILE = 'icons/icons.json';

/** Every icon file the gallery loads on demand: the SVGs and the list of icons. */
export function iconAssets(): StaticFile[] {
  const list = loadIconPage({ locale: DEFAULT_LOCALE, version: CURRENT_VERSION }).data.icons;
  return [...iconAssetCopies(), { to: ICON_LIST_FILE, content: JSON.stringify(list) }];
}

/** A file the build writes next to the pages: copied from `from`, or with `content`. */
export interface StaticFile {
  to: string;
  from?: string;
  content?: string;
}

export function writeFiles(publicDir: string, files: StaticFile[]): number {
  for (const file of files) {
    const target = path.join(publicDir, file.to);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (file.from) fs.copyFileSync(file.from, target);
    else fs.writeFileSync(target, file.content ?? '');
  }
  return files.length;
}

export { ICON_ASSET_DIR };
