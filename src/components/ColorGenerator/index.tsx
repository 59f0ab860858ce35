import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import {
  defaultColors,
  type ColorVariation,
  contrast,
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

/**
 * One variation of a colour, named and valued on its own colour. The text is black or white,
 * whichever contrasts more with that swatch (at least 4.58:1 for any colour): the base's
 * contrast colour is chosen for the base, and can fall short on its shade or tint.
 */
function Swatch({ label, value, textColor = contrast(value) }: { label: string; value: string; textColor?: string }) {
  return (
    <span className="color-gen__swatch" style={{ backgroundColor: value, color: textColor }}>
      <span className="color-gen__swatch-label">{label}</span>
      <code className="color-gen__swatch-value">{value}</code>
    </span>
  );
}

/**
 * A colour at work: as a button and a badge, with its contrast text on it (Ionic's own pairs),
 * then the contrast ratios a reader needs to judge it. The pressed state and the base used as
 * text on a page (outline and clear buttons, links) are given as ratios, not drawn: drawn in a
 * colour that fails, they would be text nobody can read.
 */
function Preview({ color, t }: { color: ColorVariation; t: T }) {
  return (
    <li className="color-gen__preview-item">
      <span className="color-gen__preview-name">{color.name}</span>
      <span className="color-gen__preview-controls" aria-hidden="true">
        <span
          className="color-gen__solid"
          style={{ backgroundColor: color.base, color: color.contrast, borderColor: color.base }}
        >
          {t('previewButton')}
        </span>
        <span className="color-gen__badge" style={{ backgroundColor: color.base, color: color.contrast }}>
          42
        </span>
      </span>
      <span className="color-gen__ratios">
        <span>{t('contrast', { ratio: ratioText(color.contrast, color.base) })}</span>
        <span>{t('contrastPressed', { ratio: ratioText(color.contrast, color.shade) })}</span>
        <span>
          {t('baseAsText', { white: ratioText(color.base, '#ffffff'), black: ratioText(color.base, '#000000') })}
        </span>
      </span>
    </li>
  );
}

/** `version` picks the default palette (Ionic 8, or Ionic 7 on the v7 pages). */
export default function ColorGenerator({ version }: { version?: string }): JSX.Element {
  const site = useT();
  const t: T = useCallback((key, values) => site(`colorGenerator.${key}`, values), [site]);
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
    <div className="color-gen">
      <section className="card color-gen__section" aria-labelledby={`${uid}-colors`}>
        <h3 id={`${uid}-colors`} className="color-gen__heading">
          {t('colors')}
        </h3>
        <ul className="color-gen__rows">
          {entries.map((entry) => {
            const base = `${uid}-${entry.id}`;
            const nameError = nameProblem(entry, entries, t);
            const hexError = hexProblem(entry, t);
            const label = entry.name.trim() || t('unnamed');
            const variation = generateColor(label, entry.value);
            return (
              <li key={entry.id} className="color-gen__row">
                <div className="color-gen__row-name">
                  {entry.custom ? (
                    <>
                      <label htmlFor={`${base}-name`} className="color-gen__field-label">
                        {t('name')}
                      </label>
                      <input
                        id={`${base}-name`}
                        ref={(el) => {
                          if (el) nameInputs.current.set(entry.id, el);
                        }}
                        className={`control color-gen__text-input ${nameError ? 'color-gen__invalid' : ''}`}
                        type="text"
                        value={entry.name}
                        spellCheck={false}
                        autoComplete="off"
                        aria-invalid={nameError ? true : undefined}
                        aria-describedby={describeId(base, [nameError !== null && 'name-error'])}
                        onChange={(ev) => update(entry.id, { name: ev.target.value })}
                      />
                      {nameError && (
                        <span id={`${base}-name-error`} className="color-gen__error">
                          {nameError}
                        </span>
                      )}
                    </>
                  ) : (
                    <span className="color-gen__fixed-name" id={`${base}-name`}>
                      {entry.name}
                    </span>
                  )}
                </div>

                <div className="color-gen__pickers">
                  <input
                    id={`${base}-picker`}
                    className="color-gen__color-input"
                    type="color"
                    value={entry.value}
                    aria-label={t('picker', { name: label })}
                    onChange={(ev) => update(entry.id, { value: ev.target.value, text: ev.target.value })}
                  />
                  <label htmlFor={`${base}-hex`} className="color-gen__visually-hidden">
                    {t('hex', { name: label })}
                  </label>
                  <input
                    id={`${base}-hex`}
                    className={
                      `control color-gen__text-input color-gen__hex-input ` + (hexError ? 'color-gen__invalid' : '')
                    }
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
                      className="color-gen__remove-button"
                      onClick={() => removeColor(entry.id)}
                      aria-label={t('removeLabel', { name: label })}
                    >
                      {t('remove')}
                    </button>
                  )}
                </div>
                {hexError && (
                  <span id={`${base}-hex-error`} className="color-gen__error">
                    {hexError}
                  </span>
                )}

                <div className="color-gen__swatches" aria-label={t('variations', { name: label })} role="group">
                  <Swatch label={t('shade')} value={variation.shade} />
                  <Swatch label={t('base')} value={variation.base} />
                  <Swatch label={t('tint')} value={variation.tint} />
                  {/* The base on its contrast colour: at least 4.58:1, as the contrast is chosen for it. */}
                  <Swatch label={t('contrastSwatch')} value={variation.contrast} textColor={variation.base} />
                </div>
              </li>
            );
          })}
        </ul>
        <div className="color-gen__actions">
          <button ref={addButton} type="button" className="color-gen__button" onClick={addColor}>
            {t('add')}
          </button>
          <button type="button" className="color-gen__button-secondary" onClick={reset}>
            {t('reset')}
          </button>
        </div>
      </section>

      <section className="card color-gen__section" aria-labelledby={`${uid}-preview`}>
        <h3 id={`${uid}-preview`} className="color-gen__heading">
          {t('preview')}
        </h3>
        {variations.length ? (
          <ul className="color-gen__preview">
            {variations.map((v) => (
              <Preview key={v.name} color={v} t={t} />
            ))}
          </ul>
        ) : (
          <p className="color-gen__muted">{t('noValid')}</p>
        )}
      </section>

      <section className="card color-gen__section" aria-labelledby={`${uid}-css`}>
        <div className="color-gen__output-header">
          <h3 id={`${uid}-css`} className="color-gen__heading">
            {t('css')}
          </h3>
          <button type="button" className="color-gen__button" onClick={copy}>
            {t('copy')}
          </button>
        </div>
        <p role="status" aria-live="polite" className="color-gen__status">
          {statusText}
        </p>
        {invalidCount > 0 && (
          <p className="color-gen__muted">
            {t(invalidCount === 1 ? 'leftOutOne' : 'leftOut', { count: invalidCount })}
          </p>
        )}
        <pre className="color-gen__code" tabIndex={0} aria-labelledby={`${uid}-css`}>
          <code>{css}</code>
        </pre>
      </section>
    </div>
  );
}
