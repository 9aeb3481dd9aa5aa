/**
 * An organizer answers a guest's refund request (`manage_guests`).
 *
 * Approving first claims the request (pending → approved, in one transaction under its row lock,
 * with the guest's notification), so a decline at the same moment finds it answered; then each
 * order it covers is refunded in full (refund-steps.ts: provider first, keyed by the order, then
 * the ledger under the order's lock). When every covered order is settled the request is marked
 * `settled_at`. An approval that stopped half-way (a crash, the provider down) is finished by the
 * refund sweep (`settleApprovedRefunds`) or by approving again; neither refunds an order twice.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { HostGuestActionInput, RefundAnswer, RefundAnswerInput } from 'contract';
import type { Database } from '../db/database';
import { refundRequestOrders, refundRequests, type RefundRequestRow } from '../db/schema-refunds';
import { orders } from '../db/schema-ticketing';
import { assertHostPermission } from '../events/organizer-guard';
import { ApiError, conflict, notFound } from '../http/api-error';
import { notify } from '../social/notifications';
import { lockOrder, money, type GuestActionDeps } from './guest-action-steps';
import { latestRequest, toRefundRequest } from './refund-request-view';
import { recordFullRefund, refundAtProvider } from './refund-steps';

/** How often one run re-reads an order that changed under it before leaving it to the sweep. */
const MAX_TRIES_PER_ORDER = 3;

async function requestOr404(db: Database, input: HostGuestActionInput): Promise<RefundRequestRow> {
  const latest = await latestRequest(db, input.eventId, input.userId);
  if (!latest) throw notFound('This guest has not asked for a refund');
  return latest;
}

async function lockRequest(tx: Database, id: string): Promise<RefundRequestRow> {
  const [row] = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
    .for('update');
  return row!;
}

const answer = (row: RefundRequestRow, refundedCents: number, message: string): RefundAnswer => ({
  request: toRefundRequest(row),
  refundedCents,
  message,
});

async function reread(db: Database, id: string) {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  return row!;
}

/**
 * Refunds every order an approved request covers that still owes money; marks the request
 * settled once none does. Answers the cents refunded by this run.
 */
export async function settleApprovedRequest(
  deps: GuestActionDeps,
  requestId: string,
): Promise<number> {
  const { db, provider, clock } = deps;
  const covered = await db
    .select({ orderId: refundRequestOrders.orderId })
    .from(refundRequestOrders)
    .where(eq(refundRequestOrders.requestId, requestId))
    .orderBy(asc(refundRequestOrders.orderId));
  let refunded = 0;
  let unsettled = 0;
  for (const { orderId } of covered) {
    let done = false;
    for (let tries = 0; tries < MAX_TRIES_PER_ORDER && !done; tries += 1) {
      const [seen] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!seen) break;
      const refund = await refundAtProvider(db, provider, seen);
      const recorded = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return { kind: 'not_refundable' as const };
        return recordFullRefund(tx, provider, order, refund, {
          now: clock(),
          statusReason: `The hosts approved your refund request and refunded ${money(order.totalCents, order.currency)} in full`,
        });
      });
      if (recorded.kind === 'refunded') refunded += recorded.cents;
      done = recorded.kind !== 'retry';
    }
    if (!done) unsettled += 1;
  }
  if (unsettled === 0) {
    await db
      .update(refundRequests)
      .set({ settledAt: clock() })
      .where(and(eq(refundRequests.id, requestId), isNull(refundRequests.settledAt)));
  }
  return refunded;
}

export async function approveRefundRequest(
  deps: GuestActionDeps,
  callerId: string,
  input: HostGuestActionInput,
): Promise<RefundAnswer> {
  const { db, clock } = deps;
  await assertHostPermission(db, input.eventId, callerId, 'manage_guests');
  const latest = await requestOr404(db, input);
  const claimed = await db.transaction(async (tx) => {
    const row = await lockRequest(tx, latest.id);
    if (row.status === 'declined') throw conflict('This refund request was declined already');
    if (row.status !== 'pending') return { row, first: false };
    const [updated] = await tx
      .update(refundRequests)
      .set({ status: 'approved', answeredAt: clock(), answeredBy: callerId })
      .where(eq(refundRequests.id, row.id))
      .returning();
    await notify(tx, {
      userId: row.userId,
      kind: 'refund_approved',
      actorId: callerId,
      eventId: row.eventId,
    });
    return { row: updated!, first: true };
  });
  if (claimed.row.status === 'closed') {
    return answer(claimed.row, 0, 'These tickets were already refunded another way');
  }
  let refunded: number;
  try {
    refunded = await settleApprovedRequest(deps, claimed.row.id);
  } catch (error) {
    // The request stays approved: the refund sweep (or approving again) finishes it.
    if (error instanceof ApiError && error.statusCode === 502) {
      throw Object.assign(
        new ApiError(
          502,
          'internal',
          'The request is approved, but the payment provider could not be reached; the refund will be retried shortly',
        ),
        { cause: error },
      );
    }
    throw error;
  }
  const row = await reread(db, claimed.row.id);
  return answer(
    row,
    refunded,
    claimed.first ? `Approved: refunded ${money(refunded, row.currency)}` : 'Already approved',
  );
}

export async function declineRefundRequest(
  deps: GuestActionDeps,
  callerId: string,
  input: RefundAnswerInput,
): Promise<RefundAnswer> {
  const { db, clock } = deps;
  await assertHostPermission(db, input.eventId, callerId, 'manage_guests');
  const latest = await requestOr404(db, input);
  const message = input.message?.trim() || null;
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, latest.id);
    if (row.status === 'approved') throw conflict('This refund request was approved already');
    if (row.status === 'closed') {
      throw conflict('These tickets were already refunded another way');
    }
    if (row.status === 'declined') return answer(row, 0, 'Already declined');
    const [updated] = await tx
      .update(refundRequests)
      .set({
        status: 'declined',
        answeredAt: clock(),
        answeredBy: callerId,
        answerMessage: message,
      })
      .where(eq(refundRequests.id, row.id))
      .returning();
    await notify(tx, {
      userId: row.userId,
      kind: 'refund_declined',
      actorId: callerId,
      eventId: row.eventId,
    });
    return answer(updated!, 0, 'Declined');
  });
}

/**
 * Pending requests of an event (of one guest, or everyone's) whose tickets were refunded another
 * way: the guest was removed, or the event cancelled. In the caller's transaction.
 */
export async function closeOpenRefundRequests(
  tx: Database,
  eventId: string,
  userId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(refundRequests)
    .set({ status: 'closed', answeredAt: now })
    .where(
      and(
        eq(refundRequests.eventId, eventId),
        eq(refundRequests.status, 'pending'),
        userId ? eq(refundRequests.userId, userId) : undefined,
      ),
    );
}

/** The sweep: finishes approved requests whose refunds a crash or a provider outage left. */
export async function settleApprovedRefunds(deps: GuestActionDeps): Promise<number> {
  const open = await deps.db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.status, 'approved'), isNull(refundRequests.settledAt)))
    .limit(100);
  let settled = 0;
  for (const { id } of open) {
    await settleApprovedRequest(deps, id);
    settled += 1;
  }
  return settled;
}
