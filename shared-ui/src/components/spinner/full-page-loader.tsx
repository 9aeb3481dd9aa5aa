import { useEffect, useState } from 'react';
import { cx } from '../../class-names';
import { Spinner } from './spinner';

/**
 * SPEC §2 and §9: the full-page loading indicator waits this long before showing its spinner.
 * Most loads finish sooner, and a spinner that flashes for 100 ms feels slower than a blank frame.
 */
export const SPINNER_DELAY_MS = 500;

export interface FullPageLoaderProps {
  /** Read by screen readers once the spinner shows. Defaults to 'Loading'. */
  label?: string;
  /** Defaults to {@link SPINNER_DELAY_MS}; 0 shows the spinner at once. */
  delayMs?: number;
  className?: string;
}

/**
 * Fills the page area while a route, a remote or its data loads (a Suspense fallback). It renders
 * an empty area of the same size at first, so nothing jumps, and shows the spinner only after
 * `delayMs` of waiting.
 */
export function FullPageLoader({
  label = 'Loading',
  delayMs = SPINNER_DELAY_MS,
  className,
}: FullPageLoaderProps) {
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return (
    <div className={cx('ui-full-page-loader', className)} data-waiting={visible ? undefined : ''}>
      {visible ? <Spinner label={label} size="lg" /> : null}
    </div>
  );
}
