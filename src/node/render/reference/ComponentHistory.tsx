// The top of a component page, under its title: what the API history says of the component
// (the release that added it, its former or later name) and, on pages of the current version,
// the "My Ionic version" control with the notice it shows when the chosen release lacks the
// component. Rendered before the written overview (src/node/render/body.tsx).
import type { ComponentData, Locale } from '../../../lib/reference-types';
import { tFor } from '../../../i18n';
import { IonicVersionPicker } from '../../../components/IonicVersionPicker';

function PageLink(props: { href: string | null; tag: string; text?: string }): JSX.Element {
  const label = props.text ?? props.tag;
  const body = props.text ? label : <code>{label}</code>;
  return props.href ? <a href={props.href}>{body}</a> : <>{body}</>;
}

export function ComponentHistoryIntro(props: { data: ComponentData; locale: Locale }): JSX.Element | null {
  const { data, locale } = props;
  const h = data.history;
  if (!h) return null;
  const t = tFor(locale);
  const lines: JSX.Element[] = [];
  if (h.added) lines.push(<p key="added">{t('reference.history.componentAdded', { version: h.added })}</p>);
  if (h.renamedFrom) {
    const major = Number((h.added ?? '0').split('.')[0]) - 1;
    lines.push(
      <p key="from">
        {t('reference.history.renamedFrom', { major })}
        <PageLink href={h.renamedFrom.href} tag={h.renamedFrom.tag} />
      </p>,
    );
  }
  if (h.formerly)
    lines.push(
      <p key="formerly">
        {t('reference.history.formerly', { version: h.formerly.in, tag: data.tag })}
        <PageLink href={h.formerly.href} tag={h.formerly.tag} />
      </p>,
    );
  if (!lines.length && !h.renamedTo && !h.choices.length) return null;
  return (
    <div className="ref-history" data-pagefind-ignore="">
      {lines.length > 0 && <div className="ref-history__facts">{lines}</div>}
      {h.renamedTo && <RenamedNotice data={data} locale={locale} />}
      {h.choices.length > 0 && <IonicVersionPicker choices={h.choices} />}
      {h.absentIn && h.added && (
        <p className="ref-notice ref-history__absent" data-absent={h.absentIn.join(' ')} role="note">
          {t('reference.history.absent', { tag: data.tag, version: h.added })}
        </p>
      )}
    </div>
  );
}

/** Pages of an older major: the next major renamed the component, and where to read on. */
function RenamedNotice(props: { data: ComponentData; locale: Locale }): JSX.Element | null {
  const { data, locale } = props;
  const to = data.history?.renamedTo;
  if (!to) return null;
  const t = tFor(locale);
  const major = Number(to.in.split('.')[0]);
  // The old tag is reused when the next major's page of it exists (href points elsewhere then).
  const text = t(to.reused ? 'reference.history.renamedToReused' : 'reference.history.renamedTo', {
    version: to.in,
    to: to.tag,
    tag: data.tag,
    major,
  });
  const links = [
    to.href && (
      <PageLink key="page" href={to.href} tag={to.tag} text={t('reference.history.pageIn', { tag: to.tag, major })} />
    ),
    to.guideHref && <PageLink key="guide" href={to.guideHref} tag="" text={t('reference.history.guide')} />,
  ].filter(Boolean);
  return (
    <div className="ref-notice ref-notice--warning" role="note">
      <p>
        <strong>{text}</strong>
      </p>
      {links.length > 0 && (
        <p>
          {links.map((l, i) => (
            <span key={i}>
              {i > 0 && t('reference.history.separator')}
              {l}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
