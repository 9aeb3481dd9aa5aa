/**
 * The refund rule of the create/edit form: which rule, and for `until` the last moment a guest
 * may ask (typed in the event's zone). The API's own rule (contracts.md): `until` needs its date,
 * at or before the start; the others have none. Pure, tested without a browser.
 */
import type { RefundPolicy } from 'contract';
import { localToEpochSeconds } from './zoned-time';

export interface RefundRuleValues {
  refundPolicy: RefundPolicy;
  /** `YYYY-MM-DDTHH:mm` in the event's zone; used with `until` only. */
  refundsUntil: string;
}

/** The rules as the form offers them, in the order shown, with words for a host. */
export const REFUND_RULE_CHOICES: readonly { value: RefundPolicy; label: string; hint: string }[] =
  [
    {
      value: 'none',
      label: 'No refunds',
      hint: 'Tickets are final. You can still refund someone by removing them from the guest list.',
    },
    {
      value: 'until',
      label: 'Refunds until a date',
      hint: 'Guests can ask for their money back until the date you set; you approve or decline each request.',
    },
    {
      value: 'request',
      label: 'Refunds on request',
      hint: 'Guests can ask any time before the event begins; you approve or decline each request.',
    },
  ];

/**
 * Checks the rule against the start (epoch seconds, or null while the start is not valid) and
 * answers what goes to the API; a problem goes into `errors.refundsUntil`.
 */
export function checkRefundRule(
  values: RefundRuleValues,
  timeZone: string,
  start: number | null,
  errors: Record<string, string>,
): { refundPolicy: RefundPolicy; refundsUntil: number | null } {
  if (values.refundPolicy !== 'until') {
    return { refundPolicy: values.refundPolicy, refundsUntil: null };
  }
  if (!values.refundsUntil) {
    errors.refundsUntil = 'Choose the last day guests can ask for a refund';
    return { refundPolicy: 'until', refundsUntil: null };
  }
  const until = localToEpochSeconds(values.refundsUntil, timeZone);
  if (until === null) errors.refundsUntil = 'Enter a date and time';
  else if (start !== null && until > start) {
    errors.refundsUntil = 'Refunds must close before the event starts';
  }
  return { refundPolicy: 'until', refundsUntil: until };
}
