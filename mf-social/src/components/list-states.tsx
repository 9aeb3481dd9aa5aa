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
  /**
   * The empty state. Its way out is "Find events" (the feed) unless it names its own `action`
   * (`null`: none).
   */
  empty: { icon: string; title: string; message: string; action?: ReactNode };
  /** The level of the error's and the empty state's headings: 3 for a list within a section. */
  headingLevel?: 2 | 3;
  /** The list, rendered only once there is one. */
  children: () => ReactNode;
}

/**
 * A person's list (a page's or a section's) in its four states, in plain words: loading, could
 * not load (Retry), nothing yet (with "Find events" or its own way out), or the list itself.
 */
export function ListStates({
  isPending,
  error,
  onRetry,
  loading,
  failed,
  isEmpty,
  empty,
  headingLevel = 2,
  children,
}: Props) {
  if (isPending) return <Spinner label={loading} />;
  if (error != null) {
    return (
      <ErrorPanel
        title={failed}
        message={toUserMessage(error)}
        onRetry={onRetry}
        headingLevel={headingLevel}
      />
    );
  }
  if (isEmpty) {
    return (
      <EmptyState
        {...empty}
        headingLevel={headingLevel}
        action={
          empty.action === undefined ? (
            <ButtonLink variant="primary" to="/app">
              Find events
            </ButtonLink>
          ) : (
            empty.action
          )
        }
      />
    );
  }
  return <>{children()}</>;
}
