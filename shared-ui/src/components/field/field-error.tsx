import type { ReactNode } from 'react';
import { AlertIcon } from '../../icons/icons';

export interface FieldErrorProps {
  /** Named by the control's aria-describedby, so the message is read with the control. */
  id: string;
  /**
   * Announce the message as it appears (`role="alert"`): for a control whose error can arrive
   * without a press, such as after an upload. The fields' own errors follow a submit and are not.
   */
  announce?: boolean;
  children: ReactNode;
}

/**
 * What is wrong with a control, under it, with the alert glyph: the fields' own error line, for
 * controls that are not a TextField, TextArea or Select (a photo chooser, a group of choices).
 */
export function FieldError({ id, announce = false, children }: FieldErrorProps) {
  return (
    <p id={id} className="ui-field__error" role={announce ? 'alert' : undefined}>
      <AlertIcon className="ui-field__error-icon" />
      <span>{children}</span>
    </p>
  );
}
