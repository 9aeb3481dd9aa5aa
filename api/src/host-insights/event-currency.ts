import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema-ticketing';
import { DEFAULT_CURRENCY } from '../money/currency';

/**
 * The currency an event sells in. Events have no currency column: every order is written in
 * `orders.currency`'s default, so this reads one paid order's currency and falls back to it.
 */

export async function eventCurrency(db: Database, eventId: string): Promise<string> {
  const [row] = await db
    .select({ currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), ne(orders.provider, 'free')))
    .limit(1);
  return row?.currency ?? DEFAULT_CURRENCY;
}
