import { cx } from '../../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (mobile forms, sheets). */
  block?: boolean;
  className?: string;
}

/**
 * The classes that make something look like a button. A router link that should look like one
 * is `ButtonLink` (shared-ui/router), built on this; use it directly for other elements (a
 * `<label>` of a file input, a plain `<a>`).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonLook = {}): string {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    block && 'ui-button--block',
    className,
  );
}
