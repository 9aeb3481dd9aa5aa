import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../class-names';
import { FieldFrame, splitFieldProps, type FieldProps } from './field-frame';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'className'>, FieldProps {
  /** Fixed text or an icon before the value, inside the box: '$' for a price, '@' for a handle. */
  leading?: ReactNode;
  /** Fixed text or an icon after the value: 'USD', a clear button. */
  trailing?: ReactNode;
  /** Class of the input itself (`className` styles the wrapper). */
  inputClassName?: string;
}

/** A labelled single-line input with an optional hint and error message. */
export function TextField({
  inputClassName,
  leading,
  trailing,
  type = 'text',
  ...props
}: TextFieldProps) {
  const { frame, attributes } = splitFieldProps(props);
  const grouped = leading !== undefined || trailing !== undefined;
  return (
    <FieldFrame {...frame}>
      {(control) => {
        const input = (
          <input
            {...attributes}
            {...control}
            type={type}
            className={cx('ui-input', inputClassName)}
          />
        );
        if (!grouped) return input;
        return (
          <div className="ui-input-group" data-invalid={control['aria-invalid']}>
            {leading !== undefined ? (
              <span className="ui-input-group__addon">{leading}</span>
            ) : null}
            {input}
            {trailing !== undefined ? (
              <span className="ui-input-group__addon">{trailing}</span>
            ) : null}
          </div>
        );
      }}
    </FieldFrame>
  );
}
