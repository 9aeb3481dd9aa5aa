import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../class-names';
import { FieldFrame, useFieldIds, type FieldProps } from './field-frame';

export interface TextAreaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'className'>, FieldProps {
  /** Class of the textarea itself (`className` styles the wrapper). */
  inputClassName?: string;
}

/** A labelled multi-line input (event description, bio), with an optional hint and error. */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  className,
  inputClassName,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, { hint, error }, describedBy);
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      className={className}
      controlId={ids.controlId}
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
    >
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        className={cx('ui-input', 'ui-textarea', inputClassName)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.ariaDescribedBy}
      />
    </FieldFrame>
  );
}
