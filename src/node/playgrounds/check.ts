// The playground code check: every ion-* attribute, property binding and event named in an
// example's code (all four frameworks) must exist in the component metadata of each version
// the example runs in (v8: @ionic/docs core.json, v7: ionic-core-v7 dist/docs.json).
import { VERSIONS } from '../../lib/routes';
import type { DocVersion } from '../../lib/types';
import { checkCode, type ComponentMeta } from '../overview-check';
import { readComponents } from '../reference/components';
import { FRAMEWORKS, FRAMEWORK_LABELS } from '../../lib/frameworks';
import type { PlaygroundExample } from './load';

export type MetaByVersion = Map<DocVersion, Map<string, ComponentMeta>>;

/** Each version's component metadata by tag, from the packages the reference pages use. */
export function componentMetaByVersion(): MetaByVersion {
  return new Map(
    VERSIONS.map((v) => [v, new Map(readComponents(v).map((c) => [String(c.tag), c as unknown as ComponentMeta]))]),
  );
}

/** Problems as "file:line: message" lines; empty when every name exists. */
export function checkExampleCode(example: PlaygroundExample, meta: MetaByVersion): string[] {
  const problems: string[] = [];
  for (const version of example.versions) {
    const components = meta.get(version);
    if (!components) continue;
    if (!components.has(`ion-${example.component}`))
      problems.push(`${example.repoPath}:1: ${version} has no ion-${example.component}`);
    for (const fw of FRAMEWORKS) {
      for (const file of example.code[fw]) {
        if (file.lang === 'css') continue;
        for (const f of checkCode(file.code, components)) {
          problems.push(
            `${example.repoPath}:${file.line}: ${FRAMEWORK_LABELS[fw]}: ` +
              `<${f.tag}> has no ${f.kind} "${f.name}" in ${version}`,
          );
        }
      }
    }
  }
  return [...new Set(problems)];
}

/** Every example of every version, checked once (an example shared by versions is checked for each). */
export function checkAllExamples(
  examples: Map<DocVersion, Map<string, PlaygroundExample>>,
  meta: MetaByVersion,
): string[] {
  const seen = new Set<PlaygroundExample>();
  const problems: string[] = [];
  for (const byId of examples.values()) {
    for (const example of byId.values()) {
      if (seen.has(example)) continue;
      seen.add(example);
      problems.push(...checkExampleCode(example, meta));
    }
  }
  return problems;
}
