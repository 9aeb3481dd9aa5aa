import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../class-names';
import { FieldFrame, splitFieldProps, type FieldProps } from './field-frame';

export interface TextAreaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'className'>, FieldProps {
  /** Class of the textarea itself (`className` styles the wrapper). */
  inputClassName?: string;
}

/** A labelled multi-line input (event description, bio), with an optional hint and error. */
export function TextArea({ inputClassName, rows = 4, ...props }: TextAreaProps) {
  const { frame, attributes } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <textarea
          {...attributes}
          {...control}
          rows={rows}
          className={cx('ui-input', 'ui-textarea', inputClassName)}
        />
      )}
    </FieldFrame>
  );
}
