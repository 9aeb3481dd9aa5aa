import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Renders the failure; defaults to an {@link ErrorPanel} with a Retry button. */
  fallback?: (error: Error, retry: () => void) => ReactNode;
  /**
   * Called when the person presses Retry, before the boundary renders its children again. The
   * shell uses it to make a fresh `React.lazy` for the remote's page: a lazy component remembers
   * a rejected import forever, so re-rendering the old one would fail again at once.
   */
  onRetry?: () => void;
  /** When any of these change (compared with Object.is), a shown error is cleared: e.g. the path. */
  resetKeys?: readonly unknown[];
  /** For reporting (SPEC §7: POST /error). Called once per caught error. */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

function toError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(typeof thrown === 'string' ? thrown : 'A non-error value was thrown', {
    cause: thrown,
  });
}

function keysChanged(previous: readonly unknown[] = [], next: readonly unknown[] = []): boolean {
  return previous.length !== next.length || previous.some((key, i) => !Object.is(key, next[i]));
}

function DefaultFallback({ retry }: { retry: () => void }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <ErrorPanel
      title="This page didn't load"
      message={
        offline
          ? "You're offline. Check your connection, then try again."
          : 'Something went wrong while loading this page. Please try again.'
      }
      onRetry={retry}
    />
  );
}

/**
 * Catches a render or load failure below it (a federated remote that did not download, a page
 * that threw) so the rest of the shell keeps working, and offers Retry.
 *
 * Retry calls `onRetry` first, then renders the children again. The error also clears when
 * `resetKeys` change, so navigating elsewhere leaves the error behind. React needs a class for
 * this: there is no hook for error boundaries.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: toError(thrown) };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo): void {
    this.props.onError?.(toError(thrown), info);
  }

  override componentDidUpdate(previousProps: RemoteErrorBoundaryProps, previousState: State): void {
    // Only an error that was already showing is cleared: if the keys changed in the very update
    // that threw, clearing it would re-render the broken children in a loop.
    if (
      this.state.error !== null &&
      previousState.error !== null &&
      keysChanged(previousProps.resetKeys, this.props.resetKeys)
    ) {
      this.setState({ error: null });
    }
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.retry);
    return <DefaultFallback retry={this.retry} />;
  }
}
