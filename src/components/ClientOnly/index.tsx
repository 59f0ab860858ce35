import React, { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n';

/** A spinner appears only when loading takes longer than this. */
export const LOADING_DELAY_MS = 200;

type Status<P> =
  { kind: 'loading' } | { kind: 'loaded'; Component: React.ComponentType<P> } | { kind: 'failed'; error: unknown };

/**
 * Loads an interactive widget's code only on pages that use it, after hydration, so the
 * shared page bundle stays small. While loading: nothing for 200 ms, then a spinner; on
 * failure: the error and a Retry button. No time-out.
 */
export function lazyClientComponent<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  label: string,
) {
  function ClientComponent(props: P) {
    const [status, setStatus] = useState<Status<P>>({ kind: 'loading' });
    const [slow, setSlow] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const t = useT();

    useEffect(() => {
      let alive = true;
      setStatus({ kind: 'loading' });
      setSlow(false);
      const timer = window.setTimeout(() => alive && setSlow(true), LOADING_DELAY_MS);
      load().then(
        (mod) => alive && setStatus({ kind: 'loaded', Component: mod.default }),
        (error: unknown) => alive && setStatus({ kind: 'failed', error }),
      );
      return () => {
        alive = false;
        window.clearTimeout(timer);
      };
    }, [attempt]);

    const retry = useCallback(() => setAttempt((n) => n + 1), []);

    if (status.kind === 'loaded') return <status.Component {...props} />;
    if (status.kind === 'failed') {
      return (
        <div className="client-only client-only--failed" role="alert">
          <p>
            {t('island.failed', {
              label,
              message: status.error instanceof Error ? status.error.message : String(status.error),
            })}
          </p>
          <button type="button" className="button" onClick={retry}>
            {t('island.retry')}
          </button>
        </div>
      );
    }
    return (
      <div className="client-only" aria-busy="true" aria-label={label}>
        {slow && <span className="spinner" role="progressbar" aria-label={t('island.loading', { label })} />}
      </div>
    );
  }
  return ClientComponent;
}
