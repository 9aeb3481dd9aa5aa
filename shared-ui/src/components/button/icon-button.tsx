import type { ReactNode } from 'react';
import { cx } from '../../class-names';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'children' | 'block'> {
  /** Required: an icon alone says nothing to a screen reader ("Close", "Share event"). */
  'aria-label': string;
  /** The icon. Hidden from assistive tech; `aria-label` names the button. */
  children: ReactNode;
}

/** A round, square-sized button holding only an icon. Defaults to the ghost variant. */
export function IconButton({ variant = 'ghost', className, children, ...rest }: IconButtonProps) {
  return (
    <Button {...rest} variant={variant} className={cx('ui-icon-button', className)}>
      <span className="ui-icon-button__icon" aria-hidden="true">
        {children}
      </span>
    </Button>
  );
}
