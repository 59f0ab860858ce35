import fs from 'fs';
import path from 'path';
import { iconAssetCopies } from './reference';

/** The icon gallery loads each SVG on demand from /docs/icons/svg/ (never inlined). */
export function copyIconAssets(publicDir: string): number {
  const copies = iconAssetCopies();
  for (const { from, to } of copies) {
    const target = path.join(publicDir, to);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(from, target);
  }
  return copies.length;
}
