import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../class-names';
import { FieldFrame, splitFieldProps, type FieldProps } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'>, FieldProps {
  options: readonly SelectOption[];
  /**
   * A first, unselectable option shown while nothing is chosen ("Choose a gender"). Its value is
   * '', so a `required` select is invalid until the person picks something.
   */
  placeholder?: string;
  /** Class of the select itself (`className` styles the wrapper). */
  inputClassName?: string;
}

/**
 * A labelled native select. Native on purpose: it gets the platform's own picker on phones and
 * full keyboard and screen reader support for free.
 */
export function Select({ inputClassName, options, placeholder, ...props }: SelectProps) {
  const { frame, attributes } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...attributes}
          {...control}
          className={cx('ui-input', 'ui-select', inputClassName)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
