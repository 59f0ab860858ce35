// The six generated sections of a component API page.
import type { ComponentData, ComponentMethod, CssCustomProperty, Locale, NamedDoc } from '../../../lib/reference-types';
import {
  absentIn,
  ApiMarks,
  hasMarks,
  DeprecationNote,
  DeprecationNotice,
  Empty,
  Html,
  NamedRow,
  NextMajorNote,
  Section,
  TableWrap,
  RefTable,
} from './shared';
import { apiAnchor, methodAnchor, SECTION_IDS } from './ids';
import { tFor } from '../../../i18n';

function typeHasUndefined(type: string): boolean {
  return /(^|\|)\s*undefined\s*($|\|)/.test(type);
}

function Method(props: { m: ComponentMethod; tag: string; locale: Locale }): JSX.Element {
  const { m, tag, locale } = props;
  const t = tFor(locale);
  return (
    <div className="ref-method" {...absentIn(m.history)}>
      {/* The marks follow the heading rather than sit in it: the search index takes a heading's
          whole text as its title ("setFocus8.3.2+…"), ignored parts included. */}
      <h3 id={methodAnchor(m.name)}>
        <code>{m.name}</code>
      </h3>
      {hasMarks(m.history, m.deprecated) && (
        <p className="ref-badges ref-method__marks">
          <ApiMarks history={m.history} deprecated={m.deprecated} tag={tag} locale={locale} />
        </p>
      )}
      <TableWrap label={m.name}>
        <table className="ref-table ref-table--definition">
          <tbody>
            <tr>
              <th scope="row">{t('reference.signature')}</th>
              <td>
                <code className="ref-signature">{m.signature}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('reference.description')}</th>
              <td>
                <Html html={m.descriptionHtml} locale={locale} />
                <DeprecationNote deprecation={m.deprecated} locale={locale} />
                <NextMajorNote history={m.history} tag={tag} locale={locale} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('reference.parameters')}</th>
              <td>
                {m.parameters.length === 0 ? (
                  <span className="ref-muted">{t('reference.noParameters')}</span>
                ) : (
                  <ul className="ref-params">
                    {m.parameters.map((p) => (
                      <li key={p.name}>
                        <code>{p.name}</code>: <code className="ref-type">{p.type}</code>
                        {p.descriptionHtml && (
                          <>
                            {' — '}
                            <Html html={p.descriptionHtml} locale={locale} inline />
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('reference.returns')}</th>
              <td>
                <code className="ref-type">{m.returns.type}</code>
                {m.returns.descriptionHtml && (
                  <>
                    {' — '}
                    <Html html={m.returns.descriptionHtml} locale={locale} inline />
                  </>
                )}
              </td>
            </tr>
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}

function CssRow(props: { p: CssCustomProperty; tag: string; withModes: boolean; locale: Locale }): JSX.Element {
  const { p, tag, withModes, locale } = props;
  const t = tFor(locale);
  return (
    <tr
      id={apiAnchor('styles', p.name) ?? undefined}
      className={p.history?.deprecated ? 'ref-row--deprecated' : undefined}
      {...absentIn(p.history)}
    >
      <th scope="row">
        <code>{p.name}</code>
        <ApiMarks history={p.history} deprecated={null} tag={tag} locale={locale} />
      </th>
      {p.descriptionHtml !== null ? (
        <td colSpan={withModes ? 2 : 1}>
          <Html html={p.descriptionHtml} locale={locale} />
          <NextMajorNote history={p.history} tag={tag} locale={locale} />
        </td>
      ) : (
        <>
          <td>
            {p.ios ? (
              <Html html={p.ios} locale={locale} />
            ) : (
              <span className="ref-muted" aria-label={t('reference.noParameters')}>
                —
              </span>
            )}
          </td>
          <td>
            {p.md ? (
              <Html html={p.md} locale={locale} />
            ) : (
              <span className="ref-muted" aria-label={t('reference.noParameters')}>
                —
              </span>
            )}
            <NextMajorNote history={p.history} tag={tag} locale={locale} />
          </td>
        </>
      )}
    </tr>
  );
}

/** A part's or slot's row: its name (the default slot has none), marks and description. */
function ApiRow(props: { kind: 'parts' | 'slots'; doc: NamedDoc; tag: string; locale: Locale }): JSX.Element {
  const { kind, doc, tag, locale } = props;
  return (
    <NamedRow
      id={apiAnchor(kind, doc.name) ?? undefined}
      name={doc.name}
      html={doc.descriptionHtml}
      locale={locale}
      className={doc.history?.deprecated ? 'ref-row--deprecated' : undefined}
      attributes={absentIn(doc.history)}
      marks={<ApiMarks history={doc.history} deprecated={null} tag={tag} locale={locale} />}
      note={<NextMajorNote history={doc.history} tag={tag} locale={locale} />}
      emptyName={tFor(locale)('reference.defaultSlot')}
    />
  );
}

export function ComponentApi(props: { data: ComponentData; locale: Locale }): JSX.Element {
  const { data, locale } = props;
  const t = tFor(locale);
  return (
    <div className="ref-api">
      <DeprecationNotice deprecation={data.deprecated} locale={locale} />
      {t('reference.packageTextNote', { pkg: '@ionic/core' }) && (
        <p className="ref-note">{t('reference.packageTextNote', { pkg: '@ionic/core' })}</p>
      )}
      <Html html={data.descriptionHtml} locale={locale} className="ref-lead" />

      <Section id={SECTION_IDS.properties} title={t('reference.properties')}>
        {data.props.length === 0 ? (
          <Empty text={t('reference.noProperties')} />
        ) : (
          <RefTable
            label={t('reference.properties')}
            columns={[
              t('reference.name'),
              t('reference.description'),
              t('reference.attribute'),
              t('reference.type'),
              t('reference.default'),
            ]}
          >
            {data.props.map((p) => (
              <tr
                key={p.name}
                id={apiAnchor('props', p.name) ?? undefined}
                className={p.deprecated || p.history?.deprecated ? 'ref-row--deprecated' : undefined}
                {...absentIn(p.history)}
              >
                <th scope="row">
                  <code>{p.name}</code>
                  {p.required && <span className="ref-badge">{t('reference.required')}</span>}
                  <ApiMarks history={p.history} deprecated={p.deprecated} tag={data.tag} locale={locale} />
                </th>
                <td>
                  <Html html={p.descriptionHtml} locale={locale} />
                  <DeprecationNote deprecation={p.deprecated} locale={locale} />
                  <NextMajorNote history={p.history} tag={data.tag} locale={locale} />
                </td>
                <td>
                  {p.attribute ? (
                    <code>{p.attribute}</code>
                  ) : (
                    <span className="ref-muted">{t('reference.noAttribute')}</span>
                  )}
                </td>
                <td>
                  <code className="ref-type">{p.type}</code>
                </td>
                <td>
                  {p.default !== null ? (
                    <code>{p.default}</code>
                  ) : typeHasUndefined(p.type) ? (
                    <code>undefined</code>
                  ) : (
                    <span className="ref-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </RefTable>
        )}
      </Section>

      <Section id={SECTION_IDS.events} title={t('reference.events')}>
        {data.events.length === 0 ? (
          <Empty text={t('reference.noEvents')} />
        ) : (
          <RefTable
            label={t('reference.events')}
            columns={[t('reference.name'), t('reference.description'), t('reference.bubbles')]}
          >
            {data.events.map((e) => (
              <tr
                key={e.name}
                id={apiAnchor('events', e.name) ?? undefined}
                className={e.deprecated || e.history?.deprecated ? 'ref-row--deprecated' : undefined}
                {...absentIn(e.history)}
              >
                <th scope="row">
                  <code>{e.name}</code>
                  <ApiMarks history={e.history} deprecated={e.deprecated} tag={data.tag} locale={locale} />
                </th>
                <td>
                  <Html html={e.descriptionHtml} locale={locale} />
                  <DeprecationNote deprecation={e.deprecated} locale={locale} />
                  <NextMajorNote history={e.history} tag={data.tag} locale={locale} />
                </td>
                <td>{e.bubbles ? t('reference.yes') : t('reference.no')}</td>
              </tr>
            ))}
          </RefTable>
        )}
      </Section>

      <Section id={SECTION_IDS.methods} title={t('reference.methods')}>
        {data.methods.length === 0 ? (
          <Empty text={t('reference.noMethods')} />
        ) : (
          data.methods.map((m) => <Method key={m.name} m={m} tag={data.tag} locale={locale} />)
        )}
      </Section>

      <Section id={SECTION_IDS.cssShadowParts} title={t('reference.cssShadowParts')}>
        {data.parts.length === 0 ? (
          <Empty text={t('reference.noParts')} />
        ) : (
          <RefTable label={t('reference.cssShadowParts')} columns={[t('reference.name'), t('reference.description')]}>
            {data.parts.map((p) => (
              <ApiRow key={p.name} kind="parts" doc={p} tag={data.tag} locale={locale} />
            ))}
          </RefTable>
        )}
      </Section>

      <Section id={SECTION_IDS.cssCustomProperties} title={t('reference.cssCustomProperties')}>
        {data.cssProperties.length === 0 ? (
          <Empty text={t('reference.noCssProperties')} />
        ) : (
          <RefTable
            label={t('reference.cssCustomProperties')}
            columns={
              data.cssHasModes
                ? [t('reference.name'), t('reference.ios'), t('reference.md')]
                : [t('reference.name'), t('reference.description')]
            }
          >
            {data.cssProperties.map((p) => (
              <CssRow key={p.name} p={p} tag={data.tag} withModes={data.cssHasModes} locale={locale} />
            ))}
          </RefTable>
        )}
      </Section>

      <Section id={SECTION_IDS.slots} title={t('reference.slots')}>
        {data.slots.length === 0 ? (
          <Empty text={t('reference.noSlots')} />
        ) : (
          <RefTable label={t('reference.slots')} columns={[t('reference.name'), t('reference.description')]}>
            {data.slots.map((slot) => (
              <ApiRow key={slot.name || '(default)'} kind="slots" doc={slot} tag={data.tag} locale={locale} />
            ))}
          </RefTable>
        )}
      </Section>
    </div>
  );
}
