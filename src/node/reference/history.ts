// The API history on component pages (issue #33). From the committed history of @ionic/core
// (content/data/ionic-core-api-history.json, read through src/lib/api-history.ts), what a page
// says of its component and of each API, and the links that go with it:
//   - pages of the newest major (v8): the release that added an API or the component, when it
//     is a release of that major after its first ("8.4"), and which "My Ionic version" choices
//     lack it; the control's choices are that major's minors up to the documented release;
//   - every page: the release that deprecated an API, when the history knows it;
//   - pages of an older major (v7): what the next major did with an API (removed or renamed),
//     linking the next version's page (the new name's row where it has one) and the section of
//     that version's upgrade guide whose heading names the component.
// The page documents one release (the pinned package: @ionic/docs 8.8.7, @ionic/core 7.8.6), so
// every look-up is made at that release: an API the history says arrived later is not on it.
import historyFile from '../../../content/data/ionic-core-api-history.json';
import { versionConfig, versions } from '../../../content/site/versions';
import {
  apiSince,
  compareVersions,
  componentSince,
  deprecatedIn,
  fateIn,
  hasApi,
  historyStart,
  majorOf,
  minorOf,
  type ApiHistory,
  type ApiKind,
} from '../../lib/api-history';
import { pageHref, type DocIndex } from '../../lib/links';
import type { ApiHistoryMark, ComponentHistory } from '../../lib/reference-types';
import type { DocVersion, Heading, Locale } from '../../lib/types';
import { apiAnchor } from '../render/reference/ids';

/** The committed history (`npm run api-history` refreshes it). */
export const IONIC_API_HISTORY = historyFile as unknown as ApiHistory;

/** Where a page's history links go (the second pass of loadReference, when every page is known). */
export interface HistoryLinks {
  locale: Locale;
  index: DocIndex;
  /** A written page's headings, by version and doc id (the upgrade guides' sections). */
  headings(version: DocVersion, id: string): readonly Heading[] | undefined;
}

/** What a version's component pages read the history with. */
export interface HistoryInput {
  history: ApiHistory;
  /** The release the pages document: the pinned package's version ("8.8.7"). */
  pinned: string;
  links?: HistoryLinks;
}

const componentSlug = (tag: string) => `api/${tag.replace(/^ion-/, '')}`;

/** The docs version that documents Ionic `major`, if this site has one. */
function versionOfMajor(major: number): DocVersion | undefined {
  return versions.find((v) => v.ionicMajor === major)?.name;
}

function newestMajor(h: ApiHistory): number | null {
  return h.releases.length ? majorOf(h.releases[h.releases.length - 1]) : null;
}

/**
 * The choices of "My Ionic version" on pages documenting `pinned`: its major's minors, oldest
 * first, up to its own; none when a newer major exists (the control is for the current one).
 */
export function versionChoices(h: ApiHistory, pinned: string): string[] {
  const major = majorOf(pinned);
  if (newestMajor(h) !== major) return [];
  const out: string[] = [];
  for (const release of h.releases) {
    const minor = minorOf(release);
    if (majorOf(minor) === major && compareVersions(minor, minorOf(pinned)) <= 0 && !out.includes(minor))
      out.push(minor);
  }
  return out;
}

/**
 * The section of an upgrade guide about a component: the first heading below the page's
 * sections whose text names it, alone or in a list ("Input and textarea", "Checkbox, radio and
 * toggle" name ion-input, ion-radio…; "Progress bar" names ion-progress-bar).
 */
