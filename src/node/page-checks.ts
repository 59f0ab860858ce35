import fs from 'fs';

const checked = new Map<string, boolean>();

/** Whether a page module's source has a default export (the component Gatsby renders). */
export function hasDefaultExport(source: string): boolean {
  return /^\s*export\s+default\b/m.test(source) || /^\s*export\s*\{[^}]*\bas\s+default\b[^}]*\}/m.test(source);
}

/**
 * Fails with a message naming the route when the page component at `component`
 * (query string allowed) has no default export: nothing could be rendered there.
 */
export function assertPageComponent(
  component: string,
  route: string,
  read: (file: string) => string = (f) => fs.readFileSync(f, 'utf8'),
): void {
  const file = component.split('?')[0];
  let ok = checked.get(file);
  if (ok === undefined) {
    ok = hasDefaultExport(read(file));
    checked.set(file, ok);
  }
  if (!ok) {
    throw new Error(
      `The page component at route "${route}" (${file}) has no default export, so nothing can be rendered.`,
    );
  }
}
