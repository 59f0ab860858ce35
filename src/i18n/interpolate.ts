// The placeholder filling of UI strings, on its own so that a page's own script (the search
// page's element) can fill strings the page gives it without bundling the locales registry.

export type Values = Record<string, string | number>;

/** `{{name}}` placeholders filled from `values`; unknown placeholders stay visible. */
export function interpolate(template: string, values?: Values): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
