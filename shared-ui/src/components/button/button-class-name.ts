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
 * The classes that make something look like a button. For links that should look like one (a
 * router `<Link>` to /app/create): `<Link className={buttonClassName({ variant: 'primary' })}>`,
 * which keeps link semantics (open in new tab, correct role) instead of a button that navigates.
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
