import type { DocIndex } from '../../src/lib/links';
import type { Heading } from '../../src/lib/types';
import { loadReferenceTracked, stillValid } from '../../src/node/reference-cache';
import type { loadReference } from '../../src/node/reference-pages';

const index = (v8: [string, string[]][], v7: [string, string[]][] = []): DocIndex => ({
  v8: new Map(v8.map(([id, anchors]) => [id, new Set(anchors)])),
  v7: new Map(v7.map(([id, anchors]) => [id, new Set(anchors)])),
});

// A stand-in for the reference loader: asks what the real one asks while resolving links in
// package metadata (does a doc exist, does it have an anchor) and reads one description.
const fakeLoad = ((docs: DocIndex, descriptions: { get(key: string): string | undefined }) => {
  const hasTheming = docs.v8.has('theming/basics');
  const anchor = docs.v8.get('theming/basics')?.has('global-config') ?? false;
  const description = descriptions.get('en:v8:api/button');
  return {
    sources: [],
    renders: new Map(),
    sidebars: { v8: {}, v7: {} },
    seen: { hasTheming, anchor, description },
  };
}) as unknown as typeof loadReference;

describe('reference cache', () => {
  const docs = index([['theming/basics', ['global-config', 'other']]]);
  const descriptions = new Map([['en:v8:api/button', 'Buttons.']]);
  const { questions } = loadReferenceTracked(docs, descriptions, fakeLoad);

  it('records the questions the loader asked and their answers', () => {
    expect(questions).toEqual([
      ['has', 'v8', 'theming/basics', true],
      ['get', 'v8', 'theming/basics', true],
      ['anchor', 'v8', 'theming/basics', 'global-config', true],
      ['description', 'en:v8:api/button', 'Buttons.'],
    ]);
  });

  it('stays valid while the written pages answer the same (an edit elsewhere changes nothing)', () => {
    const edited = index([
      ['theming/basics', ['global-config', 'renamed-other']],
      ['intro/environment', ['a-new-heading']],
    ]);
    expect(stillValid(questions, edited, descriptions)).toBe(true);
  });

  it('is invalid when an answer changes: a page, an anchor or a description', () => {
    expect(stillValid(questions, index([]), descriptions)).toBe(false);
    expect(stillValid(questions, index([['theming/basics', ['other']]]), descriptions)).toBe(false);
    expect(stillValid(questions, docs, new Map([['en:v8:api/button', 'Other.']]))).toBe(false);
  });
});

describe('reference cache and the upgrade guides', () => {
  // The component pages link an upgrade guide's section for an API's change: the loader asks
  // for that guide's headings, and a change to them must load the reference again.
  const askGuide = ((
    _docs: DocIndex,
    _descriptions: unknown,
    headings: (version: 'v8' | 'v7', id: string) => readonly Heading[] | undefined,
  ) => {
    headings('v8', 'updating/8-0');
    return { sources: [], renders: new Map(), sidebars: { v8: {}, v7: {} } };
  }) as unknown as typeof loadReference;
  const docs = index([]);
  const guide: Heading[] = [{ depth: 2, id: 'input', text: 'Input' }];
  const headingsOf = (list: Heading[]) => (version: string, id: string) =>
    version === 'v8' && id === 'updating/8-0' ? list : undefined;
  const { questions } = loadReferenceTracked(docs, new Map(), askGuide, headingsOf(guide));

  it('records the headings asked for', () => {
    expect(questions).toEqual([['headings', 'v8', 'updating/8-0', expect.any(String)]]);
    expect(stillValid(questions, docs, new Map(), headingsOf([...guide]))).toBe(true);
  });

  it('is invalid when the guide gains, loses or renames a heading', () => {
    expect(stillValid(questions, docs, new Map(), headingsOf([]))).toBe(false);
    expect(stillValid(questions, docs, new Map(), headingsOf([{ depth: 2, id: 'input-1', text: 'Input' }]))).toBe(
      false,
    );
    expect(stillValid(questions, docs, new Map(), () => undefined)).toBe(false);
  });
});
