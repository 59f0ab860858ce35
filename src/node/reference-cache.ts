// Generated reference pages are the slowest part of creating pages (seconds: every component,
// command and plugin, in each version and locale), and they depend on the written pages only
// through a few questions: does this doc id exist, does it have this anchor, what description
// does its overview give, which headings does an upgrade guide have. The result is kept with the
// questions asked and their answers; it is reused, in this process or the next
// (.cache/ionic-docs/reference.json), for as long as the written pages give the same answers. An
// edit to an ordinary page asks nothing new.
import type { DocIndex } from '../lib/links';
import { byVersion } from '../lib/routes';
import type { DocVersion } from '../lib/types';
import { diskStore, hashOf, type DiskStore } from './cache/disk';
import { loadReference, type Descriptions, type HeadingsOf, type ReferenceResult } from './reference-pages';

/** One question and its answer: [kind, version or key, id, anchor, answer]. */
type Question =
  | ['has', DocVersion, string, boolean]
  | ['get', DocVersion, string, boolean]
  | ['anchor', DocVersion, string, string, boolean]
  | ['description', string, string | null]
  | ['headings', DocVersion, string, string | null];

/** A page's headings as one comparable answer (null: no such page). */
const headingsAnswer = (headings: ReturnType<HeadingsOf>): string | null =>
  headings ? hashOf(JSON.stringify(headings.map((h) => [h.depth, h.id, h.text]))) : null;

interface Stored {
  questions: Question[];
  result: { sources: ReferenceResult['sources']; renders: [string, unknown][]; sidebars: ReferenceResult['sidebars'] };
}

/** What the inputs answer now to a question asked before. */
function answer(
  q: Question,
  docs: DocIndex,
  descriptions: Descriptions,
  headings: HeadingsOf,
): boolean | string | null {
  switch (q[0]) {
    case 'has':
      return docs[q[1]].has(q[2]);
    case 'get':
      return docs[q[1]].get(q[2]) !== undefined;
    case 'anchor':
      return docs[q[1]].get(q[2])?.has(q[3]) ?? false;
    case 'description':
      return descriptions.get(q[1]) ?? null;
    case 'headings':
      return headingsAnswer(headings(q[1], q[2]));
  }
}

export function stillValid(
  questions: Question[],
  docs: DocIndex,
  descriptions: Descriptions,
  headings: HeadingsOf = () => undefined,
): boolean {
  return questions.every((q) => answer(q, docs, descriptions, headings) === q[q.length - 1]);
}

/** loadReference, with the questions it asked of `docs`, `descriptions` and `headings` recorded. */
export function loadReferenceTracked(
  docs: DocIndex,
  descriptions: Descriptions,
  load: typeof loadReference = loadReference,
  headings: HeadingsOf = () => undefined,
): { result: ReferenceResult; questions: Question[] } {
  const questions: Question[] = [];
  const tracked: DocIndex = byVersion((v) => ({
    has: (id) => {
      const yes = docs[v].has(id);
      questions.push(['has', v, id, yes]);
      return yes;
    },
    get: (id) => {
      const anchors = docs[v].get(id);
      questions.push(['get', v, id, anchors !== undefined]);
      if (!anchors) return undefined;
      const view = new Set(anchors);
      view.has = (anchor: string) => {
        const yes = anchors.has(anchor);
        questions.push(['anchor', v, id, anchor, yes]);
        return yes;
      };
      return view;
    },
  }));
  const result = load(
    tracked,
    {
      get: (key) => {
        const value = descriptions.get(key);
        questions.push(['description', key, value ?? null]);
        return value;
      },
    },
    (version, id) => {
      const value = headings(version, id);
      questions.push(['headings', version, id, headingsAnswer(value)]);
      return value;
    },
  );
  return { result, questions };
}

let memory: { questions: Question[]; result: ReferenceResult; generation: string } | null = null;

function fromStored(stored: Stored): ReferenceResult {
  return {
    sources: stored.result.sources,
    renders: new Map(stored.result.renders) as ReferenceResult['renders'],
    sidebars: stored.result.sidebars,
  };
}

/**
 * The reference pages for these written pages: reused from memory or disk when the written
 * pages answer as before, else loaded again (and kept). `reused` says which.
 */
export function cachedReference(
  root: string,
  docs: DocIndex,
  descriptions: Descriptions,
  headings: HeadingsOf = () => undefined,
): { result: ReferenceResult; reused: 'memory' | 'disk' | false; generation: string } {
  if (memory && stillValid(memory.questions, docs, descriptions, headings))
    return { result: memory.result, reused: 'memory', generation: memory.generation };
  const disk: DiskStore<Stored> = diskStore<Stored>(root, 'reference');
  const stored = disk.get('reference');
  if (stored && stillValid(stored.questions, docs, descriptions, headings)) {
    memory = { questions: stored.questions, result: fromStored(stored), generation: generationOf(stored.questions) };
    return { result: memory.result, reused: 'disk', generation: memory.generation };
  }
  const { result, questions } = loadReferenceTracked(docs, descriptions, loadReference, headings);
  memory = { questions, result, generation: generationOf(questions) };
  disk.set('reference', {
    questions,
    result: { sources: result.sources, renders: [...result.renders], sidebars: result.sidebars },
  });
  disk.save();
  return { result, reused: false, generation: memory.generation };
}

/**
 * Names a result by what it was made from: the answers it depends on (its code and packages
 * are the stores' fingerprint). Bodies of generated pages are kept under it.
 */
function generationOf(questions: Question[]): string {
  return hashOf(JSON.stringify(questions));
}
