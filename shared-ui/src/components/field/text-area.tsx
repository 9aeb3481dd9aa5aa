import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../class-names';
import { FieldFrame, type FieldProps } from './field-frame';

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
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      className={className}
      hint={hint}
      error={error}
      id={id}
      describedBy={describedBy}
    >
      {(control) => (
        <textarea
          {...rest}
          {...control}
          rows={rows}
          className={cx('ui-input', 'ui-textarea', inputClassName)}
        />
      )}
    </FieldFrame>
  );
}
