// A Capacitor plugin page: README prose (install, set-up, configuration), then the generated API.
import type {
  Locale,
  NativeMethod,
  NativePluginConfig,
  NativePluginData,
  NativeProperty,
} from '../../../lib/reference-types';
import { DeprecatedBadge, DeprecationNote, Empty, Html, RefTable } from './shared';
import { OTHER_IDS } from './ids';
import { tFor } from '../../../i18n';

/** Type/signature HTML built at build time (escaped, with anchor links). */
function CodeHtml(props: { html: string; className?: string }): JSX.Element {
  return <code className={props.className ?? 'ref-type'} dangerouslySetInnerHTML={{ __html: props.html }} />;
}

function PropertyTable(props: { properties: NativeProperty[]; label: string; locale: Locale }): JSX.Element {
  const { properties, label, locale } = props;
  const t = tFor(locale);
  const hasDefaults = properties.some((p) => p.default !== null);
  const hasSince = properties.some((p) => p.since !== null);
  return (
    <RefTable
      label={label}
      columns={[
        t('reference.name'),
        t('reference.type'),
        t('reference.description'),
        hasDefaults && t('reference.default'),
        hasSince && t('reference.since'),
      ]}
    >
      {properties.map((p) => (
        <tr key={p.name} className={p.deprecated ? 'ref-row--deprecated' : undefined}>
          <th scope="row">
            <code>{p.name}</code>
            {p.deprecated && <DeprecatedBadge locale={locale} />}
          </th>
          <td>
            <CodeHtml html={p.typeHtml} />
          </td>
          <td>
            <Html html={p.descriptionHtml} locale={locale} />
            <DeprecationNote deprecation={p.deprecated} locale={locale} />
          </td>
          {hasDefaults && <td>{p.default !== null ? <code>{p.default}</code> : null}</td>}
          {hasSince && <td>{p.since}</td>}
        </tr>
      ))}
    </RefTable>
  );
}

function Config(props: { configs: NativePluginConfig[]; locale: Locale }): JSX.Element {
  const { configs, locale } = props;
  const t = tFor(locale);
  return (
    <div className="ref-native__config">
      {configs.map((c) => (
        <div key={c.name}>
          <Html html={c.descriptionHtml} locale={locale} />
          <PropertyTable
            properties={c.properties}
            label={`${t('reference.configuration')}: ${c.name}`}
            locale={locale}
          />
          {c.jsonExampleHtml && (
            <>
              <p>{t('reference.jsonConfigExample')}</p>
              <div className="ref-code" dangerouslySetInnerHTML={{ __html: c.jsonExampleHtml }} />
            </>
          )}
          {c.tsExampleHtml && (
            <>
              <p>{t('reference.tsConfigExample')}</p>
              <div className="ref-code" dangerouslySetInnerHTML={{ __html: c.tsExampleHtml }} />
            </>
          )}
        </div>
      ))}
    </div>
  );
}

