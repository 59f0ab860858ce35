import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/**
 * A stamp of the site's styles, put into every page's context. Gatsby writes a page's HTML
 * again when its context or its query result changes; with slices on, a new stylesheet alone
 * (a CSS-only edit) leaves the HTML of an incremental build linking the last build's file. A
 * changed stamp is a changed context, so every page links this build's stylesheet.
 */
export function stylesStamp(root: string): string {
  const hash = crypto.createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) hash.update(`${path.relative(root, full)}\0`).update(fs.readFileSync(full));
    }
  };
  walk(path.join(root, 'src'));
  return hash.digest('hex').slice(0, 12);
}
