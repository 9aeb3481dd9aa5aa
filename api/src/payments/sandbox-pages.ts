/**
 * What the sandbox's hosted pages share, whether a checkout session (sandbox-sessions.ts) or a
 * card-saving setup (sandbox-cards.ts): an open page past its time reads as expired, and the
 * checkout page shows an order the same way whether checkout opened it or a saved card's charge
 * asked the buyer to confirm.
 */
import type { CreateCheckoutInput } from './payment-provider';
import type { SandboxSummary } from './sandbox-sessions';

/** A page's status as of `now`: still `open` in its row once its time is up, it reads `expired`. */
export function pageStatusAt<S extends string>(
  row: { status: S; expiresAt: Date },
  now: Date,
): S | 'expired' {
  return row.status === 'open' && now >= row.expiresAt ? 'expired' : row.status;
}

/** The order as the checkout page shows it (what the session's `summary` column keeps). */
export function orderSummary(
  input: Omit<CreateCheckoutInput, 'saveForCustomerId'>,
): SandboxSummary {
  return {
    eventName: input.eventName,
    lines: input.lines,
    feeCents: input.feeCents,
    totalCents: input.totalCents,
    currency: input.currency,
    returnUrl: input.returnUrl,
    holdUntil: input.expiresAt.toISOString(),
    ...(input.captureLater ? { captureLater: true } : {}),
    ...(input.hostAccountId ? { hostAccountId: input.hostAccountId } : {}),
  };
}
