// A CLI command page: synopsis, description, inputs, options, advanced options, examples.
import type { CliCommandData, CliOption, Locale } from '../../../lib/reference-types';
import { DeprecatedBadge, EnText, Html, Section, RefTable } from './shared';
import { OTHER_IDS } from './ids';
import { tFor } from '../../../i18n';

function OptionTable(props: { options: CliOption[]; label: string; locale: Locale }): JSX.Element {
  const { options, label, locale } = props;
  const t = tFor(locale);
  const hasDefaults = options.some((o) => o.default !== null);
  return (
    <RefTable
      label={label}
      columns={[t('reference.name'), t('reference.description'), hasDefaults && t('reference.default')]}
    >
      {options.map((o) => (
        <tr key={o.name} id={`option-${o.name}`} className={o.deprecated ? 'ref-row--deprecated' : undefined}>
          <th scope="row">
            <code>{o.flag}</code>
            {o.aliases.map((a) => (
              <span key={a}>
                {', '}
                <code>{a}</code>
              </span>
            ))}
            {o.deprecated && <DeprecatedBadge locale={locale} />}
            {o.experimental && <span className="ref-badge">{t('reference.status.experimental')}</span>}
          </th>
          <td>
            <Html html={o.summaryHtml} locale={locale} />
          </td>
          {hasDefaults && (
            <td>{o.default !== null ? <code>{o.default}</code> : <span className="ref-muted">—</span>}</td>
          )}
        </tr>
      ))}
    </RefTable>
  );
}

export function CliCommand(props: { data: CliCommandData; locale: Locale }): JSX.Element {
  const { data, locale } = props;
  const t = tFor(locale);
  return (
    <div className="ref-cli">
      {data.deprecated && (
        <div className="ref-notice ref-notice--warning" role="note">
          <strong>{t('reference.deprecated')}:</strong> {t('reference.deprecatedCommand')}
        </div>
      )}
      {data.status.length > 0 && (
        <p className="ref-badges">
          {data.status.map((g) => (
            <span key={g} className="ref-badge">
              {t(`reference.status.${g}`) ?? g}
            </span>
          ))}
        </p>
      )}
      {data.summary && (
        <EnText as="p" locale={locale} className="ref-lead">
          {data.summary}
        </EnText>
      )}

      <Section id={OTHER_IDS.usage} title={t('reference.synopsis')}>
        {/* The markup and token classes of a highlighted shell-session block (codeBlockHast). */}
        <div className="code-block" data-language="shell-session">
          <div className="code-block__body">
            <pre className="code-block__pre language-shell-session" tabIndex={0}>
              <code className="language-shell-session" data-language="shell-session">
                <span className="ps">$</span> {data.usage}
              </code>
            </pre>
          </div>
        </div>
        {data.aliases.length > 0 && (
          <p>
            {t('reference.aliases')}:{' '}
            {data.aliases.map((a, i) => (
              <span key={a}>
                {i > 0 && ', '}
                <code>{a}</code>
              </span>
            ))}
          </p>
        )}
        {data.type === 'project' && <p className="ref-muted">{t('reference.projectCommand')}</p>}
      </Section>

      {data.descriptionHtml && (
        <Section id={OTHER_IDS.description} title={t('reference.cliDescription')}>
          <Html html={data.descriptionHtml} locale={locale} />
          {data.footnotes.length > 0 && (
            <ol className="ref-footnotes">
              {data.footnotes.map((f) => (
                <li key={f.id} id={f.id}>
                  <a href={f.url}>{f.url}</a>{' '}
                  <a href={`#${f.refId}`} aria-label={t('reference.backToText')}>
                    ↩
                  </a>
                </li>
              ))}
            </ol>
          )}
        </Section>
      )}

      {data.inputs.length > 0 && (
        <Section id={OTHER_IDS.inputs} title={t('reference.inputs')}>
          <RefTable label={t('reference.inputs')} columns={[t('reference.name'), t('reference.description')]}>
            {data.inputs.map((i) => (
              <tr key={i.name} id={`input-${i.name}`}>
                <th scope="row">
                  <code>{i.name}</code>
                  {!i.required && <span className="ref-badge">{t('reference.optional')}</span>}
                </th>
                <td>
                  <Html html={i.summaryHtml} locale={locale} />
                </td>
              </tr>
            ))}
          </RefTable>
        </Section>
      )}

      {data.options.length > 0 && (
        <Section id={OTHER_IDS.options} title={t('reference.options')}>
          <OptionTable options={data.options} label={t('reference.options')} locale={locale} />
        </Section>
      )}

      {data.advancedOptions.length > 0 && (
        <Section id={OTHER_IDS.advancedOptions} title={t('reference.advancedOptions')}>
          <OptionTable options={data.advancedOptions} label={t('reference.advancedOptions')} locale={locale} />
        </Section>
      )}

      {data.examplesHtml && (
        <Section id={OTHER_IDS.examples} title={t('reference.examples')}>
          <div className="ref-code" dangerouslySetInnerHTML={{ __html: data.examplesHtml }} />
        </Section>
      )}
    </div>
  );
}
