/** Checkout shapes of docs/contracts.md (ticketing section). */
import type { Pass } from './pass';

export interface CheckoutItem {
  ticketTypeId: string;
  quantity: number;
}

export interface CheckoutInput {
  eventId: string;
  items: CheckoutItem[];
}

export type CheckoutStatus = 'pending' | 'completed' | 'failed';

/**
 * What `POST /checkout/initiate` answers: a paid order waits at the provider's hosted page
 * (`checkoutUrl`); a free one (an RSVP) is completed at once with its passes.
 */
export interface CheckoutSession {
  transactionId: string;
  status: CheckoutStatus;
  checkoutUrl: string | null;
  passes: Pass[];
}

/** What `PATCH /checkout/confirm` answers for a transaction. */
export interface CheckoutResult {
  transactionId: string;
  status: CheckoutStatus;
  passes: Pass[];
}
