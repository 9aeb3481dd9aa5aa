/**
 * `POST /events/hosts/cancel`: the host cancels an event people may have paid for.
 *
 * One transaction under the event's row lock (event-lock.ts) marks the event cancelled, writes its
 * work list (`cancellation_orders`: every order that still admits, waits or holds seats), closes
 * refund requests still waiting, and tells the guests (tell-guests.ts). Checkout takes the same
 * lock and reads the mark, so no order can join the event once this commits, and a payment that
 * reaches an order of it later is refunded (order-transitions.ts). Then the request answers with
 * the progress and the runner settles the orders in the background (cancellation-runner.ts); after
 * a crash the sweep finishes them. Cancelling again answers the same cancellation with its progress
 * (the first message stays) and starts the runner if this process is not already running it.
 */
import { eq, sql } from 'drizzle-orm';
import type { CancelEventInput, EventCancellation } from 'contract';
import { events } from '../db/schema';
import { orders } from '../db/schema-ticketing';
import { cancellationOrders } from '../db/schema-refunds';
import { cancellationProgress } from '../door/cancellation-progress';
import { lockEventRow } from '../events/event-lock';
import { hostLevelOf } from '../events/organizers';
import { closeOpenRefundRequests } from '../guests/refund-answers';
import { deliverDueTexts } from '../host-team/text-delivery';
import { conflict, forbidden, invalidField, notFound } from '../http/api-error';
import type { SmsProvider } from '../messaging/sms-provider';
import type { CancellationDeps } from './cancellation-deps';
import { tellGuests } from './tell-guests';

/** The orders a cancellation settles: those that admit, wait for approval or hold seats. */
const OPEN_STATUSES = ['completed', 'awaiting_approval', 'pending'] as const;

export interface CancelEventDeps extends CancellationDeps {
  sms: SmsProvider;
  /** Starts settling the event's orders in the background (cancellation-runner.ts). */
  settleInBackground: (eventId: string) => void;
  /** Where a failed text delivery is reported (the sweep sends the texts later). */
  onError: (error: unknown) => void;
}

export async function cancelEvent(
  deps: CancelEventDeps,
  callerId: string,
  input: CancelEventInput,
): Promise<EventCancellation> {
  const { db, clock } = deps;
  const message = input.message.trim();
  if (!message) throw invalidField('message', 'message is required: tell your guests why');
  const now = clock();
  const { blastId } = await db.transaction(async (tx) => {
    const event = await lockEventRow(tx, input.eventId, 'write');
    if (!event) throw notFound('Event not found');
    if (event.hostId !== callerId) {
      throw forbidden(
        (await hostLevelOf(tx, event.id, callerId))
          ? 'Only the host can cancel this event; co-hosts cannot'
          : 'Only the host can cancel this event',
      );
    }
    if (event.cancelledAt) return { blastId: null };
    if (event.endsAt < now)
      throw conflict('This event has already ended, so it cannot be cancelled');
    await tx
      .update(events)
      .set({ cancelledAt: now, cancellationMessage: message })
      .where(eq(events.id, event.id));
    await tx.execute(
      sql`insert into ${cancellationOrders} (order_id, event_id)
          select ${orders.id}, ${orders.eventId} from ${orders}
          where ${orders.eventId} = ${event.id}
            and ${orders.status} in (${sql.join(
              OPEN_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})`,
    );
    await closeOpenRefundRequests(tx, event.id, null, now);
    return { blastId: await tellGuests(tx, event, message, now) };
  });
  if (blastId) {
    // Texts due now go at once; a failure here is the text sweep's to retry, not the host's.
    await deliverDueTexts(db, deps.sms, now, { blastId }).catch(deps.onError);
  }
  deps.settleInBackground(input.eventId);
  return (await cancellationProgress(db, input.eventId))!;
}
