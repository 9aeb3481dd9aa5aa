import type { ReactNode } from 'react';
import { ButtonLink } from 'shared-ui/router';
import { toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel, Spinner } from 'shared-ui';

interface Props {
  isPending: boolean;
  /** The failure to show instead of the list; null while there is none (or a list to show). */
  error: unknown;
  onRetry: () => void;
  /** The spinner's words, and the error's title. */
  loading: string;
  failed: string;
  isEmpty: boolean;
  /** The empty state: the way out is "Find events" (the feed). */
  empty: { icon: string; title: string; message: string };
  /** The list, rendered only once there is one. */
  children: () => ReactNode;
}

/**
 * A person's list page in its four states, in plain words: loading, could not load (Retry),
 * nothing yet (with "Find events"), or the list itself.
 */
export function ListStates({
  isPending,
  error,
  onRetry,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: Props) {
  if (isPending) return <Spinner label={loading} />;
  if (error != null) {
    return <ErrorPanel title={failed} message={toUserMessage(error)} onRetry={onRetry} />;
  }
  if (isEmpty) {
    return (
      <EmptyState
        {...empty}
        action={
          <ButtonLink variant="primary" to="/app">
            Find events
          </ButtonLink>
        }
      />
    );
  }
  return <>{children()}</>;
}
