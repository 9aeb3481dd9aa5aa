import { cx } from '../../class-names';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading tickets"). Defaults to 'Loading'. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/**
 * A loading indicator that screen readers announce: a `role="status"` region holding a spinning
 * ring (hidden from assistive tech) and the label in visually hidden text.
 */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner', `ui-spinner--${size}`, className)}>
      <SpinnerGlyph />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The ring alone, for places that already say they are busy some other way (a button with
 * aria-busy). Not exported from the package: a bare spinner would be silent to screen readers.
 */
export function SpinnerGlyph({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx('ui-spinner-glyph', className)} />;
}
