// Page bodies, rendered to HTML (src/node/render/body.tsx) once per input: a body is kept, in
// memory and on disk (.cache/ionic-docs/bodies.json), under a key made of everything its HTML
// depends on, so a restart renders nothing that did not change and an edit renders one page.
// The ids in each body are kept with it: they are the anchors links are checked against.
import { extractLinksAndIds } from '../lib/crawl';
import { escapeHtml } from '../lib/html';
import { diskStore, hashOf, type DiskStore } from './cache/disk';
import type { BuiltPage } from './pages';
import type { PlaygroundExample } from './playgrounds/load';
import { renderPageBody } from './render/body';

export interface RenderedBody {
  html: string;
  /** Every id in the HTML (headings, generated entries, tabs): what `#anchor` links may name. */
  ids: string[];
}

/** What a page's body is rendered from, besides the pipeline's code (the store's fingerprint). */
export interface BodyInputs {
  /** Identifies the page's generated sections: the reference data's generation and the page. */
  reference: string;
  /** Identifies the version's playground examples, for pages that can show them. */
  playgrounds: string;
}

const codeHashes = new Map<string, string>();
function codeHash(code: string): string {
  let hash = codeHashes.get(code);
  if (!hash) {
    hash = hashOf(code);
    codeHashes.set(code, hash);
  }
  return hash;
}

export function bodyKey(page: BuiltPage, inputs: BodyInputs): string {
  const { model } = page;
  const showsExamples = page.code.includes('Playground') || page.reference?.kind === 'component';
  return hashOf(
    codeHash(page.code),
    page.reference ? inputs.reference : '',
    showsExamples ? inputs.playgrounds : '',
    model.id,
    model.locale,
    model.version,
    model.file,
    model.editUrl ?? '',
    String(model.translated),
    model.description,
  );
}

let store: DiskStore<RenderedBody> | null = null;

export function bodyStore(root: string): DiskStore<RenderedBody> {
  store ??= diskStore<RenderedBody>(root, 'bodies', 16);
  return store;
}

/** The page's body, rendered only when its inputs changed; throws what rendering throws. */
export function pageBody(
  root: string,
  page: BuiltPage,
  inputs: BodyInputs,
  playgrounds: ReadonlyMap<string, PlaygroundExample> | undefined,
): { body: RenderedBody; rendered: boolean } {
  const key = bodyKey(page, inputs);
  const known = bodyStore(root).get(key);
  if (known) return { body: known, rendered: false };
  const html = renderPageBody(page, playgrounds);
  const body = { html, ids: [...extractLinksAndIds(html).ids] };
  bodyStore(root).set(key, body);
  return { body, rendered: true };
}

/** What a page shows in development while its file does not compile and never did. */
export function problemBody(messages: string[]): RenderedBody {
  const items = messages.map((m) => `<li><code>${escapeHtml(m)}</code></li>`).join('');
  return {
    html:
      '<div class="admonition admonition--danger" role="alert">' +
      '<p class="admonition__heading">This page does not build</p>' +
      `<div class="admonition__content"><ul>${items}</ul>` +
      '<p>Fix the file and save: the page comes back by itself.</p></div></div>',
    ids: [],
  };
}
