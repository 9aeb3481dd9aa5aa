import type { GuestActionDeps } from '../guests/guest-action-steps';

/** What settling a cancelled event's orders needs (guest-action-steps.ts's, and test hooks). */
export interface CancellationDeps extends GuestActionDeps {
  /**
   * TEST ONLY: awaited after an order's refund at the provider and before its transaction writes
   * the books. The crash test holds a process here and kills it: the moment when the provider has
   * moved money that the database does not know of yet.
   */
  beforeRecording?: (orderId: string) => Promise<void>;
}
