import type { ReactNode } from 'react';
import { ErrorPanel } from '../components/error/error-panel';
import { EmptyStateWithLink, type EmptyStateWithLinkProps } from './empty-state-with-link';

export interface LoadFailureProps {
  /** The failed call's HTTP status; null when it had none (offline, a bug). */
  status: number | null;
  /**
   * The statuses that are an answer rather than a failure, each with the page it shows: 403 "only
   * the hosts can…", 404 "this event doesn't exist". Each has a way out and no Retry.
   */
  answers?: Partial<Record<number, EmptyStateWithLinkProps>>;
  /** Any other status: an `ErrorPanel` with this headline, ... */
  title?: string;
  /** ... the failure in words (shared-api's `toUserMessage`; shared-ui knows no API) ... */
  message: ReactNode;
  /** ... and a Retry. */
  onRetry: () => void;
}

/**
 * What a screen shows in place of what it could not load: the answer the server gave, when it is
 * one (`answers`), else the failure in words with a Retry.
 */
export function LoadFailure({ status, answers = {}, title, message, onRetry }: LoadFailureProps) {
  const answer = status === null ? undefined : answers[status];
  if (answer) return <EmptyStateWithLink {...answer} />;
  return <ErrorPanel title={title} message={message} onRetry={onRetry} />;
}
