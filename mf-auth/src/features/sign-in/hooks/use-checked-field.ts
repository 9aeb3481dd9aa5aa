import { useState, type FormEvent } from 'react';
import type { FieldCheck } from '../lib/field-check';

export interface CheckedField {
  value: string;
  /** The check's message after a refused submit, until the person edits the field. */
  error: string | undefined;
  change(next: string): void;
  submit(event: FormEvent): void;
}

/**
 * One text step of sign-up: the typed value, checked on submit; a refusal shows its message until
 * the next edit, and a value that passes goes to `onValid` in its checked (cleaned) form.
 */
export function useCheckedField<T>(
  initial: string,
  check: (input: string) => FieldCheck<T>,
  onValid: (value: T) => void,
): CheckedField {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    value,
    error,
    change(next) {
      setValue(next);
      setError(undefined);
    },
    submit(event) {
      event.preventDefault();
      const checked = check(value);
      if (checked.ok) onValid(checked.value);
      else setError(checked.message);
    },
  };
}
