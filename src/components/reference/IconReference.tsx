// ion-icon properties and a searchable gallery of every Ionicon. SVGs load lazily as <img>
// from assetBase (copied there by the build, see iconAssetCopies), never inlined.
import { useEffect, useId, useMemo, useState } from 'react';
import type { IconData, IconVariant, Locale } from '../../node/reference/types';
import { filterIcons, iconFileName, iconMarkup, pickVariant } from './icon-utils';
import { Html, Section, RefTable } from './shared';
import { strings, OTHER_IDS, SECTION_IDS } from './strings';

type CopyState = 'idle' | 'copied' | 'failed';

const VARIANTS: IconVariant[] = ['outline', 'filled', 'sharp'];

async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('Clipboard API unavailable');
}

export function IconReference(props: { data: IconData; locale: Locale; assetBase: string }): JSX.Element {
  const { data, locale } = props;
  const s = strings[locale];
  const base = props.assetBase.endsWith('/') ? props.assetBase : `${props.assetBase}/`;
  const uid = useId();
  const searchId = `${uid}-search`;
  const countId = `${uid}-count`;
  const gridId = `${uid}-grid`;

  const [query, setQuery] = useState('');
  const [variant, setVariant] = useState<IconVariant>('outline');
  const [selected, setSelected] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const shown = useMemo(() => filterIcons(data.icons, query), [data.icons, query]);
  useEffect(() => setCopyState('idle'), [selected]);

  const markup = selected ? iconMarkup(selected) : '';
  const onCopy = (): void => {
    copyText(markup).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <div className="ref-icon-page">
      <Html html={data.descriptionHtml} locale={locale} className="ref-lead" />
      <Section id={SECTION_IDS.properties} title={s.properties}>
        <RefTable label={s.properties} columns={[s.name, s.description, s.type]}>
              {data.properties.map((p) => (
                <tr key={p.name} id={`property-${p.name}`}>
                  <th scope="row">
                    <code>{p.name}</code>
                  </th>
                  <td>
                    <Html html={p.descriptionHtml} locale={locale} />
                  </td>
                  <td>
                    <code className="ref-type">{p.type}</code>
                  </td>
                </tr>
              ))}
            </RefTable>
      </Section>

      <Section id={OTHER_IDS.icons} title={s.icons}>
        <div className="ref-icons__controls">
          <div className="ref-icons__search">
            <label htmlFor={searchId}>{s.searchIcons}</label>
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={s.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              aria-controls={gridId}
              aria-describedby={countId}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <fieldset className="ref-icons__variants">
            <legend>{s.iconStyle}</legend>
            {VARIANTS.map((v) => (
              <label key={v}>
                <input
                  type="radio"
                  name={`${uid}-variant`}
                  value={v}
                  checked={variant === v}
                  onChange={() => setVariant(v)}
                />
                {s[v]}
              </label>
            ))}
          </fieldset>
          <p id={countId} className="ref-icons__count" aria-live="polite">
            {s.iconCount(shown.length, data.icons.length)}
          </p>
        </div>

        {shown.length === 0 && <p className="ref-empty">{s.noIconsFound(query.trim())}</p>}
        <ul id={gridId} className="ref-icons__grid">
            {shown.map((icon) => {
              const file = iconFileName(icon.name, pickVariant(icon, variant));
              return (
                <li key={icon.name}>
                  <button
                    type="button"
                    className="ref-icons__item"
                    aria-pressed={selected === file}
                    onClick={() => setSelected(file)}
                  >
                    <img src={`${base}${file}.svg`} alt="" loading="lazy" decoding="async" width={32} height={32} />
                    <span className="ref-icons__name">{file}</span>
                  </button>
                </li>
              );
            })}
        </ul>

        <div className="ref-icons__usage" aria-live="polite">
          {selected ? (
            <>
              <p className="ref-icons__usage-title">
                <img src={`${base}${selected}.svg`} alt="" width={24} height={24} /> {s.usage}: <code>{selected}</code>
              </p>
              <div className="ref-icons__markup">
                <pre>
                  <code>{markup}</code>
                </pre>
                <button type="button" className="ref-button" onClick={onCopy}>
                  {copyState === 'copied' ? s.copied : s.copy}
                </button>
              </div>
              {copyState === 'failed' && <p className="ref-muted">{s.copyFailed}</p>}
            </>
          ) : (
            <p className="ref-muted">{s.selectIconHint}</p>
          )}
        </div>
      </Section>
    </div>
  );
}
