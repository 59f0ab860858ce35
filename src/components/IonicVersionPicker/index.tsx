import React from 'react';
import { useT } from '../../i18n';

/** The control's id (one per page: component pages of the current version). */
export const IONIC_VERSION_SELECT_ID = 'ionic-version';
const HINT_ID = 'ionic-version-hint';

/**
 * "My Ionic version" on component pages of the current version: the reader's Ionic release,
 * remembered on every page. Its behaviour is ./element.ts (in the page's inline script), and
 * the stored choice is on <html data-ionic-version> before the first paint
 * (src/browser/inline/pre-paint.ts); ./ionic-version-picker.css dims, from that attribute alone,
 * what the page marks as missing from the chosen release (`data-absent`, a list of choices).
 * A native <select>: labelled, in the tab order and usable with the keyboard as it is.
 */
export function IonicVersionPicker({ choices }: { choices: readonly string[] }) {
  const t = useT();
  return (
    <docs-ionic-version>
      <div className="ionic-version" data-pagefind-ignore="">
        <label htmlFor={IONIC_VERSION_SELECT_ID}>{t('reference.history.myVersion')}</label>
        <select id={IONIC_VERSION_SELECT_ID} className="control ionic-version__select" aria-describedby={HINT_ID}>
          <option value="">{t('reference.history.latest')}</option>
          {[...choices].reverse().map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <span id={HINT_ID} className="ionic-version__hint">
          {t('reference.history.hint')}
        </span>
      </div>
    </docs-ionic-version>
  );
}
