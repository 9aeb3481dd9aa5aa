import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'onClose'> {
  /** The button's words, e.g. "Delete event". */
  label: ReactNode;
  /** The button's look and name (`variant`, `size`, `aria-label`, `disabled`). */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children'>;
  /** Called as the dialog opens (e.g. to clear an earlier answer). */
  onOpen?: () => void;
}

/** A button that asks first: it opens a `ConfirmDialog`, which closes once the change is made. */
export function ConfirmButton({ label, buttonProps, onOpen, ...dialog }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        {...buttonProps}
        onClick={() => {
          onOpen?.();
          setAsking(true);
        }}
      >
        {label}
      </Button>
      {asking && <ConfirmDialog {...dialog} onClose={() => setAsking(false)} />}
    </>
  );
}
