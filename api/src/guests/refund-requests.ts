/**
 * A paid guest's side of a refund: asking (`POST /events/refund-request`) and seeing where they
 * stand (`GET /events/refund-request`). A request covers the guest's paid orders that still owe
 * money when they ask (`refund_request_orders`), so tickets bought later are not in it. Asking
 * takes the event's row lock (event-lock.ts), so a guest asking twice at once gets one request,
 * and a cancellation (same lock) is seen by it.
 */
import { eq } from 'drizzle-orm';
import type { MyRefundRequest, RefundRequest, RefundRequestInput } from 'contract';
import type { Database } from '../db/database';
import { events, type EventRow } from '../db/schema';
import { refundRequestOrders, refundRequests } from '../db/schema-refunds';
import { isUuid } from '../db/uuid';
import { lockEventRow } from '../events/event-lock';
import { conflict, notFound } from '../http/api-error';
import { notify } from '../social/notifications';
import { toEpochSeconds } from '../time/epoch-seconds';
import {
  cannotAskReason,
  latestRequest,
  refundableOrders,
  toRefundRequest,
} from './refund-request-view';

async function eventOr404(db: Database, eventId: string): Promise<EventRow> {
  const [event] = isUuid(eventId)
    ? await db.select().from(events).where(eq(events.id, eventId))
    : [];
  if (!event) throw notFound('Event not found');
  return event;
}

export async function myRefundRequest(
  db: Database,
  userId: string,
  eventId: string,
  now: Date,
): Promise<MyRefundRequest> {
  const event = await eventOr404(db, eventId);
  const owed = await refundableOrders(db, event.id, userId);
  const latest = await latestRequest(db, event.id, userId);
  const refusal = await cannotAskReason(db, event, userId, owed, latest, now);
  return {
    refundPolicy: event.refundPolicy,
    refundsUntil: event.refundsUntil ? toEpochSeconds(event.refundsUntil) : null,
    request: latest ? toRefundRequest(latest) : null,
    refundableCents: owed.reduce((sum, o) => sum + o.owedCents, 0),
    canAsk: refusal === null,
    cannotAskReason: refusal?.reason ?? null,
  };
}

export async function askForRefund(
  db: Database,
  userId: string,
  input: RefundRequestInput,
  now: Date,
): Promise<{ request: RefundRequest; created: boolean }> {
  await eventOr404(db, input.eventId);
  const reason = input.reason?.trim() || null;
  return db.transaction(async (tx) => {
    const event = await lockEventRow(tx, input.eventId, 'write');
    if (!event) throw notFound('Event not found');
    const latest = await latestRequest(tx, event.id, userId);
    if (latest?.status === 'pending') return { request: toRefundRequest(latest), created: false };
    const owed = await refundableOrders(tx, event.id, userId);
    const refusal = await cannotAskReason(tx, event, userId, owed, latest, now);
    if (refusal?.code === 'nothing') throw notFound(refusal.reason);
    if (refusal) throw conflict(refusal.reason, { reason: refusal.code });
    const [row] = await tx
      .insert(refundRequests)
      .values({
        eventId: event.id,
        userId,
        reason,
        amountCents: owed.reduce((sum, o) => sum + o.owedCents, 0),
        currency: owed[0]!.order.currency,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(refundRequestOrders)
      .values(owed.map(({ order }) => ({ requestId: row!.id, orderId: order.id })));
    // The host hears of it (co-hosts see it in the guest list).
    await notify(tx, {
      userId: event.hostId,
      kind: 'refund_requested',
      actorId: userId,
      eventId: event.id,
    });
    return { request: toRefundRequest(row!), created: true };
  });
}
