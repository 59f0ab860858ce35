// The page models of the whole site are rebuilt on every createPages run (titles feed sidebars,
// sidebars feed breadcrumbs and previous/next links of every page…). Most saves change only the
// text of a page, which no model depends on but its translations' "stale" note: the models are
// kept under a key of everything but the compiled bodies and translation records, and a run
// whose key is unchanged takes them as they are, with the new bodies and stale notes put in. Pure.
import { DEFAULT_LOCALE } from '../lib/routes';
import type { ReferenceRender } from '../lib/reference-types';
import type { DocVersion, Locale, SidebarsInput } from '../lib/types';
import { hashOf } from './cache/disk';
import { isStale, type buildSite, type DocSource } from './pages';

type Site = ReturnType<typeof buildSite>;

/**
 * Everything the models are made from except page bodies and translation records (whether a
 * translation is stale is put in by withCurrentContent): each source without its compiled code
 * and hashes, the sidebars, and what identifies the generated sections.
 */
export function siteKey(sources: DocSource[], sidebars: Record<DocVersion, SidebarsInput>, reference: string): string {
  const structure = sources.map(({ code, sourceHash, recordedHash, ...rest }) => {
    void code;
    void sourceHash;
    void recordedHash;
    return rest;
  });
  return hashOf(JSON.stringify(structure), JSON.stringify(sidebars), reference);
}

/**
 * The site's pages with the compiled body of each file as `sources` have it now, and each
 * page's generated sections as `reference` gives them now (the same data when the key matched).
 */
export function withCurrentContent(
  site: Site,
  sources: DocSource[],
  reference: (locale: Locale, version: DocVersion, id: string) => ReferenceRender | undefined,
): Site {
  const code = new Map(sources.map((s) => [s.repoPath, s.code]));
  const recorded = new Map(sources.map((s) => [s.repoPath, s.recordedHash]));
  const english = new Map(
    sources.filter((s) => s.locale === DEFAULT_LOCALE).map((s) => [`${s.version}:${s.id}`, s.sourceHash]),
  );
  return {
    ...site,
    pages: site.pages.map((p) => {
      if (p.kind !== 'doc') return p;
      const { model } = p;
      const now = {
        code: code.get(p.repoPath) ?? p.code,
        reference: reference(model.locale, model.version, model.id) ?? null,
      };
      const stale = isStale(
        model.translated,
        model.locale,
        english.get(`${model.version}:${model.id}`),
        recorded.get(p.repoPath),
      );
      if (now.code === p.code && now.reference === p.reference && stale === model.stale) return p;
      return { ...p, ...now, model: stale === model.stale ? model : { ...model, stale } };
    }),
  };
}

/** A site as kept on disk: its pages without bodies and generated sections (put back by withCurrentContent). */
export function storable(site: Site): Site {
  return { ...site, pages: site.pages.map((p) => (p.kind === 'doc' ? { ...p, code: '', reference: null } : p)) };
}
