/**
 * Idempotency-Keys are kept IDEMPOTENCY_KEY_RETENTION_DAYS. The app reuses a key only while the
 * person retries one press in one tab (checkout-attempt.ts, and the payment return's key per tab),
 * so a week is far past any retry; without a limit every RSVP's key would stay for ever.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema-ticketing';

export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

/** Deletes the keys past their retention; answers how many went. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * 86_400_000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
