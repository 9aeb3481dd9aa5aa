/**
 * Issues the passes of a completed order: one per ticket, each with its own QR token of 256
 * random bits (base64url). Tokens are never derived from ids or counters, so one pass's token says
 * nothing about another's.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { passes, type PassStatus } from '../db/schema-ticketing';
import { randomToken } from '../payments/random-id';

export const newQrToken = (): string => randomToken(32);

/** The rows of an order's new passes, ids included (so they can be written with the order). */
export function newPassRows(
  order: { id: string; eventId: string; buyerId: string },
  items: readonly { ticketTypeId: string; quantity: number }[],
  status: PassStatus,
) {
  return items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      id: randomUUID(),
      orderId: order.id,
      eventId: order.eventId,
      ticketTypeId: item.ticketTypeId,
      holderId: order.buyerId,
      qrToken: newQrToken(),
      status,
    })),
  );
}

export async function issuePasses(
  tx: Database,
  order: { id: string; eventId: string; buyerId: string },
  items: readonly { ticketTypeId: string; quantity: number }[],
  /** `pending` for a request that waits for an organizer's approval. */
  status: PassStatus = 'valid',
): Promise<void> {
  const rows = newPassRows(order, items, status);
  if (rows.length > 0) await tx.insert(passes).values(rows);
}
