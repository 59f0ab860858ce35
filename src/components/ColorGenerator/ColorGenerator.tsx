import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import * as styles from './ColorGenerator.module.css';
import { tFor } from '../../i18n';
import { DEFAULT_LOCALE } from '../../lib/routes';
import type { Locale } from '../../lib/types';
import {
  defaultColors,
  type ColorVariation,
  contrastRatio,
  generateColor,
  generateCss,
  isValidColorName,
  normalizeHex,
} from '../../lib/color';

// Interactive generator for Ionic's --ion-color-* variables (theming/color-generator).
// The maths lives in src/lib/color.ts; this file is only state and markup.

interface Entry {
  id: string;
  name: string;
  /** Last valid value, always #rrggbb. */
  value: string;
  /** What the hex field shows; may be invalid while the reader types. */
  text: string;
  custom: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

const NEW_COLOR_VALUE = '#ff6b00';

type T = (key: string, values?: Record<string, string | number>) => string;

function defaultEntries(version?: string): Entry[] {
  return defaultColors(version).map(({ name, value }) => ({
    id: name,
    name,
    value,
    text: value,
    custom: false,
  }));
}

function nameProblem(entry: Entry, entries: Entry[], t: T): string | null {
  if (!entry.custom) return null;
  const name = entry.name.trim();
  if (!name) return t('nameMissing');
  if (!isValidColorName(name)) return t('nameInvalid');
  if (entries.some((other) => other.id !== entry.id && other.name.trim() === name)) return t('nameTaken', { name });
  return null;
}

function hexProblem(entry: Entry, t: T): string | null {
  return normalizeHex(entry.text) ? null : t('hexInvalid');
}

function describeId(base: string, parts: Array<string | false>): string | undefined {
  const ids = parts.filter((p): p is string => Boolean(p)).map((p) => `${base}-${p}`);
  return ids.length ? ids.join(' ') : undefined;
}

function ratioText(foreground: string, background: string): string {
  return `${contrastRatio(foreground, background).toFixed(1)}:1`;
}

function Swatch({ label, value, textColor }: { label: string; value: string; textColor: string }) {
  return (
    <span className={styles.swatch} style={{ backgroundColor: value, color: textColor }}>
      <span className={styles.swatchLabel}>{label}</span>
      <code className={styles.swatchValue}>{value}</code>
    </span>
  );
}

function Preview({ color, t }: { color: ColorVariation; t: T }) {
  return (
    <li className={styles.previewItem}>
      <span className={styles.previewName}>{color.name}</span>
      <span className={styles.previewControls} aria-hidden="true">
        <span
          className={styles.solid}
          style={{ backgroundColor: color.base, color: color.contrast, borderColor: color.base }}
        >
          {t('previewButton')}
        </span>
        <span
          className={styles.solid}
          style={{ backgroundColor: color.shade, color: color.contrast, borderColor: color.shade }}
        >
          {t('previewPressed')}
        </span>
        <span className={styles.outline} style={{ borderColor: color.base, color: color.base }}>
          {t('previewOutline')}
        </span>
        <span className={styles.badge} style={{ backgroundColor: color.base, color: color.contrast }}>
          42
        </span>
        <span className={styles.tinted} style={{ backgroundColor: `rgba(${color.baseRgb}, 0.16)`, color: color.shade }}>
          rgba()
        </span>
      </span>
      <span className={styles.contrastNote}>{t('contrast', { ratio: ratioText(color.contrast, color.base) })}</span>
    </li>
  );
}

/** `version` picks the default palette (Ionic 8, or Ionic 7 on the v7 pages); `locale` the strings. */
export default function ColorGenerator({
  version,
  locale = DEFAULT_LOCALE,
}: {
  version?: string;
  locale?: Locale;
}): JSX.Element {
  const t: T = useCallback((key, values) => tFor(locale)(`colorGenerator.${key}`, values), [locale]);
  const uid = useId();
  const [entries, setEntries] = useState<Entry[]>(() => defaultEntries(version));
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const counter = useRef(0);
  const focusNameOf = useRef<string | null>(null);
  const nameInputs = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const id = focusNameOf.current;
    if (id) {
      focusNameOf.current = null;
      nameInputs.current.get(id)?.focus();
    }
  }, [entries]);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const valid = useMemo(
    () => entries.filter((e) => nameProblem(e, entries, t) === null && hexProblem(e, t) === null),
    [entries, t],
  );
  const variations = useMemo(() => valid.map((e) => generateColor(e.name.trim(), e.value)), [valid]);
  const css = useMemo(() => generateCss(valid.map((e) => ({ name: e.name.trim(), value: e.value }))), [valid]);

  const update = (id: string, patch: Partial<Entry>) => {
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
    setCopyState('idle');
  };

  const onHexText = (entry: Entry, text: string) => {
    const hex = normalizeHex(text);
    update(entry.id, hex ? { text, value: hex } : { text });
  };

  const onHexBlur = (entry: Entry) => {
    const hex = normalizeHex(entry.text);
    if (hex && hex !== entry.text) update(entry.id, { text: hex });
  };

  const addColor = () => {
    counter.current += 1;
    const taken = new Set(entries.map((e) => e.name.trim()));
    let n = counter.current;
    while (taken.has(`custom${n}`)) n += 1;
    counter.current = n;
    const id = `custom-${n}`;
    focusNameOf.current = id;
    setEntries((list) => [
      ...list,
      { id, name: `custom${n}`, value: NEW_COLOR_VALUE, text: NEW_COLOR_VALUE, custom: true },
    ]);
    setCopyState('idle');
  };

  const removeColor = (id: string) => {
    setEntries((list) => list.filter((e) => e.id !== id));
    nameInputs.current.delete(id);
    setCopyState('idle');
    addButton.current?.focus();
  };

  const reset = () => {
    setEntries(defaultEntries(version));
    setCopyState('idle');
  };

  const copy = async () => {
    clearTimeout(copyTimer.current);
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) {
        throw new Error('Clipboard API unavailable');
      }
      await navigator.clipboard.writeText(css);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    copyTimer.current = setTimeout(() => setCopyState('idle'), 4000);
  };

  const statusText = copyState === 'copied' ? t('copied') : copyState === 'failed' ? t('copyFailed') : '';

  const invalidCount = entries.length - valid.length;

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby={`${uid}-colors`}>
        <h3 id={`${uid}-colors`} className={styles.heading}>
          {t('colors')}
        </h3>
        <ul className={styles.rows}>
          {entries.map((entry) => {
            const base = `${uid}-${entry.id}`;
            const nameError = nameProblem(entry, entries, t);
            const hexError = hexProblem(entry, t);
            const label = entry.name.trim() || t('unnamed');
            const variation = generateColor(label, entry.value);
            return (
              <li key={entry.id} className={styles.row}>
                <div className={styles.rowName}>
                  {entry.custom ? (
                    <>
                      <label htmlFor={`${base}-name`} className={styles.fieldLabel}>
                        {t('name')}
                      </label>
                      <input
                        id={`${base}-name`}
                        ref={(el) => {
                          if (el) nameInputs.current.set(entry.id, el);
                        }}
                        className={`${styles.textInput} ${nameError ? styles.invalid : ''}`}
                        type="text"
                        value={entry.name}
                        spellCheck={false}
                        autoComplete="off"
                        aria-invalid={nameError ? true : undefined}
                        aria-describedby={describeId(base, [nameError !== null && 'name-error'])}
                        onChange={(ev) => update(entry.id, { name: ev.target.value })}
                      />
                      {nameError && (
                        <span id={`${base}-name-error`} className={styles.error}>
                          {nameError}
                        </span>
                      )}
                    </>
                  ) : (
                    <span className={styles.fixedName} id={`${base}-name`}>
                      {entry.name}
                    </span>
                  )}
                </div>

                <div className={styles.pickers}>
                  <input
                    id={`${base}-picker`}
                    className={styles.colorInput}
                    type="color"
                    value={entry.value}
                    aria-label={t('picker', { name: label })}
                    onChange={(ev) => update(entry.id, { value: ev.target.value, text: ev.target.value })}
                  />
                  <label htmlFor={`${base}-hex`} className={styles.visuallyHidden}>
                    {t('hex', { name: label })}
                  </label>
                  <input
                    id={`${base}-hex`}
                    className={`${styles.textInput} ${styles.hexInput} ${hexError ? styles.invalid : ''}`}
                    type="text"
                    inputMode="text"
                    value={entry.text}
                    spellCheck={false}
                    autoComplete="off"
                    maxLength={9}
                    aria-invalid={hexError ? true : undefined}
                    aria-describedby={describeId(base, [hexError !== null && 'hex-error'])}
                    onChange={(ev) => onHexText(entry, ev.target.value)}
                    onBlur={() => onHexBlur(entry)}
                  />
                  {entry.custom && (
                    <button
                      type="button"
                      className={styles.removeButton}
                      onClick={() => removeColor(entry.id)}
                      aria-label={t('removeLabel', { name: label })}
                    >
                      {t('remove')}
                    </button>
                  )}
                </div>
                {hexError && (
                  <span id={`${base}-hex-error`} className={styles.error}>
                    {hexError}
                  </span>
                )}

                <div className={styles.swatches} aria-label={t('variations', { name: label })} role="group">
                  <Swatch label={t('shade')} value={variation.shade} textColor={variation.contrast} />
                  <Swatch label={t('base')} value={variation.base} textColor={variation.contrast} />
                  <Swatch label={t('tint')} value={variation.tint} textColor={variation.contrast} />
                  <Swatch label={t('contrastSwatch')} value={variation.contrast} textColor={variation.base} />
                </div>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button ref={addButton} type="button" className={styles.button} onClick={addColor}>
            {t('add')}
          </button>
          <button type="button" className={styles.buttonSecondary} onClick={reset}>
            {t('reset')}
          </button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${uid}-preview`}>
        <h3 id={`${uid}-preview`} className={styles.heading}>
          {t('preview')}
        </h3>
        {variations.length ? (
          <ul className={styles.preview}>
            {variations.map((v) => (
              <Preview key={v.name} color={v} t={t} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('noValid')}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${uid}-css`}>
        <div className={styles.outputHeader}>
          <h3 id={`${uid}-css`} className={styles.heading}>
            {t('css')}
          </h3>
          <button type="button" className={styles.button} onClick={copy}>
            {t('copy')}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.status}>
          {statusText}
        </p>
        {invalidCount > 0 && (
          <p className={styles.muted}>{t(invalidCount === 1 ? 'leftOutOne' : 'leftOut', { count: invalidCount })}</p>
        )}
        <pre className={styles.code} tabIndex={0} aria-labelledby={`${uid}-css`}>
          <code>{css}</code>
        </pre>
      </section>
    </div>
  );
}
