import type { DocVersion } from './types';

/** Doc ids and their anchors, per version: what a generated link may point at. */
export type DocIndex = Record<DocVersion, Map<string, Set<string>>>;

/**
 * Where a link from package metadata should lead when its target is not a page of this
 * version: the same page in the current version if it exists there, else the nearest
 * existing parent section, else the version home. An unknown #anchor is dropped.
 */
export function fallbackTarget(
  index: DocIndex,
  version: DocVersion,
  current: DocVersion,
  id: string,
  hash: string | undefined,
): { version: DocVersion; id: string; hash?: string } {
  const keepHash = (v: DocVersion, target: string) => (hash && index[v].get(target)?.has(hash) ? hash : undefined);
  if (index[version].has(id)) return { version, id, hash: keepHash(version, id) };
  if (index[current].has(id)) return { version: current, id, hash: keepHash(current, id) };
  let parent = id;
  while (parent.includes('/')) {
    parent = parent.slice(0, parent.lastIndexOf('/'));
    if (index[version].has(parent)) return { version, id: parent };
  }
  return { version, id: index[version].has(parent) ? parent : '' };
}
