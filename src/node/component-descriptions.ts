// What an archived version's components are for, in one sentence each, in every language
// (content/data/<version>-component-descriptions.json). Their pages are generated from package
// metadata, whose own descriptions are empty, and have no written overview: the sentence is the
// page's lead, its meta description and its line in the components index. A translation records
// the English it was made from (`<locale>Source`); when the English has changed since, the
// translation is stale: the English sentence is shown instead and the build says so.
import fs from 'fs';
import path from 'path';
import { DEFAULT_LOCALE, LOCALES, VERSIONS } from '../lib/routes';
import type { DocVersion } from '../lib/types';
import type { Diagnostic } from './diagnostics';
import { renderKey } from './reference-pages';

/** One component's entry: `en`, and per other locale its text and the English it translates. */
export type DescriptionEntry = Record<string, string>;

/** The file of a version's component descriptions, relative to the repository. */
export const descriptionsFile = (version: DocVersion) => `content/data/${version}-component-descriptions.json`;

/**
 * The descriptions of `entries` ({ name: entry }) as render keys ('ja:v7:api/badge' → sentence),
 * and a warning for each stale or missing translation.
 */
export function componentDescriptions(
  version: DocVersion,
  entries: Record<string, DescriptionEntry>,
  file = descriptionsFile(version),
): { descriptions: [string, string][]; problems: Diagnostic[] } {
  const descriptions: [string, string][] = [];
  const problems: Diagnostic[] = [];
  for (const [name, entry] of Object.entries(entries)) {
    const english = entry[DEFAULT_LOCALE];
    if (!english) {
      problems.push({ severity: 'error', file, message: `"${name}" has no ${DEFAULT_LOCALE} description` });
      continue;
    }
    descriptions.push([renderKey(DEFAULT_LOCALE, version, `api/${name}`), english]);
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const text = entry[locale];
      if (text && entry[`${locale}Source`] === english)
        descriptions.push([renderKey(locale, version, `api/${name}`), text]);
      else
        problems.push({
          severity: 'warning',
          file,
          message:
            `"${name}": the ${locale} description ` +
            `${text ? 'was translated from an older English one' : 'is missing'}; the English one is shown`,
        });
    }
  }
  return { descriptions, problems };
}

/** Every version's component descriptions under `root` (versions without a file have none). */
export function loadComponentDescriptions(root: string): { descriptions: [string, string][]; problems: Diagnostic[] } {
  const descriptions: [string, string][] = [];
  const problems: Diagnostic[] = [];
  for (const version of VERSIONS) {
    const file = descriptionsFile(version);
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    let entries: Record<string, DescriptionEntry>;
    try {
      entries = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (e) {
      problems.push({ severity: 'error', file, message: `not valid JSON: ${(e as Error).message}` });
      continue;
    }
    const found = componentDescriptions(version, entries, file);
    descriptions.push(...found.descriptions);
    problems.push(...found.problems);
  }
  return { descriptions, problems };
}
