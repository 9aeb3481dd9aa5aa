/**
 * What POST /checkout/initiate leaves for the insights, kept out of the checkout code itself: a
 * "begin checkout" mark for the funnel (once per person, event and UTC day), and the affiliate link
 * the order came through. Both are best-effort records beside the order: they never refuse or fail
 * a purchase (an unknown or paused code is ignored).
 */
import type { Database } from '../db/database';
import { isForeignKeyViolation } from '../db/postgres-errors';
import { affiliateAttributions, checkoutStarts } from '../db/schema-insights';
import { isUuid } from '../db/uuid';
import { activeLinkFor } from './affiliate-links';
import { utcDay } from './sql-rows';

/** Called before the order is attempted: beginning a checkout counts even if it is then refused. */
export async function markCheckoutStart(
  db: Database,
  eventId: string,
  userId: string,
  now: Date,
): Promise<void> {
  if (!isUuid(eventId)) return;
  try {
    await db
      .insert(checkoutStarts)
      .values({ eventId, userId, day: utcDay(now) })
      .onConflictDoNothing();
  } catch (error) {
    // An unknown event (foreign key): initiate answers its own 404.
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** Called once the order exists. */
export async function attributeOrder(
  db: Database,
  order: { id: string; eventId: string },
  affiliateCode: string | undefined,
): Promise<void> {
  const code = affiliateCode?.trim();
  if (!code) return;
  const linkId = await activeLinkFor(db, order.eventId, code);
  if (!linkId) return;
  await db
    .insert(affiliateAttributions)
    .values({ orderId: order.id, linkId })
    .onConflictDoNothing();
}
