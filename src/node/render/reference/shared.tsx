// Small building blocks shared by the reference renderers.
import type { ReactNode } from 'react';
import type { Deprecation, Locale } from '../../../lib/reference-types';
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

export function DeprecatedBadge(props: { locale: Locale }): JSX.Element {
  return <span className="ref-badge ref-badge--deprecated">{tFor(props.locale)('reference.deprecated')}</span>;
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

/** A reference table: scrolls horizontally on phones; rows are the children (<tr>…</tr>). Falsy columns are left out. */
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

/** A table row naming one item (a part, a slot, a property) with its description; extra cells are children. */
export function NamedRow(props: {
  id?: string;
  name: string;
  html: string;
  locale: Locale;
  children?: ReactNode;
}): JSX.Element {
  return (
    <tr id={props.id}>
      <th scope="row">
        <code>{props.name}</code>
      </th>
      <td>
        <Html html={props.html} locale={props.locale} />
      </td>
      {props.children}
    </tr>
  );
}
