// The searchable gallery of every Ionicon on /api/icon: an island, loaded on that page only.
// The icon list is a static JSON file written by the build next to the SVGs (see
// src/node/assets.ts); SVGs load lazily as <img>, never inlined.
import React, { useEffect, useId, useMemo, useState } from 'react';
import { filterIcons, iconFileName, iconMarkup, pickVariant } from '../../lib/icons';
import type { IconEntry, IconVariant } from '../../lib/reference-types';
import { useT } from '../../i18n';

type CopyState = 'idle' | 'copied' | 'failed';
const VARIANTS: IconVariant[] = ['outline', 'filled', 'sharp'];

export default function IconGallery({ src, assetBase }: { src: string; assetBase: string }) {
  const t = useT();
  const uid = useId();
  const [icons, setIcons] = useState<IconEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [variant, setVariant] = useState<IconVariant>('outline');
  const [selected, setSelected] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    let alive = true;
    fetch(src)
      .then((r) =>
        r.ok ? (r.json() as Promise<IconEntry[]>) : Promise.reject(new Error(`${r.status} ${r.statusText}`)),
      )
      .then(
        (list) => alive && setIcons(list),
        (e: Error) => alive && setError(e.message),
      );
    return () => {
      alive = false;
    };
  }, [src]);
  useEffect(() => setCopyState('idle'), [selected]);
  const shown = useMemo(() => filterIcons(icons ?? [], query), [icons, query]);

  if (error)
    return (
      <p className="ref-empty" role="alert">
        {t('icons.loadFailed', { message: error })}
      </p>
    );
  if (!icons)
    return (
      <p className="ref-muted" aria-busy="true">
        {t('icons.loading')}
      </p>
    );

  const markup = selected ? iconMarkup(selected) : '';
  const onCopy = () => {
    navigator.clipboard.writeText(markup).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  const total = icons.length;
  return (
    <>
      <div className="ref-icons__controls">
        <div className="ref-icons__search">
          <label htmlFor={`${uid}-search`}>{t('icons.search')}</label>
          <input
            className="control"
            id={`${uid}-search`}
            type="search"
            value={query}
            placeholder={t('icons.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            aria-controls={`${uid}-grid`}
            aria-describedby={`${uid}-count`}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <fieldset className="ref-icons__variants">
          <legend>{t('icons.style')}</legend>
          {VARIANTS.map((v) => (
            <label key={v}>
              <input
                type="radio"
                name={`${uid}-variant`}
                value={v}
                checked={variant === v}
                onChange={() => setVariant(v)}
              />
              {t(`icons.${v}`)}
            </label>
          ))}
        </fieldset>
        <p id={`${uid}-count`} className="ref-icons__count" aria-live="polite">
          {shown.length === total
            ? t('icons.count', { total })
            : t('icons.countFiltered', { shown: shown.length, total })}
        </p>
      </div>

      {shown.length === 0 && <p className="ref-empty">{t('icons.none', { query: query.trim() })}</p>}
      <ul id={`${uid}-grid`} className="ref-icons__grid">
        {shown.map((icon) => {
          const file = iconFileName(icon.name, pickVariant(icon, variant));
          return (
            <li key={icon.name}>
              <button
                type="button"
                className="control ref-icons__item"
                aria-pressed={selected === file}
                onClick={() => setSelected(file)}
              >
                <img src={`${assetBase}${file}.svg`} alt="" loading="lazy" decoding="async" width={32} height={32} />
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
              <img src={`${assetBase}${selected}.svg`} alt="" width={24} height={24} /> {t('icons.usage')}:{' '}
              <code>{selected}</code>
            </p>
            <div className="ref-icons__markup">
              <pre>
                <code>{markup}</code>
              </pre>
              <button type="button" className="control ref-button" onClick={onCopy}>
                {t(copyState === 'copied' ? 'code.copied' : 'code.copy')}
              </button>
            </div>
            {copyState === 'failed' && <p className="ref-muted">{t('icons.copyFailed')}</p>}
          </>
        ) : (
          <p className="ref-muted">{t('icons.hint')}</p>
        )}
      </div>
    </>
  );
}