export function guideSection(headings: readonly Heading[], tag: string): string | null {
  const name = tag.replace(/^ion-/, '').replace(/-/g, ' ');
  const hit = headings.find(
    (h) =>
      h.depth >= 3 &&
      h.text
        .toLowerCase()
        .replace(/`/g, '')
        .split(/\s*,\s*|\s+and\s+/)
        .map((s) => s.trim())
        .includes(name),
  );
  return hit ? hit.id : null;
}

/** The upgrade guide section to `major` about `tag`, as a URL in the links' locale. */
function guideHref(links: HistoryLinks | undefined, major: number, tag: string): string | null {
  const version = versionOfMajor(major);
  if (!links || !version) return null;
  const guide = versionConfig(version).upgradeGuide;
  const section = guideSection(links.headings(version, guide) ?? [], tag);
  return section ? pageHref(links.index, { locale: links.locale, version, slug: guide }, section) : null;
}

function componentHref(links: HistoryLinks | undefined, major: number, tag: string, anchor = ''): string | null {
  const version = versionOfMajor(major);
  if (!links || !version) return null;
  return pageHref(links.index, { locale: links.locale, version, slug: componentSlug(tag) }, anchor);
}

/** The component whose tag `tag` was before it was renamed (ion-picker-legacy for ion-picker). */
function renamedInto(h: ApiHistory, tag: string): string | undefined {
  return Object.keys(h.components).find((t) => h.components[t].renamedFrom === tag);
}

/** What the page of `tag` says of the component itself. */
export function componentHistory(input: HistoryInput, tag: string): ComponentHistory {
  const { history: h, pinned, links } = input;
  const major = majorOf(pinned);
  const choices = versionChoices(h, pinned);
  const out: ComponentHistory = { choices };
  const since = componentSince(h, tag, pinned);
  if (choices.length && since && since !== historyStart(h) && majorOf(since) === major) {
    out.added = since;
    const absent = choices.filter((c) => componentSince(h, tag, c) === null);
    if (absent.length) out.absentIn = absent;
  }
  const from = h.components[tag]?.renamedFrom;
  if (from) out.renamedFrom = { tag: from, href: componentHref(links, major - 1, from) };
  const into = renamedInto(h, tag);
  const intoSince = into ? h.components[into].since : undefined;
  if (into && intoSince) {
    if (majorOf(intoSince) <= major)
      out.formerly = { tag: into, in: intoSince, href: componentHref(links, major, into) };
    else
      out.renamedTo = {
        tag: into,
        in: intoSince,
        reused: componentSince(h, tag, intoSince) !== null,
        href: componentHref(links, majorOf(intoSince), into),
        guideHref: guideHref(links, majorOf(intoSince), tag),
      };
  }
  return out;
}

/** What the page of `tag` says of one of its APIs; undefined when nothing (most APIs). */
export function apiHistoryMark(
  input: HistoryInput,
  choices: readonly string[],
  tag: string,
  kind: ApiKind,
  name: string,
): ApiHistoryMark | undefined {
  const { history: h, pinned, links } = input;
  const major = majorOf(pinned);
  const start = historyStart(h);
  const mark: ApiHistoryMark = {};
  if (choices.length) {
    const since = apiSince(h, tag, kind, name, pinned);
    const comp = componentSince(h, tag, pinned);
    if (
      since &&
      comp &&
      since !== start &&
      compareVersions(since, `${major}.0`) > 0 &&
      compareVersions(since, comp) > 0
    ) {
      mark.since = since;
      const absent = choices.filter((c) => !hasApi(h, tag, kind, name, c));
      if (absent.length) mark.absentIn = absent;
    }
  }
  const deprecated = deprecatedIn(h, tag, kind, name, pinned);
  if (deprecated) mark.deprecated = deprecated === start ? {} : { in: deprecated };
  const fate = fateIn(h, major + 1, tag, kind, name);
  if (fate && fate.fate !== 'kept') {
    const next = major + 1;
    if (fate.fate === 'renamed') {
      // APIs that moved with their component: the page's notice links the guide once.
      const withComponent = fate.to.tag !== tag && h.components[fate.to.tag]?.renamedFrom === tag;
      mark.next = {
        fate: 'renamed',
        in: fate.in,
        to: fate.to,
        href: componentHref(links, next, fate.to.tag, apiAnchor(kind, fate.to.name) ?? ''),
        guideHref: withComponent ? null : guideHref(links, next, tag),
      };
    } else {
      mark.next = {
        fate: 'removed',
        in: fate.in,
        href: componentHref(links, next, tag),
        guideHref: guideHref(links, next, tag),
      };
    }
  }
  return Object.keys(mark).length ? mark : undefined;
}
