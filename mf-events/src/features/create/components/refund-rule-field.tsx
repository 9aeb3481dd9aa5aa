import { useId } from 'react';
import type { RefundPolicy } from 'contract';
import { TextField } from 'shared-ui';
import { REFUND_RULE_CHOICES, type RefundRuleValues } from '../lib/refund-rule';

/**
 * "Refunds": the event's refund rule, three native radio buttons (arrow keys move between them)
 * and, for "until a date", the last moment to ask, in the event's time zone.
 */
export function RefundRuleField({
  values,
  error,
  onChange,
}: {
  values: RefundRuleValues;
  error: string | undefined;
  onChange: (values: RefundRuleValues) => void;
}) {
  const name = useId();
  const set = (refundPolicy: RefundPolicy) => onChange({ ...values, refundPolicy });
  return (
    <fieldset className="event-form__group">
      <legend>Refunds</legend>
      {REFUND_RULE_CHOICES.map((choice) => (
        <label key={choice.value} className="event-form__check">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={values.refundPolicy === choice.value}
            onChange={() => set(choice.value)}
          />
          <span>
            {choice.label}
            <small>{choice.hint}</small>
          </span>
        </label>
      ))}
      {values.refundPolicy === 'until' && (
        <TextField
          label="Last day to ask for a refund"
          type="datetime-local"
          hint="In the event’s time zone"
          required
          value={values.refundsUntil}
          error={error}
          onChange={(e) => onChange({ ...values, refundsUntil: e.target.value })}
        />
      )}
    </fieldset>
  );
}
