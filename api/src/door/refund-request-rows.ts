/**
 * Refund requests as the guest list and the refund calls show them (`RefundRequest`): each
 * person's latest request for an event.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RefundRequest } from 'contract';
import type { Database } from '../db/database';
import { refundRequests, type RefundRequestRow } from '../db/schema-refunds';
import { toEpochSeconds } from '../time/epoch-seconds';

const seconds = (date: Date | null) => (date ? toEpochSeconds(date) : null);

export function toRefundRequest(row: RefundRequestRow): RefundRequest {
  return {
    id: row.id,
    eventId: row.eventId,
    userId: row.userId,
    status: row.status,
    reason: row.reason,
    amountCents: row.amountCents,
    currency: row.currency,
    createdAt: toEpochSeconds(row.createdAt),
    answeredAt: seconds(row.answeredAt),
    answerMessage: row.answerMessage,
  };
}

/** Each person's latest request for the event, for a page of the guest list. */
export async function latestRequestsOf(
  db: Database,
  eventId: string,
  userIds: readonly string[],
): Promise<Map<string, RefundRequest>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([refundRequests.userId])
    .from(refundRequests)
    .where(and(eq(refundRequests.eventId, eventId), inArray(refundRequests.userId, ids)))
    .orderBy(refundRequests.userId, desc(refundRequests.createdAt), desc(refundRequests.id));
  return new Map(rows.map((row) => [row.userId, toRefundRequest(row)]));
}