function Method(props: { m: NativeMethod; locale: Locale }): JSX.Element {
  const { m, locale } = props;
  const t = tFor(locale);
  const paramDocs = m.parameters.some((p) => p.descriptionHtml !== '');
  return (
    <div className="ref-method">
      <h3 id={m.id}>
        <code>{m.title}</code>
        {m.deprecated && <DeprecatedBadge locale={locale} />}
      </h3>
      <pre className="ref-signature-block">
        <CodeHtml html={m.signatureHtml} className="ref-signature" />
      </pre>
      <Html html={m.descriptionHtml} locale={locale} />
      <DeprecationNote deprecation={m.deprecated} locale={locale} />
      {m.parameters.length > 0 && (
        <RefTable
          label={`${m.title} ${t('reference.parameters')}`}
          columns={[t('reference.parameters'), t('reference.type'), paramDocs && t('reference.description')]}
        >
          {m.parameters.map((p) => (
            <tr key={p.name}>
              <th scope="row">
                <code>{p.name}</code>
              </th>
              <td>
                <CodeHtml html={p.typeHtml} />
              </td>
              {paramDocs && (
                <td>
                  <Html html={p.descriptionHtml} locale={locale} />
                </td>
              )}
            </tr>
          ))}
        </RefTable>
      )}
      <dl className="ref-facts">
        {m.returnsHtml && (
          <div>
            <dt>{t('reference.returns')}</dt>
            <dd>
              <CodeHtml html={m.returnsHtml} />
            </dd>
          </div>
        )}
        {m.since && (
          <div>
            <dt>{t('reference.since')}</dt>
            <dd>{m.since}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** The plugin's name in the reader's language ("カメラ" for @capacitor/camera), from reference.json. */
export function nativeName(packageName: string, locale: Locale): string | null {
  const key = `reference.nativeNames.${packageName.replace(/^@capacitor\//, '')}`;
  const name = tFor(locale)(key);
  return name === key ? null : name;
}

/** The name, where it says more than the package name does ("Camera" adds nothing to @capacitor/camera). */
export function shownNativeName(packageName: string, locale: Locale): string | null {
  const name = nativeName(packageName, locale);
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/^@capacitor\//, '')
      .replace(/[\s-]+/g, ' ');
  return name && words(name) !== words(packageName) ? name : null;
}

export function NativePlugin(props: { data: NativePluginData; locale: Locale }): JSX.Element {
  const { data, locale } = props;
  const t = tFor(locale);
  const name = shownNativeName(data.packageName, locale);
  return (
    <div className="ref-native">
      {/* What readers call the plugin: weighted like a title in the search index, and a name
          the search ranks like a title (src/search/rank.ts). */}
      {name && (
        <p className="ref-native__name" data-pagefind-weight="10" data-pagefind-meta="name">
          {name}
        </p>
      )}
      {data.readme.map((block, i) =>
        block.type === 'html' ? (
          <Html key={i} html={block.html} locale={locale} className="ref-readme" />
        ) : (
          <Config key={i} configs={data.configs} locale={locale} />
        ),
      )}

      <section className="ref-section">
        <h2 id={OTHER_IDS.api}>{t('reference.api')}</h2>
        <Html html={data.apiDescriptionHtml} locale={locale} />
        {data.methods.length === 0 ? (
          <Empty text={t('reference.noMethodsPlugin')} />
        ) : (
          <nav className="ref-native__index" aria-label={t('reference.methodIndex')}>
            <ul>
              {data.methods.map((m) => (
                <li key={m.id}>
                  <a href={`#${m.id}`}>
                    <code>{m.title}</code>
                  </a>
                </li>
              ))}
              {data.interfaces.length > 0 && (
                <li>
                  <a href={`#${OTHER_IDS.interfaces}`}>{t('reference.interfaces')}</a>
                </li>
              )}
              {data.typeAliases.length > 0 && (
                <li>
                  <a href={`#${OTHER_IDS.typeAliases}`}>{t('reference.typeAliases')}</a>
                </li>
              )}
              {data.enums.length > 0 && (
                <li>
                  <a href={`#${OTHER_IDS.enums}`}>{t('reference.enums')}</a>
                </li>
              )}
            </ul>
          </nav>
        )}

        {data.configPlacement === 'api' && (
          <>
            <h3 id={OTHER_IDS.config}>{t('reference.configuration')}</h3>
            <Config configs={data.configs} locale={locale} />
          </>
        )}

        {data.methods.map((m) => (
          <Method key={m.id} m={m} locale={locale} />
        ))}

        {data.interfaces.length > 0 && (
          <>
            <h3 id={OTHER_IDS.interfaces}>{t('reference.interfaces')}</h3>
            {data.interfaces.map((i) => (
              <div key={i.id} className="ref-native__type">
                <h4 id={i.id}>
                  <code>{i.name}</code>
                  {i.deprecated && <DeprecatedBadge locale={locale} />}
                </h4>
                <Html html={i.descriptionHtml} locale={locale} />
                <DeprecationNote deprecation={i.deprecated} locale={locale} />
                {i.properties.length > 0 && <PropertyTable properties={i.properties} label={i.name} locale={locale} />}
                {i.methods.length > 0 && (
                  <RefTable
                    label={`${i.name} ${t('reference.methods')}`}
                    columns={[
                      t('reference.methods'),
                      t('reference.signature'),
                      t('reference.description'),
                      t('reference.since'),
                    ]}
                  >
                    {i.methods.map((m) => (
                      <tr key={m.id}>
                        <th scope="row">
                          <code>{m.name}</code>
                          {m.deprecated && <DeprecatedBadge locale={locale} />}
                        </th>
                        <td>
                          <CodeHtml html={m.signatureHtml} className="ref-signature" />
                        </td>
                        <td>
                          <Html html={m.descriptionHtml} locale={locale} />
                        </td>
                        <td>{m.since}</td>
                      </tr>
                    ))}
                  </RefTable>
                )}
              </div>
            ))}
          </>
        )}

        {data.typeAliases.length > 0 && (
          <>
            <h3 id={OTHER_IDS.typeAliases}>{t('reference.typeAliases')}</h3>
            {data.typeAliases.map((t) => (
              <div key={t.id} className="ref-native__type">
                <h4 id={t.id}>
                  <code>{t.name}</code>
                </h4>
                <Html html={t.descriptionHtml} locale={locale} />
                <p>
                  <CodeHtml html={t.typeHtml} />
                </p>
              </div>
            ))}
          </>
        )}

        {data.enums.length > 0 && (
          <>
            <h3 id={OTHER_IDS.enums}>{t('reference.enums')}</h3>
            {data.enums.map((e) => (
              <div key={e.id} className="ref-native__type">
                <h4 id={e.id}>
                  <code>{e.name}</code>
                </h4>
                <RefTable
                  label={e.name}
                  columns={[
                    t('reference.members'),
                    t('reference.value'),
                    t('reference.description'),
                    e.members.some((m) => m.since) && t('reference.since'),
                  ]}
                >
                  {e.members.map((m) => (
                    <tr key={m.name} className={m.deprecated ? 'ref-row--deprecated' : undefined}>
                      <th scope="row">
                        <code>{m.name}</code>
                        {m.deprecated && <DeprecatedBadge locale={locale} />}
                      </th>
                      <td>{m.value !== null ? <code>{m.value}</code> : null}</td>
                      <td>
                        <Html html={m.descriptionHtml} locale={locale} />
                        <DeprecationNote deprecation={m.deprecated} locale={locale} />
                      </td>
                      {e.members.some((x) => x.since) && <td>{m.since}</td>}
                    </tr>
                  ))}
                </RefTable>
              </div>
            ))}
          </>
        )}
      </section>
    </div>
  );
}
