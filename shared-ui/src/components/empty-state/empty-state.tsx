import type { ReactNode } from 'react';
import { cx } from '../../class-names';

export interface EmptyStateProps {
  /** An emoji or icon; decorative. */
  icon?: ReactNode;
  title: string;
  /** One friendly sentence on why it is empty or what to do next. */
  message?: ReactNode;
  /** A call to action: a Button, or a link styled with `buttonClassName()`. */
  action?: ReactNode;
  /** The heading level that fits the page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing in it yet ("No passes yet"), with a way forward. */
export function EmptyState({
  icon,
  title,
  message,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-empty-state', className)}>
      {icon ? (
        <span className="ui-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="ui-empty-state__title">{title}</Heading>
      {message ? <p className="ui-empty-state__message">{message}</p> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
