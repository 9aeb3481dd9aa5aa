import type { ReactNode } from 'react';
import { cx } from '../../class-names';
import { AlertIcon } from '../../icons/icons';
import { Button } from '../button/button';

export interface ErrorPanelProps {
  /** A short headline. Defaults to 'Something went wrong'. */
  title?: string;
  /**
   * What happened and what to do, in words a person understands: no status codes or stack
   * traces. Defaults to 'Please try again in a moment.'
   */
  message?: ReactNode;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  /** Defaults to 'Retry'. */
  retryLabel?: string;
  /** Further actions beside Retry (a "Go to the feed" link). */
  children?: ReactNode;
  /** The heading level that fits the page outline. Defaults to 2. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * Shown in place of content that failed to load. It is an alert, so a screen reader announces
 * the failure when the panel replaces the content.
 */
export function ErrorPanel({
  title = 'Something went wrong',
  message = 'Please try again in a moment.',
  onRetry,
  retryLabel = 'Retry',
  children,
  headingLevel = 2,
  className,
}: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={cx('ui-error-panel', className)}>
      <span className="ui-error-panel__icon">
        <AlertIcon />
      </span>
      <Heading className="ui-error-panel__title">{title}</Heading>
      <p className="ui-error-panel__message">{message}</p>
      {onRetry || children ? (
        <div className="ui-error-panel__actions">
          {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
