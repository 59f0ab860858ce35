import fs from 'fs';
import path from 'path';

/** Every file under `dir` (recursively) whose name ends with `suffix`; [] when `dir` is missing. */
export function listFiles(dir: string, suffix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}
