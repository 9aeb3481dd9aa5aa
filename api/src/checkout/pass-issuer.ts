/**
 * Issues the passes of a completed order: one per ticket, each with its own QR token of 256
 * random bits (base64url). Tokens are never derived from ids or counters, so one pass's token says
 * nothing about another's.
 */
import type { Database } from '../db/database';
import { passes, type PassRow, type PassStatus } from '../db/schema-ticketing';
import { randomToken } from '../payments/random-id';

export const newQrToken = (): string => randomToken(32);

/** Writes the passes and returns them as stored (so an answer needs not read them back). */
export async function issuePasses(
  tx: Database,
  order: { id: string; eventId: string; buyerId: string },
  items: readonly { ticketTypeId: string; quantity: number }[],
  /** `pending` for a request that waits for an organizer's approval. */
  status: PassStatus = 'valid',
): Promise<PassRow[]> {
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      orderId: order.id,
      eventId: order.eventId,
      ticketTypeId: item.ticketTypeId,
      holderId: order.buyerId,
      qrToken: newQrToken(),
      status,
    })),
  );
  return rows.length > 0 ? tx.insert(passes).values(rows).returning() : [];
}
