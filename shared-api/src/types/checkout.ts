/** Checkout and order shapes of docs/contracts.md, ticketing section. Money in integer cents. */
import type { Pass } from './pass';

export interface CheckoutItem {
  ticketTypeId: string;
  quantity: number;
}

export interface CheckoutInput {
  eventId: string;
  items: CheckoutItem[];
}

export interface OrderItem {
  ticketTypeId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  unitFeeCents: number;
  totalCents: number;
}

export type OrderStatus = 'pending' | 'completed' | 'failed' | 'expired' | 'cancelled' | 'refunded';

export interface Order {
  id: string;
  eventId: string;
  status: OrderStatus;
  provider: 'free' | 'sandbox' | 'stripe';
  currency: 'usd';
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  items: OrderItem[];
  /** End of the stock hold while pending. */
  expiresAt: number | null;
  createdAt: number;
  completedAt: number | null;
  /** Why it failed, expired or was refunded, in plain words. */
  statusReason: string | null;
}

/**
 * What `POST /checkout/initiate` answers: a free order (RSVP) completes at once with its passes;
 * a paid one holds the tickets and waits at the provider's `checkoutUrl` (same tab).
 */
export type CheckoutSession =
  | { status: 'completed'; order: Order; passes: Pass[] }
  | {
      status: 'pending';
      order: Order;
      transactionId: string;
      checkoutUrl: string;
      expiresAt: number;
    };

export type CheckoutStatus = 'completed' | 'pending' | 'failed' | 'expired' | 'refunded';

/** What `PATCH /checkout/confirm` answers; `pending` means ask again. */
export interface CheckoutResult {
  status: CheckoutStatus;
  /** A sentence for the payment-return page. */
  message: string;
  order: Order;
  passes: Pass[];
}
