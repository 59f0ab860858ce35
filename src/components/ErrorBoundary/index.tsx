import React from 'react';
import { useT } from '../../i18n';

/** "message\n\nCause: inner message\n\nCause: …" from an error and its `cause` chain. */
export function errorChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join('\n\nCause: ');
}

interface State {
  error: unknown;
}

interface Props {
  fallback: (props: { error: unknown; tryAgain: () => void }) => React.ReactNode;
  children: React.ReactNode;
}

export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  tryAgain = () => this.setState({ error: null });

  render() {
    if (this.state.error !== null) return this.props.fallback({ error: this.state.error, tryAgain: this.tryAgain });
    return this.props.children;
  }
}

/** What a reader sees when a page throws while rendering. Plain markup: the shell may be what broke. */
function CrashedPage({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  const t = useT();
  return (
    <main className="page-main page-crashed" role="alert">
      <h1>{t('error.crashed')}</h1>
      <button type="button" className="button" onClick={tryAgain}>
        {t('error.tryAgain')}
      </button>
      <pre className="page-crashed__error">{errorChain(error)}</pre>
    </main>
  );
}

/** Used only when rendering the crash page itself fails. */
function PageErrorFallback() {
  const t = useT();
  return (
    <main className="page-main" role="alert">
      <h1>{t('error.pageError')}</h1>
    </main>
  );
}

/** Around every page: a render crash shows CrashedPage; if that fails too, "Page Error". */
export function PageErrorBoundary({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <PageErrorFallback />}>
      <ErrorBoundary fallback={(props) => <CrashedPage {...props} />}>{children}</ErrorBoundary>
    </ErrorBoundary>
  );
}
