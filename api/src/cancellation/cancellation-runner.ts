/**
 * Settles cancelled events' orders (settle-cancelled-order.ts), in the background of the process
 * that cancelled them, and by a sweep for whatever a crash or a provider outage left: the sweep
 * looks only at unsettled rows of `cancellation_orders` (a partial index), and finishes approved
 * refund requests left half-way (refund-answers.ts) too.
 *
 * One process runs one event at a time (a second start joins the first run). Two processes, or a
 * run and the sweep of another, may settle the same order at once: each order's provider calls are
 * keyed by the order and its books are written under its row lock, only for what is still owed,
 * so it is settled once (the race test in cancellation.test.ts shows it, with a control).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { cancellationOrders } from '../db/schema-refunds';
import { settleApprovedRefunds } from '../guests/refund-answers';
import type { CancellationDeps } from './cancellation-deps';
import { settleCancelledOrder } from './settle-cancelled-order';

const BATCH = 200;
/** How many events one sweep looks at (the next sweep takes the rest). */
const EVENTS_PER_SWEEP = 50;

export interface CancellationRunner {
  /** Settles the event's unsettled orders in the background; a run already going is joined. */
  start(eventId: string): Promise<void>;
  /** Every cancelled event with unsettled orders, then approved refunds left half-way. */
  sweep(): Promise<void>;
  /** Resolves when the runs going now are over (closing the server waits for them). */
  idle(): Promise<void>;
}

export function createCancellationRunner(
  deps: CancellationDeps,
  onError: (error: unknown, eventId: string) => void,
): CancellationRunner {
  const running = new Map<string, Promise<void>>();

  /** Passes over the unsettled orders until none is left or a pass settles none. */
  const settleEvent = async (eventId: string) => {
    for (;;) {
      const unsettled = await deps.db
        .select({ orderId: cancellationOrders.orderId })
        .from(cancellationOrders)
        .where(and(eq(cancellationOrders.eventId, eventId), isNull(cancellationOrders.settledAt)))
        .orderBy(asc(cancellationOrders.orderId))
        .limit(BATCH);
      if (unsettled.length === 0) return;
      let settled = 0;
      for (const { orderId } of unsettled) {
        try {
          if ((await settleCancelledOrder(deps, orderId)) === 'settled') settled += 1;
        } catch (error) {
          // One order's trouble (the provider down) does not hold the others back.
          onError(error, eventId);
        }
      }
      if (settled === 0) return;
    }
  };

  const start = (eventId: string) => {
    let run = running.get(eventId);
    if (!run) {
      run = settleEvent(eventId)
        .catch((error: unknown) => onError(error, eventId))
        .finally(() => running.delete(eventId));
      running.set(eventId, run);
    }
    return run;
  };

  return {
    start,
    async sweep() {
      const open = await deps.db
        .selectDistinct({ eventId: cancellationOrders.eventId })
        .from(cancellationOrders)
        .where(isNull(cancellationOrders.settledAt))
        .limit(EVENTS_PER_SWEEP);
      for (const { eventId } of open) await start(eventId);
      await settleApprovedRefunds(deps);
    },
    async idle() {
      await Promise.all([...running.values()]);
    },
  };
}
