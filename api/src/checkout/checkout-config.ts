import type { Database } from '../db/database';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Clock } from '../time/clock';

/** How long a paid order holds its tickets while the buyer pays. */
export const DEFAULT_HOLD_SECONDS = 10 * 60;

export interface CheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  clock: Clock;
  holdSeconds: number;
  /**
   * TEST ONLY: check stock without the ticket-type row lock and outside the transaction that
   * writes the order, with a pause in between. The race test turns it on to prove it can catch an
   * oversell. (On PGlite transactions are serialized by the driver, so a race needs the check
   * outside the writing transaction to exist at all.)
   */
  unsafeSkipStockLock: boolean;
  /**
   * TEST ONLY: the lock order checkout had before event-lock.ts: ticket types first, the event
   * last (by the orders foreign key). The lock-order test turns it on to prove, on PostgreSQL, that
   * it catches the deadlock this meets with a delete.
   */
  unsafeTypesBeforeEvent?: boolean;
  /**
   * TEST ONLY: awaited inside the checkout's transaction once its ticket types are locked, in
   * either lock order. The lock-order test pauses a checkout here to put a delete in between at a
   * chosen instant, instead of racing for it.
   */
  afterTypesLocked?: () => Promise<void>;
  /**
   * TEST ONLY: take orders and keep payments for a cancelled event, as if cancelling only marked
   * the event. The cancellation race test turns it on to prove it catches a buyer charged and kept.
   */
  unsafeIgnoreCancellation?: boolean;
}
