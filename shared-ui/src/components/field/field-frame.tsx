import { useId, type ReactNode } from 'react';
import { cx } from '../../class-names';
import { FieldError } from './field-error';

/** What every labelled control (TextField, TextArea, Select) accepts besides its own attributes. */
export interface FieldProps {
  /** Always required: a visible label, or a hidden one with `hideLabel` (a search box). */
  label: ReactNode;
  /** Help under the control ("Shown on your profile"), linked with aria-describedby. */
  hint?: ReactNode;
  /**
   * What is wrong, in words a person understands ("Enter a price of at least $1.00"). When set,
   * the control gets aria-invalid and the message is linked with aria-describedby.
   */
  error?: ReactNode;
  /** Keep the label for screen readers only, when the design already makes the purpose plain. */
  hideLabel?: boolean;
  /** Class of the wrapper around label, control and messages. */
  className?: string;
}

function hasMessage(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** What the control inside a field must carry to be tied to its label and messages. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids that tie a control to its label and messages. The caller's own aria-describedby is
 * kept and comes first.
 */
function useFieldIds(
  id: string | undefined,
  { hint, error }: Pick<FieldProps, 'hint' | 'error'>,
  describedBy: string | undefined,
) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = hasMessage(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasMessage(error) ? `${controlId}-error` : undefined;
  const ariaDescribedBy = cx(describedBy, hintId, errorId) || undefined;
  return { controlId, hintId, errorId, ariaDescribedBy, invalid: errorId !== undefined };
}

interface FieldFrameProps extends FieldProps {
  /** The control's id, when the caller names it; one is generated otherwise. */
  id: string | undefined;
  /** The caller's own aria-describedby, kept ahead of the hint and error ids. */
  describedBy: string | undefined;
  /** Renders the control with the id and aria attributes that tie it to the frame. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The attributes every field's control accepts that the frame, not the control, takes care of. */
interface FramedAttributes extends FieldProps {
  id?: string;
  'aria-describedby'?: string;
}

/**
 * Splits a field component's props into what its frame takes (label, messages, id, the caller's
 * aria-describedby) and the attributes left for the control itself.
 */
export function splitFieldProps<P extends FramedAttributes>({
  label,
  hint,
  error,
  hideLabel,
  className,
  id,
  'aria-describedby': describedBy,
  ...attributes
}: P) {
  return { frame: { label, hint, error, hideLabel, className, id, describedBy }, attributes };
}

/** Label above the control, hint and error below it. Internal to the field components. */
export function FieldFrame({
  label,
  hideLabel,
  className,
  hint,
  error,
  id,
  describedBy,
  children,
}: FieldFrameProps) {
  const { controlId, hintId, errorId, ariaDescribedBy, invalid } = useFieldIds(
    id,
    { hint, error },
    describedBy,
  );
  return (
    <div className={cx('ui-field', className)}>
      <label htmlFor={controlId} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': ariaDescribedBy,
      })}
      {hintId ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
