// Gatsby inlines `window.___chunkMapping` (every component chunk of the site) into every
// HTML page; with one chunk per MDX file that is hundreds of KB per page. After the build we
// move it into one content-hashed script that the browser caches once for the whole site.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { listFiles } from './files';

const INLINE = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;

/** Replaces the inline mapping in one HTML string; returns null when there is none. */
export function replaceInlineMapping(html: string, scriptUrl: string): { html: string; mapping: string } | null {
  const m = INLINE.exec(html);
  if (!m) return null;
  return { html: html.replace(INLINE, `<script src="${scriptUrl}"></script>`), mapping: m[1] };
}

export function externalizeChunkMapping(publicDir: string, pathPrefix: string): { files: number; script: string | null } {
  let script: string | null = null;
  let mapping: string | null = null;
  let files = 0;
  for (const file of listFiles(publicDir, '.html')) {
    const html = fs.readFileSync(file, 'utf8');
    const m = INLINE.exec(html);
    if (!m) continue;
    if (mapping === null) {
      mapping = m[1];
      const hash = crypto.createHash('sha256').update(mapping).digest('hex').slice(0, 12);
      script = `chunk-map-${hash}.js`;
      fs.writeFileSync(path.join(publicDir, script), mapping);
    } else if (m[1] !== mapping) {
      throw new Error(`${file}: its chunk mapping differs from the other pages; the build is inconsistent`);
    }
    const replaced = replaceInlineMapping(html, `${pathPrefix}/${script}`);
    if (replaced) {
      fs.writeFileSync(file, replaced.html);
      files += 1;
    }
  }
  return { files, script };
}
