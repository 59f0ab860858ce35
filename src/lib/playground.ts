// What a playground's page and its demo frame agree on (src/components/PlaygroundDemo and
// src/node/playgrounds/demo.ts).

/** The message a demo posts to its page with its content's height (and the page's request for it). */
export const PLAYGROUND_MESSAGE = 'ionic-docs-playground';

export type DemoMode = 'ios' | 'md';

/** The demo URL for a look and, when the reader chose one, a colour mode. */
export function demoUrl(base: string, mode: DemoMode, theme: 'light' | 'dark' | null): string {
  return `${base}?mode=${mode}${theme ? `&theme=${theme}` : ''}`;
}
