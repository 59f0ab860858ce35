// Small building blocks shared by the reference renderers.
import React, { type ReactNode } from 'react';
import type { ApiHistoryMark, Deprecation, Locale, NextMajorFate } from '../../../lib/reference-types';
import { englishTextLang } from '../../../lib/routes';

import { tFor } from '../../../i18n';

/** Package-provided HTML (English). On pages in other languages it is marked lang="en". */
export function Html(props: {
  html: string;
  locale: Locale;
  inline?: boolean;
  className?: string;
}): JSX.Element | null {
  const { html, locale, inline, className } = props;
  if (!html) return null;
  const lang = englishTextLang(locale);
  const cls = ['ref-md', className].filter(Boolean).join(' ');
  return inline ? (
    <span className={cls} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className={cls} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Plain English text from the packages, marked lang="en" on pages in other languages. */
export function EnText(props: {
  children: ReactNode;
  locale: Locale;
  as?: 'span' | 'p';
  className?: string;
}): JSX.Element {
  const Tag = props.as ?? 'span';
  return (
    <Tag className={props.className} lang={englishTextLang(props.locale)}>
      {props.children}
    </Tag>
  );
}

/** Horizontally scrollable, keyboard-focusable wrapper so wide tables work on phones. */
export function TableWrap(props: { label: string; children: ReactNode }): JSX.Element {
  return (
    <div className="ref-table-wrap" role="region" aria-label={props.label} tabIndex={0}>
      {props.children}
    </div>
  );
}

export function Empty(props: { text: string }): JSX.Element {
  return <p className="ref-empty">{props.text}</p>;
}

/** "Deprecated", or "Deprecated in 8.7" where the API history knows the release (not indexed for search then). */
export function DeprecatedBadge(props: { locale: Locale; since?: string }): JSX.Element {
  const t = tFor(props.locale);
  return props.since ? (
    <span className="ref-badge ref-badge--deprecated" data-pagefind-ignore="">
      {t('reference.history.deprecatedIn', { version: props.since })}
    </span>
  ) : (
    <span className="ref-badge ref-badge--deprecated">{t('reference.deprecated')}</span>
  );
}

/**
 * "8.4+" beside an API added after its component and its major's first release. Screen readers
 * hear "Added in Ionic 8.4"; the Markdown twin writes the visible "(8.4+)". Like every
 * history mark, it is left out of the search index. (The Capacitor pages' since column is
 * another thing: every API of a plugin has a release there, so it is a column of the table.)
 */
export function SinceBadge(props: { since: string; locale: Locale }): JSX.Element {
  const t = tFor(props.locale);
  return (
    <span className="ref-badge ref-badge--since" data-pagefind-ignore="">
      <span aria-hidden="true">{t('reference.history.since', { version: props.since })}</span>
      <span className="visually-hidden">{t('reference.history.addedIn', { version: props.since })}</span>
    </span>
  );
}

/**
 * "Removed in Ionic 8.0", "Renamed in Ionic 8.0", or "Moved in Ionic 8.0" for an API that kept
 * its name on a renamed component, on pages of an older major.
 */
function NextMajorBadge(props: { next: NextMajorFate; tag: string; locale: Locale }): JSX.Element {
  const { next, tag, locale } = props;
  const key =
    next.fate === 'removed'
      ? 'reference.history.removedIn'
      : next.to && next.to.tag !== tag
        ? 'reference.history.movedIn'
        : 'reference.history.renamedIn';
  return (
    <span className="ref-badge ref-badge--removed" data-pagefind-ignore="">
      {tFor(locale)(key, { version: next.in })}
    </span>
  );
}

/** The history marks of one API, after its name: since, deprecated, removed or renamed next. */
export function ApiMarks(props: {
  history: ApiHistoryMark | undefined;
  deprecated: Deprecation | null;
  tag: string;
  locale: Locale;
}): JSX.Element {
  const { history: h, deprecated, tag, locale } = props;
  return (
    <>
      {h?.since && <SinceBadge since={h.since} locale={locale} />}
      {(deprecated || h?.deprecated) && <DeprecatedBadge locale={locale} since={h?.deprecated?.in} />}
      {h?.next && <NextMajorBadge next={h.next} tag={tag} locale={locale} />}
    </>
  );
}

/** Whether ApiMarks has anything to show. */
export function hasMarks(history: ApiHistoryMark | undefined, deprecated: Deprecation | null): boolean {
  return Boolean(deprecated || history?.since || history?.deprecated || history?.next);
}

/** The attributes of an API's row (or method block) that the "My Ionic version" control reads. */
export function absentIn(history: ApiHistoryMark | undefined): { 'data-absent'?: string } {
  return history?.absentIn ? { 'data-absent': history.absentIn.join(' ') } : {};
}

/**
 * Where an API removed or renamed by the next major went: the next version's page (the new
 * name's row) and the upgrade guide's section, under its description. The strings carry their
 * own spacing (a Japanese colon is followed by none).
 */
export function NextMajorNote(props: {
  history: ApiHistoryMark | undefined;
  tag: string;
  locale: Locale;
}): JSX.Element | null {
  const { tag, locale } = props;
  const next = props.history?.next;
  if (!next || (!next.href && !next.guideHref)) return null;
  const t = tFor(locale);
  const major = next.in.split('.')[0];
  const links: JSX.Element[] = [];
  if (next.href)
    links.push(
      next.to ? (
        <React.Fragment key="page">
          <a href={next.href}>
            <code>{next.to.name}</code>
          </a>
          {next.to.tag !== tag && t('reference.history.onTag', { tag: next.to.tag })}
        </React.Fragment>
      ) : (
        <a key="page" href={next.href}>
          <code>{tag}</code>
        </a>
      ),
    );
  if (next.guideHref)
    links.push(
      <a key="guide" href={next.guideHref}>
        {t('reference.history.guide')}
      </a>,
    );
  return (
    <p className="ref-history-note" data-pagefind-ignore="">
      {t('reference.history.inMajor', { major })}
      {links.map((l, i) => (
        <React.Fragment key={i}>
          {i > 0 && t('reference.history.separator')}
          {l}
        </React.Fragment>
      ))}
    </p>
  );
}

/** The deprecation message (the item itself carries a DeprecatedBadge); nothing when there is no message. */
export function DeprecationNote(props: { deprecation: Deprecation | null; locale: Locale }): JSX.Element | null {
  const { deprecation, locale } = props;
  if (!deprecation || !deprecation.html) return null;
  return (
    <div className="ref-deprecation">
      <strong>{tFor(locale)('reference.deprecated')}:</strong> <Html html={deprecation.html} locale={locale} inline />
    </div>
  );
}

/** Page-level notice for a deprecated component. */
export function DeprecationNotice(props: { deprecation: Deprecation | null; locale: Locale }): JSX.Element | null {
  const { deprecation, locale } = props;
  if (!deprecation) return null;
  return (
    <div className="ref-notice ref-notice--warning" role="note">
      <strong>{tFor(locale)('reference.deprecated')}</strong> <Html html={deprecation.html} locale={locale} inline />
    </div>
  );
}

export function Section(props: { id: string; title: string; children: ReactNode; level?: 2 | 3 }): JSX.Element {
  const H = props.level === 3 ? 'h3' : 'h2';
  return (
    <section className="ref-section">
      <H id={props.id}>{props.title}</H>
      {props.children}
    </section>
  );
}

/**
 * A reference table: scrolls horizontally on phones; rows are the children (<tr>…</tr>). Falsy
 * columns are left out.
 */
export function RefTable(props: {
  label: string;
  columns: (string | false | null | undefined)[];
  children: ReactNode;
}): JSX.Element {
  return (
    <TableWrap label={props.label}>
      <table className="ref-table">
        <thead>
          <tr>
            {props.columns
              .filter((c): c is string => Boolean(c))
              .map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </TableWrap>
  );
}

/**
 * A table row naming one item (a part, a slot, a property) with its description; extra cells
 * are children. An item without a name (the default slot) shows `emptyName`.
 */
export function NamedRow(props: {
  id?: string;
  name: string;
  html: string;
  locale: Locale;
  className?: string;
  attributes?: Record<string, string>;
  /** Badges after the name. */
  marks?: ReactNode;
  /** Lines after the description. */
  note?: ReactNode;
  emptyName?: string;
  children?: ReactNode;
}): JSX.Element {
  return (
    <tr id={props.id} className={props.className} {...props.attributes}>
      <th scope="row">
        {props.name ? <code>{props.name}</code> : <span className="ref-muted">{props.emptyName}</span>}
        {props.marks}
      </th>
      <td>
        <Html html={props.html} locale={props.locale} />
        {props.note}
      </td>
      {props.children}
    </tr>
  );
}
